/**
 * /admin/auditoria: the audit log, for administrators — every sign-in, failed sign-in, sign-out and
 * change, who, when, from which address, on what, and each field before and after; filtered by
 * person, item and days, and exported as CSV with the same filters (GET /admin/auditoria/exportar,
 * served by apps/web/server/back-office.ts). Read-only: the application can only append to the log
 * (migration 0005).
 */
import { Form, Link, useLoaderData } from 'react-router';
import { type EventoAuditoria, enderecoDoObjeto, lerFiltrosAuditoria, nomeDaAcao, nomeDoItem, nomeDoObjeto } from '@cosems/contracts';
import { Pagination } from '../../../components/ui/pagination';
import { linhasDasMudancas } from '../../../features/area-restrita/sistema/auditoria-legivel';
import { FiltroSelect } from '../../../components/ui/filtro-select';
import { enderecoDaPagina } from '../../../features/area-restrita/formularios/paginacao';
import { requireSession } from '../../../lib/back-office.server';
import { formatDateTime } from '../../../lib/dates';
import type { Route } from './+types/auditoria';

export const meta: Route.MetaFunction = () => [{ title: 'Registro de auditoria | Área restrita | COSEMS/MG' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const filtros = lerFiltrosAuditoria(new URL(request.url).searchParams);
  const pagina = await backOffice.auditoria.listar(session, filtros);
  if (pagina === 'proibido') throw new Response('Só administradores leem o registro de auditoria.', { status: 403 });
  return { ...pagina, filtros };
}

/** The item: its kind and name, linked to its back-office page when it has one. */
function Objeto({ evento }: { evento: EventoAuditoria }) {
  if (!evento.objetoTipo) return '—';
  const tipo = nomeDoObjeto(evento.objetoTipo) ?? evento.objetoTipo;
  const nome = nomeDoItem(evento.objetoTipo, evento.objetoId, evento.titulo);
  const endereco = enderecoDoObjeto(evento.objetoTipo, evento.objetoId);
  return (
    <>
      <span className="d-block text-body-secondary">{tipo}</span>
      {nome ? endereco ? <Link to={endereco}>{nome}</Link> : nome : endereco ? <Link to={endereco}>ver</Link> : null}
    </>
  );
}

export default function Auditoria() {
  const { eventos, total, pagina, paginas, pessoas, filtros } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Registro de auditoria</h1>
      <Form method="get" className="row g-2 align-items-end mb-3" aria-label="Filtrar o registro">
        <div className="col-12 col-md-3">
          <FiltroSelect
            id="filtro-pessoa"
            rotulo="Pessoa"
            name="pessoa"
            valor={filtros.pessoa}
            todas="Todas"
            opcoes={pessoas.map((p) => ({ valor: p, nome: p }))}
          />
        </div>
        <div className="col-12 col-md-3">
          <label htmlFor="filtro-objeto" className="form-label">
            Item (ex.: noticia:65)
          </label>
          <input id="filtro-objeto" name="objeto" className="form-control" defaultValue={filtros.objeto ?? ''} maxLength={300} />
        </div>
        <div className="col-6 col-md-2">
          <label htmlFor="filtro-de" className="form-label">
            De
          </label>
          <input id="filtro-de" name="de" type="date" className="form-control" defaultValue={filtros.de ?? ''} />
        </div>
        <div className="col-6 col-md-2">
          <label htmlFor="filtro-ate" className="form-label">
            Até
          </label>
          <input id="filtro-ate" name="ate" type="date" className="form-control" defaultValue={filtros.ate ?? ''} />
        </div>
        <div className="col-12 col-md-2">
          <button type="submit" className="btn btn-outline-dark w-100">
            Filtrar
          </button>
        </div>
      </Form>
      <p aria-live="polite">{total === 0 ? 'Nenhum evento encontrado.' : `${total} eventos; página ${pagina} de ${paginas}.`}</p>
      {total > 0 ? (
        <p>
          {/* A download answered by the server itself (not a page of the router): a plain link. */}
          <a href={enderecoDaPagina('/admin/auditoria/exportar', filtros, 1)} download>
            Exportar {total === 1 ? 'este evento' : `estes ${total} eventos`} em CSV
          </a>{' '}
          <span className="text-body-secondary small">(planilha; uma linha por campo alterado, separada por ponto e vírgula)</span>
        </p>
      ) : null}
      {eventos.length > 0 ? (
        // A table wider than a phone scrolls sideways: the region takes the focus, so the keyboard can scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
        <section className="table-responsive" tabIndex={0} aria-label="Eventos do registro">
          <table className="table align-top small">
            <caption className="visually-hidden">Eventos, do mais recente ao mais antigo</caption>
            <thead>
              <tr>
                <th scope="col">Quando</th>
                <th scope="col">Quem</th>
                <th scope="col">Endereço</th>
                <th scope="col">Ação</th>
                <th scope="col">Item</th>
                <th scope="col">Mudanças (antes → depois)</th>
              </tr>
            </thead>
            <tbody>
              {eventos.map((e) => (
                <tr key={e.id}>
                  <td>{formatDateTime(e.em)}</td>
                  <td>{e.usuario ?? '—'}</td>
                  <td>{e.endereco ?? '—'}</td>
                  <td>
                    {nomeDaAcao(e.acao)}
                    {/* The code as recorded: what the item filter, the CSV and a script match. */}
                    <span className="d-block text-body-secondary">
                      <code>{e.acao}</code>
                    </span>
                  </td>
                  <td>
                    <Objeto evento={e} />
                  </td>
                  <td>
                    {e.mudancas.length === 0 ? (
                      '—'
                    ) : (
                      <dl className="mb-0">
                        {linhasDasMudancas(e.mudancas).map((m, i) => (
                          // Two recorded fields can share a label (title / titulo): the position keys them.
                          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
                          <div key={i}>
                            <dt>{m.campo}</dt>
                            <dd className="mb-1">
                              <del>{m.antes}</del> → <ins>{m.depois}</ins>
                            </dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <Pagination
        current={pagina}
        total={paginas}
        href={(p) => enderecoDaPagina('/admin/auditoria', filtros, p)}
        rotulo="Páginas do registro"
      />
    </>
  );
}
