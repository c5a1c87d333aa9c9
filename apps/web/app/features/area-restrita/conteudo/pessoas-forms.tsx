/**
 * The Team's and the Board's forms on the generic pages (routes/admin/conteudo/tipos.tsx): a new
 * group on the groups' list, a group's name and a new member on the group's page, a member's data
 * (its group chosen from the list) on the member's page. Each names its problems field by field
 * (ResumoDeErros, Campo) and keeps what was typed after a refusal; a refusal that names no
 * field is said above the form. Plain posts: they work without JavaScript.
 */
import { type AreaDePessoas, type ErroDeCampo, NOME_DE_GRUPO_MAX, PALAVRAS_DA_AREA } from '@cosems/contracts';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { CsrfField } from '../formularios/csrf-field';
import { Campo, errosComRotulos, Opcoes, ResumoDeErros } from '../formularios/erros-de-campo';

interface Props {
  area: AreaDePessoas;
  csrf: string;
  digitado: Record<string, string> | undefined;
  erro: { mensagem: string } | null;
  erros: ErroDeCampo[] | undefined;
}

const porCampo = (erros: ErroDeCampo[] | undefined): Partial<Record<string, string>> =>
  Object.fromEntries((erros ?? []).map((e) => [e.campo, e.mensagem]));

const SMS = 'Secretaria Municipal de Saúde (município)';
const rotulosDoMembro = (area: AreaDePessoas): Record<string, string> => ({
  nome: 'Nome',
  email: 'E-mail',
  sms: SMS,
  grupo: PALAVRAS_DA_AREA[area].Grupo,
});

/** A refusal that names no field (a conflict, a group with members), above the form. */
function ErroGeral({ erro, erros }: Pick<Props, 'erro' | 'erros'>) {
  return erro && !erros?.length ? (
    <div role="alert" className="alert alert-danger">
      {erro.mensagem}
    </div>
  ) : null;
}

function Cartao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Form method="post" className="card mt-4 cosems-admin-estreito" aria-labelledby={`${id}-titulo`} noValidate>
      <div className="card-body">
        <h2 id={`${id}-titulo`} className="h5 card-title">
          {titulo}
        </h2>
        {children}
      </div>
    </Form>
  );
}

/** A text field of these forms: `<prefixo>-<nome>`, its problem among `erros`. */
function CampoDeTexto({
  prefixo,
  nome,
  rotulo,
  valor,
  erros,
  dica,
  obrigatorio = false,
  email = false,
  maxLength = 200,
}: {
  prefixo: string;
  nome: string;
  rotulo: string;
  valor: string;
  erros: ErroDeCampo[] | undefined;
  dica?: string;
  obrigatorio?: boolean;
  email?: boolean;
  maxLength?: number;
}) {
  return (
    <Campo erros={erros} prefixo={prefixo} campo={nome} rotulo={rotulo} dica={dica} obrigatorio={obrigatorio}>
      {(a) => (
        <input
          {...a}
          type={email ? 'email' : 'text'}
          defaultValue={valor}
          required={obrigatorio}
          maxLength={maxLength}
          autoComplete="off"
          spellCheck={email ? false : undefined}
        />
      )}
    </Campo>
  );
}

/** The e-mail (Team) or the municipality's health secretariat (Board) of a member. */
function CampoDeContato({
  area,
  prefixo,
  valor,
  erros,
}: {
  area: AreaDePessoas;
  prefixo: string;
  valor: string;
  erros: ErroDeCampo[] | undefined;
}) {
  return area === 'equipe' ? (
    <CampoDeTexto
      prefixo={prefixo}
      nome="email"
      email
      rotulo="E-mail"
      valor={valor}
      erros={erros}
      dica="Opcional. Sem e-mail, a página mostra “Não informado”."
    />
  ) : (
    <CampoDeTexto
      prefixo={prefixo}
      nome="sms"
      rotulo={SMS}
      valor={valor}
      erros={erros}
      dica="Opcional. O nome do município; a página mostra “SMS DE …”."
    />
  );
}

