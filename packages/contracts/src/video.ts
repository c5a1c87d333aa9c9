/**
 * Videos in a news body: a paragraph that holds nothing but a link to a YouTube video is shown by
 * the public page as a click-to-load player (the video host is contacted only after the click, as
 * the home page's video), and stays a plain link without JavaScript. The editor's "Vídeo" button
 * writes such a paragraph. Only YouTube: the pages' CSP frames www.youtube-nocookie.com and nothing
 * else.
 */

const ID = /^[A-Za-z0-9_-]{11}$/;

/** The video's id from a YouTube address (watch?v=, youtu.be/, /embed/, /shorts/), or null. */
export function youtubeId(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[1] ?? null;
  }
  return id && ID.test(id) ? id : null;
}

/** The canonical address the editor stores. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** The player, loaded after the click (privacy-enhanced host, as the home page's video). */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;

/**
 * The video's thumbnail, shown by the back office's editor (its video dialog and the card that
 * stands for the video in the text), never by the public site: the back office's CSP allows this
 * host for images on /admin pages only (apps/web/server/csp.ts). docs/decisions/054.
 */
export const youtubeThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

/**
 * YouTube's oEmbed answer for a video (JSON: its `title`), asked by the back office's video dialog
 * once the officer has typed an address; the back office's CSP allows this origin for fetch on
 * /admin pages only. docs/decisions/054.
 */
export const youtubeOEmbedUrl = (id: string) => `https://www.youtube.com/oembed?url=${encodeURIComponent(youtubeWatchUrl(id))}&format=json`;
