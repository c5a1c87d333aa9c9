/**
 * The rules of the editor's link and video dialogs (issue 27, item 5; docs/decisions/054): what
 * address a link may have (the server's rule, @cosems/contracts links.ts), which address is a
 * YouTube video, and what of YouTube's oEmbed answer is used.
 */
import { checkLink, sugerirHttps, youtubeId } from '@cosems/contracts';

/** The longest address a link or a video may have in the dialogs. */
export const ENDERECO_MAX = 2000;

/** The longest video title (the button "Assistir: …" of the public page). */
export const TITULO_DO_VIDEO_MAX = 300;

/**
 * A new video's title until YouTube's (or the officer's) arrives: the card's label
 * (video-no-texto.ts ROTULO_DO_VIDEO; not imported from there, which would put the editor's code
 * in a chunk shared with the dialogs, and cost the news form 2 KB of JS).
 */
export const TITULO_PADRAO_DO_VIDEO = 'Vídeo do YouTube';

/** How long the dialog waits for YouTube's oEmbed answer before saying it could not read the title. */
export const PRAZO_DO_OEMBED_MS = 4000;

export type EnderecoDoLink = { href: string } | { erro: string; sugestao: string | null };

/**
 * The address typed in the link dialog, checked as the server checks links (checkLink): an
 * absolute http(s) or mailto address, or a path of this site. Spaces at the ends are dropped; an
 * address typed without its scheme ("www.saude.mg.gov.br") is refused with the https:// one offered.
 */
export function verificarEnderecoDoLink(texto: string): EnderecoDoLink {
  const href = texto.trim();
  if (!href) return { erro: 'Informe o endereço do link.', sugestao: null };
  if (href.length > ENDERECO_MAX) return { erro: `O endereço pode ter até ${ENDERECO_MAX} caracteres.`, sugestao: null };
  const sugestao = sugerirHttps(href);
  if (sugestao) return { erro: `Falta o https:// no começo do endereço: quis dizer ${sugestao}?`, sugestao };
  const problema = checkLink(href);
  if (problema) return { erro: `Endereço não aceito: ${problema}.`, sugestao: null };
  return { href };
}

/**
 * The id of the YouTube video at the address typed in the video dialog, or null. An address
 * without its scheme ("youtu.be/…", "www.youtube.com/watch?v=…") counts, as https.
 */
export function idDoVideo(texto: string): string | null {
  const t = texto.trim();
  if (!t || t.length > ENDERECO_MAX) return null;
  return youtubeId(t) ?? youtubeId(sugerirHttps(t) ?? '');
}

/** A title as it is kept: one line, single spaces, no spaces at the ends, at most TITULO_DO_VIDEO_MAX characters. */
export function normalizarTitulo(texto: string): string {
  return [...texto.replace(/\s+/g, ' ').trim()].slice(0, TITULO_DO_VIDEO_MAX).join('').trim();
}

/** The video's title in YouTube's oEmbed answer, or null when the answer has none. */
export function lerTituloDoOEmbed(resposta: unknown): string | null {
  const titulo = (resposta as { title?: unknown } | null)?.title;
  if (typeof titulo !== 'string') return null;
  return normalizarTitulo(titulo) || null;
}
