import { useContext } from 'react';
import { Link, UNSAFE_DataRouterStateContext, useLocation } from 'react-router';
import { serializeJsonLd, buildBreadcrumbJsonLd } from '../../lib/seo/json-ld';
import type { BreadcrumbItem } from '../../lib/site-map';

export type { BreadcrumbItem };

/**
 * The page's breadcrumb trail, as breadcrumbTrail() (lib/site-map) builds it. 'Home' (/) always
 * comes first — callers may include it or not; the last item is the current page
 * (aria-current="page", not a link). The same trail is given to
 * search engines as a schema.org BreadcrumbList (JSON-LD).
 */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const trail: BreadcrumbItem[] = items[0]?.nome === 'Home' ? items : [{ nome: 'Home', link: '/' }, ...items];
  // The root loader's SITE_URL; read from the router state directly so the trail also renders
  // outside a data router (component tests), just without the JSON-LD.
  const siteUrl = (useContext(UNSAFE_DataRouterStateContext)?.loaderData.root as { siteUrl?: string } | undefined)?.siteUrl;
  const { pathname } = useLocation();
  return (
    <>
      {siteUrl && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildBreadcrumbJsonLd(siteUrl, pathname, trail)) }}
        />
      )}
      <nav aria-label="Trilha de navegação" className="cosems-breadcrumb">
        <ol className="breadcrumb">
          {trail.map((item, i) => {
            const last = i === trail.length - 1;
            return (
              <li
                key={`${item.nome}-${item.link ?? ''}`}
                className={last ? 'breadcrumb-item active text-break' : 'breadcrumb-item'}
                aria-current={last ? 'page' : undefined}
              >
                {!last && item.link ? <Link to={item.link}>{item.nome}</Link> : item.nome}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
