/** XML text and attribute escaping, and the answer headers shared by the site's XML/text routes. */
/** Drops what XML 1.0 does not allow at all: control characters other than tab, LF and CR, lone surrogates, U+FFFE/FFFF. */
function stripForbiddenXmlChars(text: string): string {
  let out = '';
  for (const c of text) {
    const n = c.codePointAt(0) as number;
    const isControl = n < 0x20 && n !== 0x09 && n !== 0x0a && n !== 0x0d;
    if (isControl || (n >= 0xd800 && n <= 0xdfff) || n === 0xfffe || n === 0xffff) continue;
    out += c;
  }
  return out;
}

export function escapeXml(text: string): string {
  return stripForbiddenXmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Short public caching: crawlers and feed readers see new news within minutes. */
export const SEO_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

export function textResponse(body: string, contentType: string): Response {
  return new Response(body, { headers: { 'content-type': contentType, 'cache-control': SEO_CACHE_CONTROL } });
}
