/**
 * /admin/noticias: the newsroom's list — search in titles, filters by status, region and author,
 * 20 per page, newest change first — and "Nova notícia" (a link to the empty form; the draft is
 * created by its first save, docs/decisions/053). An autor sees only their own items (the server
 * filters, not the page).
 */
import { LIXEIRA_DIAS, NOME_DA_SITUACAO, pode, type SituacaoExibida } from '@cosems/contracts';
import { Form, Link, redirect, useLoaderData } from 'react-router';
import { Value } from 'typebox/value';
import { FiltrosSchema } from '../../../features/redacao/form.server';
import { Pagination } from '../../../components/ui/pagination';
import { FiltroSelect } from '../../../components/ui/filtro-select';
import { enderecoDaPagina } from '../../../features/area-restrita/formularios/paginacao';
import { requireSession } from '../../../lib/back-office.server';
import { formatDateTime } from '../../../lib/dates';
import type { Route } from './+types/noticias';

export const meta: Route.MetaFunction = () => [{ title: 'Notícias | Área restrita | COSEMS/MG' }];

const SITUACOES_FILTRO: SituacaoExibida[] = ['rascunho', 'revisao', 'agendada', 'publicada', 'despublicada'];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  // Filters that do not parse are ignored (a bookmarked address with an old value still opens).
  const f = Value.Check(FiltrosSchema, params) ? params : {};
  const filtros = {
    q: f.q?.trim() || undefined,
    situacao: SITUACOES_FILTRO.find((s) => s === f.situacao),
    regiao: f.regiao ? Number(f.regiao) : undefined,
    autor: f.autor?.trim() || undefined,
    pagina: f.page ? Number(f.page) : 1,
  };
  const [lista, opcoes] = await Promise.all([backOffice.redacao.listar(session, filtros), backOffice.redacao.opcoes()]);
  return {
    lista,
    filtros,
    regioes: opcoes.regioes,
    autores: opcoes.autores,
    // Back from "Excluir este rascunho" (issue 27, item 6): where it went, and the way to the trash.
    excluida: /^[1-9][0-9]{0,8}$/.test(params.excluida ?? '') ? Number(params.excluida) : null,
    lixeira: pode(session.usuario.papel, 'noticia.lixeira'),
  };
}

/**
 * "Nova notícia" used to be a POST here that created the draft at once; a page loaded before that
 * changed (an open tab, the browser's back button) still posts it. It now leads to the empty form,
 * which creates nothing until its first save.
 */
export async function action({ context, request }: Route.ActionArgs) {
  requireSession(context, request);
  return redirect('/admin/noticias/nova', 303);
}

export default function NoticiasAdmin() {
  const { lista, filtros, regioes, autores, excluida, lixeira } = useLoaderData<typeof loader>();
  return (
    <>
      {excluida !== null ? (
        <div role="status" className="alert alert-success">
          Rascunho excluído. Ele fica na {lixeira ? <Link to="/admin/noticias/lixeira">Lixeira</Link> : 'Lixeira'} por {LIXEIRA_DIAS} dias e
          pode ser restaurado lá.
        </div>
      ) : null}
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className="me-auto mb-0">Notícias</h1>
        {lixeira ? (
          <Link to="/admin/noticias/lixeira" className="btn btn-outline-secondary">
            Lixeira
          </Link>
        ) : null}
        <Link to="/admin/noticias/nova" className="btn btn-primary">
          Nova notícia
        </Link>
      </div>
      <Form method="get" className="row g-2 align-items-end mb-3" role="search" aria-label="Filtrar notícias">
        <div className="col-12 col-md-4">
          <label htmlFor="filtro-q" className="form-label">
            Procurar no título
          </label>
          <input id="filtro-q" name="q" type="search" className="form-control" defaultValue={filtros.q ?? ''} maxLength={200} />
        </div>
        <div className="col-6 col-md-2">
          <FiltroSelect
            id="filtro-situacao"
            rotulo="Situação"
            name="situacao"
            valor={filtros.situacao}
            todas="Todas"
            opcoes={SITUACOES_FILTRO.map((s) => ({ valor: s, nome: NOME_DA_SITUACAO[s] }))}
          />
        </div>
        <div className="col-6 col-md-2">
          <FiltroSelect
            id="filtro-regiao"
            rotulo="Região"
            name="regiao"
            valor={filtros.regiao}
            todas="Todas"
            opcoes={regioes.map((r) => ({ valor: r.id, nome: r.nome }))}
          />
        </div>
        <div className="col-6 col-md-2">
          <FiltroSelect
            id="filtro-autor"
            rotulo="Autor"
            name="autor"
            valor={filtros.autor}
            todas="Todos"
            opcoes={autores.map((a) => ({ valor: a, nome: a }))}
          />
        </div>
        <div className="col-6 col-md-2">
          <button type="submit" className="btn btn-outline-dark w-100">
            Filtrar
          </button>
        </div>
      </Form>
      <p aria-live="polite">
        {lista.total === 0
          ? 'Nenhuma notícia encontrada.'
          : `${lista.total} ${lista.total === 1 ? 'notícia' : 'notícias'}; página ${lista.pagina} de ${lista.paginas}.`}
      </p>
      {lista.itens.length > 0 ? (
        <div className="table-responsive">
          {/* On a phone each row is a card (theme.css, .cosems-tabela-cartoes): no sideways scrolling. */}
          <table className="table align-middle cosems-tabela-cartoes">
            <caption className="visually-hidden">Notícias, da última alteração para a mais antiga</caption>
            <thead>
              <tr>
                <th scope="col">Título</th>
                <th scope="col">Situação</th>
                <th scope="col">Autor</th>
                <th scope="col">Regiões</th>
                <th scope="col">Publicação</th>
                <th scope="col">Última alteração</th>
              </tr>
            </thead>
            <tbody>
              {lista.itens.map((n) => (
                <tr key={n.id}>
                  <td data-rotulo="Título">
                    <Link to={`/admin/noticias/${n.id}`}>{n.titulo || 'Sem título'}</Link>
                  </td>
                  <td data-rotulo="Situação">
                    <span className={`badge cosems-situacao-${n.situacao}`}>{NOME_DA_SITUACAO[n.situacao]}</span>
                    {n.pendente ? (
                      <>
                        {' '}
                        <span className="badge cosems-situacao-pendente">Alterações não publicadas</span>
                      </>
                    ) : null}
                  </td>
                  <td data-rotulo="Autor">{n.autor ?? '—'}</td>
                  <td data-rotulo="Regiões">{n.regioes.length ? n.regioes.join(', ') : 'Geral'}</td>
                  <td data-rotulo="Publicação">
                    {n.situacao === 'rascunho' || n.situacao === 'revisao' ? '—' : formatDateTime(n.dataPublicacao)}
                  </td>
                  <td data-rotulo="Última alteração">
                    {formatDateTime(n.atualizadoEm)}
                    {n.atualizadoPor ? ` por ${n.atualizadoPor}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        current={lista.pagina}
        total={lista.paginas}
        href={(p) => enderecoDaPagina('/admin/noticias', filtros, p)}
        rotulo="Páginas da lista de notícias"
      />
      <p className="small text-body-secondary">
        “Agendada”: publicada com data futura; aparece no site sozinha quando a hora chega. “Alterações não publicadas”: alguém salvou
        mudanças que o site ainda não mostra; vão ao ar com “Publicar alterações”.
      </p>
    </>
  );
}
