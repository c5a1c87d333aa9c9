/**
 * /admin/equipe and /admin/diretoria (one module, two routes: routes.ts): the Team's groups or the
 * Board's positions, in the order the public page shows them — reordered by dragging, by keyboard
 * or with the Subir/Descer buttons (ListaOrdenavel) — each linking to its page; and the form that
 * creates a new one. For editors and administrators (conteudo.editar: the pipeline's guard).
 */
import { GruposForm, keyOfGrupo, nameOfGrupo, PALAVRAS_DA_AREA, parseOrdem } from '@cosems/contracts';
import { data, Form, Link, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { CampoTexto } from '../../features/area-restrita/campos';
import { errosComRotulos, ResumoDeErros } from '../../features/area-restrita/erros-de-campo';
import { CsrfField } from '../../features/area-restrita/csrf-field';
import { readForm } from '../../features/area-restrita/forms.server';
import { ListaOrdenavel } from '../../features/area-restrita/lista-ordenavel';
import { areaOf, errosDe, tiposDe } from '../../features/area-restrita/pessoas.server';
import { requireSession } from '../../lib/back-office.server';
import type { Route } from './+types/pessoas-grupos';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? PALAVRAS_DA_AREA[data.area].titulo : 'Conteúdo'} | Conteúdo do site | Área restrita | COSEMS/MG` },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const area = areaOf(request);
  const { itens: grupos } = await backOffice.conteudo.listar(session, tiposDe(area).grupos, null, 1);
  return { area, grupos, csrf: session.csrf };
}

interface Resposta {
  erro: string | null;
  erros?: Partial<Record<string, string>>;
  mensagem: string | null;
  nome?: string;
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const area = areaOf(request);
  const p = PALAVRAS_DA_AREA[area];
  const tipo = tiposDe(area).grupos;
  const form = await readForm(request, GruposForm);
  if (!form.ok) return data<Resposta>({ erro: form.erro, mensagem: null }, { status: 400 });
  const f = form.data;
  const r =
    f.intent === 'criar-grupo'
      ? await backOffice.conteudo.salvar(session, tipo, null, null, { nome: f.nome }, null, backOffice.quem)
      : await backOffice.conteudo.ordenar(session, tipo, parseOrdem(f.ordem) ?? [], backOffice.quem);
  if (r.tipo === 'recusado') {
    const nome = f.intent === 'criar-grupo' ? f.nome : undefined;
    return data<Resposta>(
      { erro: r.mensagem, erros: errosDe(r), mensagem: null, ...(nome === undefined ? {} : { nome }) },
      { status: r.status },
    );
  }
  return data<Resposta>({
    erro: null,
    mensagem: f.intent === 'criar-grupo' ? `${p.Grupo} “${nameOfGrupo(keyOfGrupo(f.nome))}” criado.` : `Nova ordem dos ${p.grupos} salva.`,
  });
}

export default function PessoasGrupos() {
  const { area, grupos, csrf } = useLoaderData<typeof loader>();
  const resultado = useActionData<typeof action>();
  const [params] = useSearchParams();
  const p = PALAVRAS_DA_AREA[area];
  const aviso = params.get('excluido') === '1' ? `${p.Grupo} excluído.` : null;
  const erroDoNome = resultado?.erros?.nome;
  const erroGeral = resultado?.erro && !resultado.erros?.nome && !resultado.erros?.ordem ? resultado.erro : null;
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link>
      </nav>
      <h1>{p.titulo}</h1>
      <p>
        {area === 'equipe'
          ? 'Os grupos da página Equipe, na ordem em que aparecem. Um grupo sem membros não aparece no site.'
          : 'Os cargos da página Diretoria, na ordem em que aparecem. Um cargo sem membros continua no site, como “Vaga não preenchida”.'}{' '}
        <a href={p.paginaPublica}>Ver a página pública</a>.
      </p>
      <div role="status">
        {resultado?.mensagem || aviso ? <div className="alert alert-success">{resultado?.mensagem ?? aviso}</div> : null}
      </div>
      {erroGeral || resultado?.erros?.ordem ? (
        <div role="alert" className="alert alert-danger">
          {erroGeral ?? resultado?.erros?.ordem}
        </div>
      ) : null}

      <h2 className="h4 mt-4">{area === 'equipe' ? 'Grupos' : 'Cargos'}</h2>
      {grupos.length === 0 ? (
        <p>Nenhum {p.grupo} ainda.</p>
      ) : (
        <ListaOrdenavel
          id="ordem-grupos"
          titulo={`Ordem dos ${p.grupos}`}
          csrf={csrf}
          itens={grupos.map((g) => ({ id: g.id, rotulo: g.nome, membros: g.membros.length }))}
          renderItem={(g) => (
            <>
              <Link to={`/admin/${area}/${g.id}`}>{g.rotulo}</Link>{' '}
              <span className="text-body-secondary">
                (
                {g.membros === 0
                  ? area === 'diretoria'
                    ? 'vago'
                    : 'sem membros'
                  : `${g.membros} ${g.membros === 1 ? 'membro' : 'membros'}`}
                )
              </span>
            </>
          )}
        />
      )}

      <Form method="post" className="card mt-4 cosems-admin-estreito" aria-labelledby="novo-grupo-titulo" noValidate>
        <div className="card-body">
          <h2 id="novo-grupo-titulo" className="h5 card-title">
            {p.novoGrupo}
          </h2>
          <ResumoDeErros
            id="novo-grupo"
            prefixo="novo-grupo"
            erros={errosComRotulos(erroDoNome ? { nome: erroDoNome } : null, { nome: `Nome do ${p.grupo}` })}
          />
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="criar-grupo" />
          <CampoTexto
            key={resultado?.mensagem ?? 'novo'}
            prefixo="novo-grupo"
            nome="nome"
            rotulo={`Nome do ${p.grupo}`}
            valor={erroDoNome ? (resultado?.nome ?? '') : ''}
            erro={erroDoNome}
            obrigatorio
            maxLength={100}
            ajuda={`Entra no fim da lista. No site, cada palavra começa com maiúscula.`}
          />
          <button type="submit" className="btn btn-primary">
            Criar {p.grupo}
          </button>
        </div>
      </Form>
    </>
  );
}
