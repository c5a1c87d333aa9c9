import type { DocumentoJuridico, SecaoJuridico } from '@cosems/contracts';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ui/external-link';
import { formatDate } from '../../lib/dates';
import { SECAO_BUTTON_ORDER, SECOES, getDocumentoUrl, getSecaoUrl } from './secoes';

/**
 * The section buttons (links, they work without JavaScript) and the external TCC folder (block
 * `enderecos`). The back office's list (/admin/juridico) shows the same menu with its own addresses
 * and the sections' full titles.
 */
export function SecoesMenu({
  atual: current,
  pastaTcc,
  endereco = getSecaoUrl,
  rotulo = 'botao',
  className = 'mb-4',
}: {
  atual: SecaoJuridico;
  pastaTcc: string | undefined;
  endereco?: (secao: SecaoJuridico) => string;
  rotulo?: 'botao' | 'titulo';
  className?: string;
}) {
  return (
    <nav aria-label="Seções do Espaço Jurídico" className={className}>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {SECAO_BUTTON_ORDER.map((s) => (
          <li key={s}>
            <Link
              to={endereco(s)}
              className={s === current ? 'btn btn-primary' : 'btn btn-outline-primary'}
              aria-current={s === current ? 'page' : undefined}
            >
              {SECOES[s][rotulo]}
            </Link>
          </li>
        ))}
        {pastaTcc ? (
          <li>
            <ExternalLink href={pastaTcc} className="btn btn-outline-secondary">
              Pasta de TCC
            </ExternalLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** docs/produto.md §2: the selected section's documents: date (dd/mm/aaaa), description and link. */
export function DocumentosTable({
  secao,
  documentos,
  publicApiUrl,
}: {
  secao: SecaoJuridico;
  documentos: DocumentoJuridico[];
  publicApiUrl: string;
}) {
  const { titulo, rotuloLink } = SECOES[secao];
  return (
    <section aria-labelledby="secao-juridico-titulo">
      <h2 id="secao-juridico-titulo" className="h3 mb-3">
        {titulo}
      </h2>
      {documentos.length === 0 ? (
        <p>Nenhum documento publicado nesta seção.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-striped align-middle">
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Descrição</th>
                <th scope="col">Link</th>
              </tr>
            </thead>
            <tbody>
              {documentos.map((d) => (
                <tr key={`${d.link}-${d.date}`}>
                  <td className="text-nowrap">
                    <time dateTime={d.date}>{formatDate(d.date)}</time>
                  </td>
                  <td>{d.desc}</td>
                  {/* position-relative keeps the visually hidden text inside the scrolling table. */}
                  <td className="position-relative">
                    <a href={getDocumentoUrl(publicApiUrl, d.link)}>
                      {rotuloLink}
                      <span className="visually-hidden">: {d.desc}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
