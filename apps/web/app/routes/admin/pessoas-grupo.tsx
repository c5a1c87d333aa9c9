/**
 * /admin/equipe/{id} and /admin/diretoria/{id}: one group of the Team, or one position of the Board —
 * its members in order (ListaOrdenavel: drag, keyboard, or Subir/Descer buttons), the form that adds
 * a member, the group's name, and its deletion, which the server refuses while it has members.
 */
import { type AreaDePessoas, cleanLine, GrupoForm, keyOfGrupo, nameOfGrupo, PALAVRAS_DA_AREA, parseOrdem } from '@cosems/contracts';
import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { BotaoDeAcao } from '../../features/area-restrita/botao-de-acao';
import { CampoTexto } from '../../features/area-restrita/campos';
import { errosComRotulos, ResumoDeErros } from '../../features/area-restrita/erros-de-campo';
import { CsrfField } from '../../features/area-restrita/csrf-field';
import { readForm } from '../../features/area-restrita/forms.server';
import { ListaOrdenavel } from '../../features/area-restrita/lista-ordenavel';
import { areaOf, errosDe, idOf, notFound, tiposDe } from '../../features/area-restrita/pessoas.server';
import { requireSession } from '../../lib/back-office.server';
import type { Route } from './+types/pessoas-grupo';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.grupo.nome ?? 'Grupo'} | ${data ? PALAVRAS_DA_AREA[data.area].titulo : ''} | Área restrita | COSEMS/MG` },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const area = areaOf(request);
  const p = PALAVRAS_DA_AREA[area];
  const grupo = await backOffice.conteudo.obter(session, tiposDe(area).grupos, null, idOf(params.id, p.Grupo));
  if (!grupo) throw notFound(p.Grupo);
  return { area, grupo, csrf: session.csrf };
}

type Intent = 'renomear' | 'excluir' | 'ordenar' | 'criar-membro';
interface Resposta {
  intent: Intent | null;
  erro: string | null;
  erros?: Partial<Record<string, string>>;
  mensagem: string | null;
  valores?: Record<string, string>;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const area = areaOf(request);
  const p = PALAVRAS_DA_AREA[area];
  const id = idOf(params.id, p.Grupo);
  const tipos = tiposDe(area);
  const { conteudo, quem } = backOffice;
  const form = await readForm(request, GrupoForm);
  if (!form.ok) return data<Resposta>({ intent: null, erro: form.erro, mensagem: null }, { status: 400 });
  const f = form.data;
  const grupo = await conteudo.obter(session, tipos.grupos, null, id);
  if (!grupo) throw notFound(p.Grupo);
  let r: Awaited<ReturnType<typeof conteudo.salvar>>;
  let valores: Record<string, string> | undefined;
  let mensagem: string;
  if (f.intent === 'renomear') {
    valores = { nome: f.nome };
    r = await conteudo.salvar(session, tipos.grupos, null, id, { nome: f.nome, ...(f.versao ? { versao: f.versao } : {}) }, null, quem);
    mensagem = r.tipo === 'ok' && r.semMudanca ? 'Nada mudou.' : `${p.Grupo} renomeado para “${nameOfGrupo(keyOfGrupo(f.nome))}”.`;
  } else if (f.intent === 'excluir') {
    r = await conteudo.excluir(session, tipos.grupos, null, id, f.versao ?? '', quem);
    if (r.tipo === 'ok') throw redirect(`/admin/${area}?excluido=1`);
    mensagem = '';
  } else if (f.intent === 'ordenar') {
    r = await conteudo.ordenar(session, tipos.membros, parseOrdem(f.ordem) ?? [], quem, String(id));
    mensagem = `Nova ordem de “${grupo.nome}” salva.`;
  } else {
    valores = area === 'equipe' ? { nome: f.nome, email: f.email ?? '' } : { nome: f.nome, sms: f.sms ?? '' };
    r = await conteudo.salvar(session, tipos.membros, String(id), null, valores, null, quem);
    mensagem = `${cleanLine(f.nome)} adicionado a “${grupo.nome}”.`;
  }
  if (r.tipo === 'recusado') {
    if (r.status === 404) throw notFound(p.Grupo);
    return data<Resposta>(
      { intent: f.intent, erro: r.mensagem, erros: errosDe(r), mensagem: null, ...(valores ? { valores } : {}) },
      { status: r.status },
    );
  }
  return data<Resposta>({ intent: f.intent, erro: null, mensagem });
}

const ROTULOS = (area: AreaDePessoas): Record<string, string> => ({
  nome: 'Nome',
  email: 'E-mail',
  sms: area === 'diretoria' ? 'Secretaria Municipal de Saúde (município)' : 'SMS',
});

export default function PessoasGrupo() {
  const { area, grupo, csrf } = useLoaderData<typeof loader>();
  const resultado = useActionData<typeof action>();
  const [params] = useSearchParams();
  const p = PALAVRAS_DA_AREA[area];
  const mensagem = resultado?.mensagem ?? (params.get('removido') === '1' ? 'Membro removido.' : null);
  const de = (intent: Intent) => (resultado?.intent === intent ? resultado : null);
  const novo = de('criar-membro');
  const renomear = de('renomear');
  const erroGeral = resultado?.erro && (!resultado.erros || Object.keys(resultado.erros).length === 0) ? resultado.erro : null;
  const vazio = grupo.membros.length === 0;
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link> › <Link to={`/admin/${area}`}>{p.titulo}</Link>
      </nav>
      <h1 className="text-break">{grupo.nome}</h1>
      <div role="status">{mensagem ? <div className="alert alert-success">{mensagem}</div> : null}</div>
      {erroGeral || resultado?.erros?.ordem ? (
        <div role="alert" className="alert alert-danger">
          {erroGeral ?? resultado?.erros?.ordem}
        </div>
      ) : null}

      <h2 className="h4 mt-4">Membros</h2>
      {vazio ? (
        <p>
          Nenhum membro.{' '}
          {area === 'diretoria'
            ? 'Na página Diretoria, este cargo aparece como “Vaga não preenchida”.'
            : 'Enquanto estiver vazio, o grupo não aparece na página Equipe.'}
        </p>
      ) : (
        <ListaOrdenavel
          id="ordem-membros"
          titulo={`Ordem dos membros de ${grupo.nome}`}
          csrf={csrf}
          itens={grupo.membros.map((m) => ({
            id: m.id,
            rotulo: m.nome,
            detalhe: 'email' in m ? m.email : m.sms ? `SMS de ${m.sms}` : '',
          }))}
          renderItem={(m) => (
            <>
              <Link to={`/admin/${area}/membros/${m.id}`} aria-label={`Editar ${m.rotulo}`}>
                {m.rotulo}
              </Link>
              {m.detalhe ? <span className="d-block small text-body-secondary text-break">{m.detalhe}</span> : null}
            </>
          )}
        />
      )}

      <Form method="post" className="card mt-4 cosems-admin-estreito" aria-labelledby="novo-membro-titulo" noValidate>
        <div className="card-body">
          <h2 id="novo-membro-titulo" className="h5 card-title">
            Adicionar membro
          </h2>
          <ResumoDeErros id="novo-membro" prefixo="novo-membro" erros={errosComRotulos(novo?.erros, ROTULOS(area))} />
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="criar-membro" />
          <div key={novo?.mensagem ?? 'novo'}>
            <CampoTexto
              prefixo="novo-membro"
              nome="nome"
              rotulo="Nome"
              valor={novo?.valores?.nome ?? ''}
              erro={novo?.erros?.nome}
              obrigatorio
              autoComplete="off"
            />
            {area === 'equipe' ? (
              <CampoTexto
                prefixo="novo-membro"
                nome="email"
                tipo="email"
                rotulo="E-mail"
                valor={novo?.valores?.email ?? ''}
                erro={novo?.erros?.email}
                ajuda="Opcional. Sem e-mail, a página mostra “Não informado”."
              />
            ) : (
              <CampoTexto
                prefixo="novo-membro"
                nome="sms"
                rotulo={ROTULOS(area).sms ?? 'SMS'}
                valor={novo?.valores?.sms ?? ''}
                erro={novo?.erros?.sms}
                ajuda="Opcional. O nome do município; a página mostra “SMS DE …”."
              />
            )}
          </div>
          <button type="submit" className="btn btn-primary">
            Adicionar a {grupo.nome}
          </button>
        </div>
      </Form>

      <Form method="post" className="card mt-4 cosems-admin-estreito" aria-labelledby="renomear-titulo" noValidate>
        <div className="card-body">
          <h2 id="renomear-titulo" className="h5 card-title">
            Nome do {p.grupo}
          </h2>
          <ResumoDeErros id="renomear" prefixo="renomear" erros={errosComRotulos(renomear?.erros, { nome: `Nome do ${p.grupo}` })} />
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="renomear" />
          <input type="hidden" name="versao" value={grupo.versao} />
          <CampoTexto
            key={grupo.nome}
            prefixo="renomear"
            nome="nome"
            rotulo={`Nome do ${p.grupo}`}
            valor={renomear?.erros?.nome ? (renomear.valores?.nome ?? grupo.nome) : grupo.nome}
            erro={renomear?.erros?.nome}
            obrigatorio
            maxLength={100}
          />
          <button type="submit" className="btn btn-primary">
            Salvar nome
          </button>
        </div>
      </Form>

      <section className="card mt-4 cosems-admin-estreito" aria-labelledby="excluir-titulo">
        <div className="card-body">
          <h2 id="excluir-titulo" className="h5 card-title">
            Excluir {p.oGrupo}
          </h2>
          {vazio ? (
            <>
              <p>{area === 'diretoria' ? 'O cargo sai da página Diretoria.' : 'O grupo sai da lista.'}</p>
              <BotaoDeAcao csrf={csrf} intent="excluir" campos={{ versao: grupo.versao }} className="btn btn-outline-danger">
                Excluir {p.oGrupo} {grupo.nome}
              </BotaoDeAcao>
            </>
          ) : (
            <p className="mb-0">
              {p.oGrupo.charAt(0).toUpperCase() + p.oGrupo.slice(1)} tem {grupo.membros.length}{' '}
              {grupo.membros.length === 1 ? 'membro' : 'membros'}: para excluí-lo, mova cada membro para outro {p.grupo} ou remova-o (na
              página de cada membro). Ninguém é apagado junto com {p.oGrupo}.
            </p>
          )}
        </div>
      </section>
    </>
  );
}
