/**
 * The API's snippet is HTML whose only tags are <mark> and </mark> (the rest is escaped text).
 * Before it is rendered as HTML it goes through this allow-list anyway: <mark> and </mark> stay
 * (balanced, never nested), every other '<' or '>' is escaped, and so is any '&' that does not
 * start a character reference. Nothing but text and <mark> can come out of it.
 */
const MARCA = /<(\/?)mark>/gi;
const REFERENCIA = /^&(?:[a-zA-Z][a-zA-Z0-9]{0,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;

function escapeHtml(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '"') out += '&quot;';
    else if (c === '&') out += REFERENCIA.test(text.slice(i, i + 40)) ? '&' : '&amp;';
    else out += c;
  }
  return out;
}

export function getSafeExcerpt(html: string): string {
  let out = '';
  let aberta = false;
  let start = 0;
  for (const m of html.matchAll(MARCA)) {
    out += escapeHtml(html.slice(start, m.index));
    start = m.index + m[0].length;
    const fecha = m[1] === '/';
    if (fecha && aberta) out += '</mark>';
    else if (!fecha && !aberta) out += '<mark>';
    aberta = !fecha;
  }
  out += escapeHtml(html.slice(start));
  return aberta ? `${out}</mark>` : out;
}
