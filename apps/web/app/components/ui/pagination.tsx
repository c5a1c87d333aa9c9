import { Link } from 'react-router';

/** docs/produto.md §9: the pagination window shows up to 5 page numbers. */
export const PAGE_WINDOW_SIZE = 5;

export interface PageWindow {
  pages: number[];
  /** Pages hidden before the window (shows an ellipsis). */
  ellipsisBefore: boolean;
  /** Pages hidden after the window (shows an ellipsis). */
  ellipsisAfter: boolean;
}

/**
 * The window of page numbers (docs/produto.md §2, Pagination): up to 5 numbers starting at current − 2,
 * the start clamped to 1 and the end to total (so near the last page fewer numbers show).
 */
export function getPageWindow(atual: number, total: number, tamanho = PAGE_WINDOW_SIZE): PageWindow {
  if (total < 1) return { pages: [], ellipsisBefore: false, ellipsisAfter: false };
  const pagina = Math.min(Math.max(1, atual), total);
  const inicio = Math.max(1, pagina - 2);
  const fim = Math.min(total, inicio + tamanho - 1);
  const pages: number[] = [];
  for (let p = inicio; p <= fim; p++) pages.push(p);
  return { pages, ellipsisBefore: inicio > 1, ellipsisAfter: fim < total };
}

/**
 * Previous/Next and the numbered window, as plain links (they work without JavaScript).
 * `href(p)` gives the address of page p.
 */
export function Pagination({
  atual,
  total,
  href,
  rotulo = 'Paginação',
}: {
  atual: number;
  total: number;
  href: (pagina: number) => string;
  rotulo?: string;
}) {
  if (total <= 1) return null;
  const { pages, ellipsisBefore, ellipsisAfter } = getPageWindow(atual, total);
  const item = (p: number, texto: React.ReactNode, desabilitado: boolean, ariaLabel?: string) =>
    desabilitado ? (
      <span className="page-link" aria-disabled="true">
        {texto}
      </span>
    ) : (
      <Link className="page-link" to={href(p)} aria-label={ariaLabel} preventScrollReset={false}>
        {texto}
      </Link>
    );
  return (
    <nav aria-label={rotulo} className="d-flex justify-content-center mt-4">
      <ul className="pagination flex-wrap justify-content-center">
        <li className={atual <= 1 ? 'page-item disabled' : 'page-item'}>{item(atual - 1, 'Anterior', atual <= 1, 'Página anterior')}</li>
        {ellipsisBefore && (
          <li className="page-item disabled">
            <span className="page-link" aria-hidden="true">
              …
            </span>
          </li>
        )}
        {pages.map((p) => (
          <li key={p} className={p === atual ? 'page-item active' : 'page-item'}>
            {p === atual ? (
              <span className="page-link" aria-current="page">
                <span className="visually-hidden">Página </span>
                {p}
              </span>
            ) : (
              <Link className="page-link" to={href(p)} aria-label={`Página ${p}`}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {ellipsisAfter && (
          <li className="page-item disabled">
            <span className="page-link" aria-hidden="true">
              …
            </span>
          </li>
        )}
        <li className={atual >= total ? 'page-item disabled' : 'page-item'}>
          {item(atual + 1, 'Próximo', atual >= total, 'Próxima página')}
        </li>
      </ul>
    </nav>
  );
}
