/**
 * /admin/juridico/{secao?}: the legal space's documents, one section at a time (as /juridico shows
 * them: newest first), 20 a page (?page=), each with "Editar" and "Excluir", and "Novo documento".
 * Editors and administrators only (conteudo.editar); others get 403.
 */
import { DOCUMENTOS_POR_PAGINA } from '@cosems/contracts';
import { data, Link, useLoaderData } from 'react-router';
import { Pagination } from '../../components/ui/pagination';
import { avisoDaLista } from '../../features/area-restrita/documento-forms.server';
import { DocumentosErro } from '../../features/area-restrita/documentos-erro';
import { enderecoDaPagina } from '../../features/area-restrita/paginacao';
import { getDocumentoUrl, parseSecao, SECAO_BUTTON_ORDER, SECOES } from '../../features/juridico/secoes';
import { requireSession } from '../../lib/back-office.server';
import { formatDate } from '../../lib/dates';
import type { Route } from './+types/juridico';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? SECOES[loaderData.secao].titulo : 'Espaço Jurídico'} | Espaço Jurídico | Área restrita | COSEMS/MG` },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const secao = parseSecao(params.secao);
  if (!secao) throw data('Não há essa seção no Espaço Jurídico.', { status: 404 });
  const url = new URL(request.url);
  const pedida = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const lista = await backOffice.juridico.list(session, secao, Number.isFinite(pedida) ? pedida : 1);
  if (lista === 'proibido') throw data('Só editores e administradores alteram o Espaço Jurídico.', { status: 403 });
  return {
    secao,
    lista,
    aviso: avisoDaLista(url, { salvo: 'Documento salvo.', excluido: 'Documento excluído.' }),
  };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DocumentosErro error={error} voltar={{ endereco: '/admin/conteudo', nome: 'Voltar para Conteúdo do site' }} />;
}

export default function JuridicoAdmin() {
  const { secao, lista, aviso } = useLoaderData<typeof loader>();
  const { titulo } = SECOES[secao];
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link>
      </nav>
      <h1>Espaço Jurídico</h1>
      <div role="status">
        {aviso ? (
          <div className="alert alert-success">
            <p className="mb-0">{aviso.texto}</p>
            {aviso.dados ? <p className="mb-0 mt-2">{aviso.dados}</p> : null}
          </div>
        ) : null}
      </div>
      <nav aria-label="Seções do Espaço Jurídico" className="mb-3">
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {SECAO_BUTTON_ORDER.map((s) => (
            <li key={s}>
              <Link
                to={`/admin/juridico/${s}`}
                className={s === secao ? 'btn btn-primary' : 'btn btn-outline-primary'}
                aria-current={s === secao ? 'page' : undefined}
              >
                {SECOES[s].titulo}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h2 className="h4 mb-0 me-auto">{titulo}</h2>
        <Link to={`/admin/juridico/${secao}/novo`} className="btn btn-primary">
          Novo documento<span className="visually-hidden"> em {titulo}</span>
        </Link>
        <a href={`/juridico/${secao}`}>Ver no site</a>
      </div>
      {lista.itens.length === 0 ? (
        <p>Nenhum documento nesta seção.</p>
      ) : (
        // A table wider than a phone scrolls sideways: the region takes the focus, so the keyboard can scroll it;
        // position-relative keeps the links' visually hidden text inside it (else the page itself gets wider).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
        <section className="table-responsive position-relative" tabIndex={0} aria-label={`Documentos: ${titulo}`}>
          <table className="table align-middle">
            <caption className="visually-hidden">
              {titulo}, do mais recente ao mais antigo ({lista.total} {lista.total === 1 ? 'documento' : 'documentos'},{' '}
              {DOCUMENTOS_POR_PAGINA} por página)
            </caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Descrição</th>
                <th scope="col">Documento</th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lista.itens.map((d) => (
                <tr key={d.id}>
                  <td className="text-nowrap">{formatDate(`${d.data}T12:00:00-03:00`)}</td>
                  <td>{d.desc}</td>
                  <td className="text-break">
                    <a href={getDocumentoUrl('', d.link)}>
                      {d.arquivo ? 'PDF' : 'Link externo'}
                      <span className="visually-hidden">: {d.desc}</span>
                    </a>
                  </td>
                  <td className="text-nowrap">
                    <Link to={`/admin/juridico/${secao}/${d.id}`} className="btn btn-outline-primary btn-sm me-2">
                      Editar<span className="visually-hidden">: {d.desc}</span>
                    </Link>
                    <Link to={`/admin/juridico/${secao}/${d.id}/excluir`} className="btn btn-outline-danger btn-sm">
                      Excluir<span className="visually-hidden">: {d.desc}</span>
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
        href={(p) => enderecoDaPagina(`/admin/juridico/${secao}`, {}, p)}
        rotulo={`Páginas de ${titulo}`}
      />
    </>
  );
}
