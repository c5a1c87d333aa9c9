import { Link } from 'react-router';

export interface BreadcrumbItem {
  nome: string;
  link?: string;
}

/**
 * The page's breadcrumb trail. 'Home' (/) always comes first — callers may include it or not;
 * the last item is the current page (aria-current="page", not a link).
 */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const trilha: BreadcrumbItem[] = items[0]?.nome === 'Home' ? items : [{ nome: 'Home', link: '/' }, ...items];
  return (
    <nav aria-label="Trilha de navegação" className="cosems-breadcrumb">
      <ol className="breadcrumb">
        {trilha.map((item, i) => {
          const ultimo = i === trilha.length - 1;
          return (
            <li
              key={`${item.nome}-${item.link ?? ''}`}
              className={ultimo ? 'breadcrumb-item active' : 'breadcrumb-item'}
              aria-current={ultimo ? 'page' : undefined}
            >
              {!ultimo && item.link ? <Link to={item.link}>{item.nome}</Link> : item.nome}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
