/**
 * /admin/publicacoes: the publications in the content's order (as /publicacoes shows them), 20 a
 * page (?page=), each with its "Ultima Mudança", "Editar" and "Excluir", and "Nova publicação".
 * Editors and administrators only (conteudo.editar); others get 403.
 */
import { data, Link, useLoaderData } from 'react-router';
import { Pagination } from '../../components/ui/pagination';
import { avisoDaLista } from '../../features/area-restrita/documento-forms.server';
import { DocumentosErro } from '../../features/area-restrita/documentos-erro';
import { enderecoDaPagina } from '../../features/area-restrita/paginacao';
import { requireSession } from '../../lib/back-office.server';
import { formatDate } from '../../lib/dates';
import type { Route } from './+types/publicacoes';

export const meta: Route.MetaFunction = () => [{ title: 'Publicações | Área restrita | COSEMS/MG' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const url = new URL(request.url);
  const pedida = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const lista = await backOffice.publicacoes.list(session, Number.isFinite(pedida) ? pedida : 1);
  if (lista === 'proibido') throw data('Só editores e administradores alteram as publicações.', { status: 403 });
  return { lista, aviso: avisoDaLista(url, { salvo: 'Publicação salva.', excluido: 'Publicação excluída.' }) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DocumentosErro error={error} voltar={{ endereco: '/admin/conteudo', nome: 'Voltar para Conteúdo do site' }} />;
}

export default function PublicacoesAdmin() {
  const { lista, aviso } = useLoaderData<typeof loader>();
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link>
      </nav>
      <h1>Publicações</h1>
      <div role="status">
        {aviso ? (
          <div className="alert alert-success">
            <p className="mb-0">{aviso.texto}</p>
            {aviso.dados ? <p className="mb-0 mt-2">{aviso.dados}</p> : null}
          </div>
        ) : null}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <p className="mb-0 me-auto">Na ordem em que aparecem no site. A “Ultima Mudança” muda quando o arquivo ou o link muda.</p>
        <Link to="/admin/publicacoes/nova" className="btn btn-primary">
          Nova publicação
        </Link>
        <a href="/publicacoes">Ver no site</a>
      </div>
      {lista.itens.length === 0 ? (
        <p>Nenhuma publicação.</p>
      ) : (
        // A table wider than a phone scrolls sideways: the region takes the focus, so the keyboard can scroll it;
        // position-relative keeps the links' visually hidden text inside it (else the page itself gets wider).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
        <section className="table-responsive position-relative" tabIndex={0} aria-label="Publicações">
          <table className="table align-middle">
            <caption className="visually-hidden">
              Publicações, na ordem do site ({lista.total} {lista.total === 1 ? 'publicação' : 'publicações'})
            </caption>
            <thead>
              <tr>
                <th scope="col">Título</th>
                <th scope="col">Documento</th>
                <th scope="col">Ultima Mudança</th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lista.itens.map((p) => (
                <tr key={p.id}>
                  <td>{p.title}</td>
                  <td className="text-break">
                    <a href={p.link}>
                      {p.arquivo ? 'PDF' : 'Link externo'}
                      <span className="visually-hidden">: {p.title}</span>
                    </a>
                  </td>
                  <td className="text-nowrap">
                    <time dateTime={p.lastUpdate}>{formatDate(p.lastUpdate)}</time>
                  </td>
                  <td className="text-nowrap">
                    <Link to={`/admin/publicacoes/${p.id}`} className="btn btn-outline-primary btn-sm me-2">
                      Editar<span className="visually-hidden">: {p.title}</span>
                    </Link>
                    <Link to={`/admin/publicacoes/${p.id}/excluir`} className="btn btn-outline-danger btn-sm">
                      Excluir<span className="visually-hidden">: {p.title}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Pagination
        current={lista.pagina}
        total={lista.paginas}
        href={(p) => enderecoDaPagina('/admin/publicacoes', {}, p)}
        rotulo="Páginas das publicações"
      />
    </>
  );
}
