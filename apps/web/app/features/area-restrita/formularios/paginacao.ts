/**
 * Pages of the back office's lists (news, media, audit log): one query parameter, `page`, as on
 * the public site, and the filters kept from page to page. The links themselves are the site's
 * pagination component (components/ui/pagination.tsx).
 */

/** The address of page `pagina` of the list at `base`, with its filters (page 1 carries no parameter). */
export function enderecoDaPagina(base: string, filtros: object, pagina: number): string {
  const query = new URLSearchParams();
  for (const [chave, valor] of Object.entries(filtros)) {
    if (valor === undefined || valor === null || valor === '' || chave === 'pagina' || chave === 'page') continue;
    query.set(chave, String(valor));
  }
  if (pagina > 1) query.set('page', String(pagina));
  const s = query.toString();
  return s ? `${base}?${s}` : base;
}
