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
