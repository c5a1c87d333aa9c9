/**
 * The pages' Content-Security-Policy. Scripts: only the site's own files and the inline scripts
 * that carry this answer's nonce (no 'unsafe-inline'). Styles keep 'unsafe-inline' because React
 * writes style attributes (a CSP cannot allow those by nonce). Images, API reads and files may
 * come from PUBLIC_API_URL when the API lives on another host; the only third party is the video
 * player, loaded in a frame when the visitor asks for it.
 */
import { youtubeEmbedUrl } from '@cosems/contracts';

const getOrigin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

export function buildPageCsp(publicApiUrl: string): (nonce: string) => string {
  const api = getOrigin(publicApiUrl);
  // The one player the site embeds: YouTube's privacy-enhanced host (contracts video.ts).
  const video = getOrigin(youtubeEmbedUrl('x'));
  const self = (extra: string) => ["'self'", extra].filter(Boolean).join(' ');
  const rest = [
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${self(api)} data:`,
    `connect-src ${self(api)}`,
    `font-src 'self'`,
    `worker-src 'self'`,
    `frame-src ${video || "'none'"}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
  return (nonce) => `default-src 'self'; script-src 'self' 'nonce-${nonce}'; ${rest}`;
}
