/**
 * The API's snippet is HTML whose only tags are <mark> and </mark> (the rest is escaped text).
 * Before it is rendered as HTML it goes through this allow-list anyway: <mark> and </mark> stay
 * (balanced, never nested), every other '<' or '>' is escaped, and so is any '&' that does not
 * start a character reference. Nothing but text and <mark> can come out of it.
 */
const MARCA = /<(\/?)mark>/gi;
const REFERENCIA = /^&(?:[a-zA-Z][a-zA-Z0-9]{0,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;

function escaparTexto(texto: string): string {
  let saida = '';
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i] as string;
    if (c === '<') saida += '&lt;';
    else if (c === '>') saida += '&gt;';
    else if (c === '"') saida += '&quot;';
    else if (c === '&') saida += REFERENCIA.test(texto.slice(i, i + 40)) ? '&' : '&amp;';
    else saida += c;
  }
  return saida;
}

export function getSafeExcerpt(html: string): string {
  let saida = '';
  let aberta = false;
  let inicio = 0;
  for (const m of html.matchAll(MARCA)) {
    saida += escaparTexto(html.slice(inicio, m.index));
    inicio = m.index + m[0].length;
    const fecha = m[1] === '/';
    if (fecha && aberta) saida += '</mark>';
    else if (!fecha && !aberta) saida += '<mark>';
    aberta = !fecha;
  }
  saida += escaparTexto(html.slice(inicio));
  return aberta ? `${saida}</mark>` : saida;
}
