/** Links that content may hold (bundles and the back office's forms): one rule. */
/** Schemes a link of the bundle may use: those the sanitiser lets news bodies link to, less tel. */
export const LINK_SCHEMES = ['http:', 'https:', 'mailto:'] as const;

/**
 * Why a link field (useful links, partners, publications, legal documents) cannot be shown, or
 * null when it can: an absolute http(s) or mailto address, or a path of this site starting with a
 * single `/` (`/arquivo/estatuto.pdf`). `javascript:`, `data:`, a protocol-relative `//host`, a
 * bare relative path and control characters (which browsers strip, so `/\t/host` is `//host`)
 * are refused. docs/decisions/016.
 */
export function checkLink(link: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
  if (/[\u0000-\u001f\u007f]/.test(link) || link.trim() !== link) return 'tem espaços nas pontas ou caracteres de controle';
  const sugestao = sugerirHttps(link);
  if (sugestao) return `falta o https:// no começo: quis dizer ${sugestao}?`;
  if (link.startsWith('/')) return /^\/[/\\]/.test(link) ? 'endereço sem esquema (//) não permitido' : null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'não é um endereço absoluto (http, https ou mailto) nem um caminho do site começando com /';
  }
  if (!(LINK_SCHEMES as readonly string[]).includes(url.protocol))
    return `esquema ${url.protocol} não permitido (use http, https ou mailto, ou um caminho do site começando com /)`;
  return null;
}

/**
 * An address typed without its scheme, as people copy it from a card or a browser's bar
 * ("www.saude.mg.gov.br/vacina", "cosems.org.br"), offered back with https:// (issue 27, item 11);
 * null for anything else (a path, an address with a scheme, a word, an e-mail).
 */
export function sugerirHttps(link: string): string | null {
  const t = link.trim();
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(t)) return null;
  const sugestao = `https://${t}`;
  try {
    return new URL(sugestao).protocol === 'https:' ? sugestao : null;
  } catch {
    return null;
  }
}
