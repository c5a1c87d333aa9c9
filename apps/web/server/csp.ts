/**
 * The pages' Content-Security-Policy. Scripts: only the site's own files and the inline scripts
 * the page itself wrote (no 'unsafe-inline'): on public pages by their sha256 hashes, computed once
 * when the page is rendered and kept with it in the cache (docs/decisions/031); in the back office
 * by a fresh nonce per answer. Styles keep 'unsafe-inline' because React
 * writes style attributes (a CSP cannot allow those by nonce). Images, API reads and files may
 * come from PUBLIC_API_URL when the API lives on another host; the only third party is the video
 * player, loaded in a frame when the visitor asks for it. The back office's pages (and only they)
 * also reach YouTube for the editor's video preview: the thumbnail host for images, the oEmbed
 * origin for fetch (docs/decisions/054).
 */
import { createHash, randomFillSync } from 'node:crypto';
import { youtubeEmbedUrl, youtubeOEmbedUrl, youtubeThumbnailUrl } from '@cosems/contracts';

const getOrigin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/**
 * The policy of a page, given what its inline scripts may run by: `'nonce-…'` or `'sha256-…'`
 * sources. With none, only the site's own script files run. `videoPreview` (the back office's
 * pages): images from YouTube's thumbnail host and fetch to its oEmbed origin, nothing else of it.
 */
export function buildPageCsp(publicApiUrl: string, { videoPreview = false } = {}): (scriptSources: readonly string[]) => string {
  const api = getOrigin(publicApiUrl);
  // The one player the site embeds: YouTube's privacy-enhanced host (contracts video.ts).
  const video = getOrigin(youtubeEmbedUrl('x'));
  const self = (...extra: string[]) => ["'self'", ...extra].filter(Boolean).join(' ');
  const thumbnails = videoPreview ? getOrigin(youtubeThumbnailUrl('x')) : '';
  const oEmbed = videoPreview ? getOrigin(youtubeOEmbedUrl('x')) : '';
  const rest = [
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${self(api, thumbnails)} data:`,
    `connect-src ${self(api, oEmbed)}`,
    `font-src 'self'`,
    `worker-src 'self'`,
    `frame-src ${video || "'none'"}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
  return (sources) => `default-src 'self'; script-src ${["'self'", ...sources].join(' ')}; ${rest}`;
}

/** The CSP source that lets the inline scripts carrying this nonce run. */
export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

/**
 * A fresh 128-bit nonce per answer (the back office's). The random bytes are drawn from the
 * system's generator 4 KiB at a time and each byte is used once: one call per 256 answers instead
 * of one per answer (measured: 7% of a cached page's time went to randomBytes(16)).
 */
const NONCE_BYTES = 16;
const nonceReserve = Buffer.alloc(4096);
let reservePosition = nonceReserve.length;
export function createNonce(): string {
  if (reservePosition + NONCE_BYTES > nonceReserve.length) {
    randomFillSync(nonceReserve);
    reservePosition = 0;
  }
  const nonce = nonceReserve.toString('base64', reservePosition, reservePosition + NONCE_BYTES);
  reservePosition += NONCE_BYTES;
  return nonce;
}

// An HTML tokenizer ends a script's text at the first `</script` (any case) followed by
// whitespace, `/` or `>`; React escapes `>` in attribute values, so `[^>]*` is the whole start tag.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;

/**
 * The page's own inline scripts, found by the marker the renderer put where a nonce goes (React
 * and React Router write it on every inline script they emit: the accessibility preferences, the
 * router's context and module scripts, scroll restoration, streamed data). The marker is random
 * per process and never leaves it, so a script that came from content (a sanitiser slip, a stored
 * attack) cannot carry it: it gets no hash, and the browser refuses it.
 *
 * Returns the page without the marker attributes and the `'sha256-…'` source of each marked
 * script's text, as a browser hashes it (the UTF-8 bytes between the tags), deduplicated, in
 * order. Throws if the marker is left anywhere else: it must never reach a visitor.
 */
export function hashMarkedScripts(html: string, marker: string): { html: string; sources: string[] } {
  const attribute = ` nonce="${marker}"`;
  const sources = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    if (!(m[1] ?? '').includes(attribute)) continue;
    sources.add(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}'`,
    );
  }
  const clean = html.split(attribute).join('');
  if (clean.includes(marker)) throw new Error('Marcador de script fora de um atributo nonce: página recusada.');
  return { html: clean, sources: [...sources] };
}