/** /admin/{area}: a new group (Board: position), added at the end. */
export function GrupoNovoForm({ area, csrf, digitado, erro, erros }: Props) {
  const p = PALAVRAS_DA_AREA[area];
  const e = porCampo(erros);
  return (
    <>
      <ErroGeral erro={erro} erros={erros} />
      <Cartao id="novo-grupo" titulo={p.novoGrupo}>
        <ResumoDeErros id="novo-grupo" prefixo="novo-grupo" erros={errosComRotulos(e, { nome: `Nome do ${p.grupo}` })} />
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="criar-grupo" />
        <CampoDeTexto
          prefixo="novo-grupo"
          nome="nome"
          rotulo={`Nome do ${p.grupo}`}
          valor={e.nome ? (digitado?.nome ?? '') : ''}
          erros={erros}
          obrigatorio
          maxLength={NOME_DE_GRUPO_MAX}
          dica="Entra no fim da lista. No site, cada palavra começa com maiúscula."
        />
        <button type="submit" className="btn btn-primary">
          Criar {p.grupo}
        </button>
      </Cartao>
    </>
  );
}

/** /admin/{area}/{id}: the group's name, saved with the version the page showed. */
export function GrupoNomeForm({ area, csrf, item, digitado, erro, erros }: Props & { item: { nome: string; versao: string } }) {
  const p = PALAVRAS_DA_AREA[area];
  const e = porCampo(erros);
  return (
    <>
      <ErroGeral erro={erro} erros={erros} />
      <Cartao id="renomear" titulo={`Nome do ${p.grupo}`}>
        <ResumoDeErros id="renomear" prefixo="renomear" erros={errosComRotulos(e, { nome: `Nome do ${p.grupo}` })} />
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="renomear" />
        <input type="hidden" name="versao" value={item.versao} />
        <CampoDeTexto
          prefixo="renomear"
          nome="nome"
          rotulo={`Nome do ${p.grupo}`}
          valor={digitado?.nome ?? item.nome}
          erros={erros}
          obrigatorio
          maxLength={NOME_DE_GRUPO_MAX}
        />
        <button type="submit" className="btn btn-primary">
          Salvar nome
        </button>
      </Cartao>
    </>
  );
}

/** /admin/{area}/{id}: a new member of the group, added at its end. */
export function MembroNovoForm({ area, csrf, grupo, digitado, erro, erros }: Props & { grupo: string }) {
  const e = porCampo(erros);
  return (
    <>
      <ErroGeral erro={erro} erros={erros} />
      <Cartao id="novo-membro" titulo="Adicionar membro">
        <ResumoDeErros id="novo-membro" prefixo="novo-membro" erros={errosComRotulos(e, rotulosDoMembro(area))} />
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="criar-membro" />
        <CampoDeTexto prefixo="novo-membro" nome="nome" rotulo="Nome" valor={digitado?.nome ?? ''} erros={erros} obrigatorio />
        <CampoDeContato area={area} prefixo="novo-membro" valor={digitado?.[area === 'equipe' ? 'email' : 'sms'] ?? ''} erros={erros} />
        <button type="submit" className="btn btn-primary">
          Adicionar a {grupo}
        </button>
      </Cartao>
    </>
  );
}

/** /admin/{area}/membros/{id}: the member's data and group (another one moves the member to its end). */
export function MembroDadosForm({
  area,
  csrf,
  item,
  grupos,
  digitado,
  erro,
  erros,
}: Props & {
  item: { nome: string; grupoId: number; versao: string; email?: string; sms?: string };
  grupos: { id: number; nome: string }[];
}) {
  const p = PALAVRAS_DA_AREA[area];
  const e = porCampo(erros);
  const contato = area === 'equipe' ? 'email' : 'sms';
  return (
    <>
      <ErroGeral erro={erro} erros={erros} />
      <Form method="post" className="cosems-admin-estreito" aria-labelledby="membro-titulo" noValidate>
        <h2 id="membro-titulo" className="h5">
          Dados do membro
        </h2>
        <ResumoDeErros id="membro" prefixo="membro" erros={errosComRotulos(e, rotulosDoMembro(area))} />
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="salvar" />
        <input type="hidden" name="versao" value={item.versao} />
        <CampoDeTexto prefixo="membro" nome="nome" rotulo="Nome" valor={digitado?.nome ?? item.nome} erros={erros} obrigatorio />
        <CampoDeContato area={area} prefixo="membro" valor={digitado?.[contato] ?? item[contato] ?? ''} erros={erros} />
        <Campo
          erros={erros}
          prefixo="membro"
          campo="grupo"
          rotulo={p.Grupo}
          base="form-select"
          dica={`Escolher outro ${p.grupo} move o membro para o fim dele.`}
        >
          {(a) => (
            <select {...a} defaultValue={digitado?.grupo ?? String(item.grupoId)}>
              <Opcoes de={grupos.map((g) => ({ valor: String(g.id), rotulo: g.nome }))} />
            </select>
          )}
        </Campo>
        <button type="submit" className="btn btn-primary">
          Salvar
        </button>
      </Form>
    </>
  );
}
