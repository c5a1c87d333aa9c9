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
export function getPageWindow(current: number, total: number, size = PAGE_WINDOW_SIZE): PageWindow {
  if (total < 1) return { pages: [], ellipsisBefore: false, ellipsisAfter: false };
  const page = Math.min(Math.max(1, current), total);
  const start = Math.max(1, page - 2);
  const end = Math.min(total, start + size - 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return { pages, ellipsisBefore: start > 1, ellipsisAfter: end < total };
}

/**
 * Previous/Next and the numbered window, as plain links (they work without JavaScript).
 * `href(p)` gives the address of page p.
 */
export function Pagination({
  current,
  total,
  href,
  rotulo = 'Paginação',
}: {
  current: number;
  total: number;
  href: (page: number) => string;
  rotulo?: string;
}) {
  if (total <= 1) return null;
  const { pages, ellipsisBefore, ellipsisAfter } = getPageWindow(current, total);
  const item = (p: number, text: React.ReactNode, desabilitado: boolean, ariaLabel?: string) =>
    desabilitado ? (
      <span className="page-link" aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link className="page-link" to={href(p)} aria-label={ariaLabel} preventScrollReset={false}>
        {text}
      </Link>
    );
  return (
    <nav aria-label={rotulo} className="d-flex justify-content-center mt-4">
      <ul className="pagination flex-wrap justify-content-center">
        <li className={current <= 1 ? 'page-item disabled' : 'page-item'}>
          {/* The visible word starts the name (WCAG 2.5.3, label in name); the number says where it goes. */}
          {item(current - 1, 'Anterior', current <= 1, `Anterior (página ${current - 1})`)}
        </li>
        {ellipsisBefore && (
          <li className="page-item disabled">
            <span className="page-link" aria-hidden="true">
              …
            </span>
          </li>
        )}
        {pages.map((p) => (
          <li key={p} className={p === current ? 'page-item active' : 'page-item'}>
            {p === current ? (
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
        <li className={current >= total ? 'page-item disabled' : 'page-item'}>
          {item(current + 1, 'Próximo', current >= total, `Próximo (página ${current + 1})`)}
        </li>
      </ul>
    </nav>
  );
}
