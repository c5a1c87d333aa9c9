import type { Publicacao } from '@cosems/contracts';
import { formatDate } from '../../lib/dates';

/** A publication's address: paths of the API host (/arquivo/…) get PUBLIC_API_URL in front. */
export function getPublicacaoUrl(publicApiUrl: string, link: string): string {
  return link.startsWith('/') ? `${publicApiUrl}${link}` : link;
}

/** docs/produto.md §2 (/publicacoes): 'Título' (a link to the file) and 'Ultima Mudança' (dd/mm/aaaa). */
export function PublicacoesTable({ publicacoes, publicApiUrl }: { publicacoes: Publicacao[]; publicApiUrl: string }) {
  if (publicacoes.length === 0) return <p>Nenhuma publicação disponível.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-striped align-middle">
        <thead>
          <tr>
            <th scope="col">Título</th>
            <th scope="col">Ultima Mudança</th>
          </tr>
        </thead>
        <tbody>
          {publicacoes.map((p) => (
            <tr key={`${p.link}-${p.title}`}>
              <td>
                <a href={getPublicacaoUrl(publicApiUrl, p.link)}>{p.title}</a>
              </td>
              <td className="text-nowrap">
                <time dateTime={p.last_update}>{formatDate(p.last_update)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
