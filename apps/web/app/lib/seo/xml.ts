/** XML text and attribute escaping, and the answer headers shared by the site's XML/text routes. */
/** Drops what XML 1.0 does not allow at all: control characters other than tab, LF and CR, lone surrogates, U+FFFE/FFFF. */
function semProibidos(texto: string): string {
  let saida = '';
  for (const c of texto) {
    const n = c.codePointAt(0) as number;
    const controle = n < 0x20 && n !== 0x09 && n !== 0x0a && n !== 0x0d;
    if (controle || (n >= 0xd800 && n <= 0xdfff) || n === 0xfffe || n === 0xffff) continue;
    saida += c;
  }
  return saida;
}

export function escaparXml(texto: string): string {
  return semProibidos(texto)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Short public caching: crawlers and feed readers see new news within minutes. */
export const CACHE_SEO = 'public, max-age=300, stale-while-revalidate=3600';

export function respostaTexto(corpo: string, contentType: string): Response {
  return new Response(corpo, { headers: { 'content-type': contentType, 'cache-control': CACHE_SEO } });
}
