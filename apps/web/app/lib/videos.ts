import { youtubeEmbedUrl, youtubeId, youtubeWatchUrl } from '@cosems/contracts';

/** What the video host's player may use (the home's video block and the news body's videos). */
export const VIDEO_FRAME_ALLOW = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture';

/** A click on `botao` replaces the box's content with the video host's player, which takes focus. */
function playOnClick(caixa: HTMLElement, botao: HTMLButtonElement, id: string, titulo: string) {
  botao.addEventListener('click', () => {
    const frame = caixa.ownerDocument.createElement('iframe');
    frame.src = youtubeEmbedUrl(id);
    frame.title = titulo;
    frame.allow = VIDEO_FRAME_ALLOW;
    frame.allowFullscreen = true;
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    caixa.replaceChildren(frame);
    frame.focus();
  });
}

/**
 * The home's video block as VideoPreview renders it (a box with data-video-id and
 * data-video-titulo, and its button), on a page served without React: the same click-to-load.
 */
export function showHomeVideoOnClick(caixa: HTMLElement) {
  // Checked again as any video address is (the attribute is only ever the server's youtubeId).
  const id = youtubeId(youtubeWatchUrl(encodeURIComponent(caixa.dataset.videoId ?? '')));
  const botao = caixa.querySelector('button');
  if (id && botao) playOnClick(caixa, botao, id, caixa.dataset.videoTitulo ?? '');
}

/**
 * A paragraph that holds only a link to a YouTube video becomes a click-to-load player
 * (@cosems/contracts' video.ts): a button, and the video host's frame only after the click. Without
 * JavaScript it stays a link. Called by the news body once React has rendered it, and by the script
 * of pages served without React (app/sem-hidratacao/).
 */
export function showVideosOnClick(corpo: HTMLElement) {
  for (const p of corpo.querySelectorAll('p')) {
    const a = p.querySelector('a');
    const id = a ? youtubeId(a.href) : null;
    if (!a || !id || p.children.length !== 1 || p.textContent?.trim() !== a.textContent?.trim()) continue;
    const titulo = [...a.childNodes]
      .filter((n) => !(n instanceof HTMLElement && n.classList.contains('visually-hidden')))
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    const caixa = document.createElement('div');
    caixa.className = 'cosems-video my-3';
    const botao = document.createElement('button');
    botao.type = 'button';
    const play = document.createElement('span');
    play.className = 'cosems-video-play';
    play.setAttribute('aria-hidden', 'true');
    play.textContent = '▶';
    const rotulo = document.createElement('span');
    rotulo.className = 'fw-bold';
    rotulo.textContent = `Assistir: ${titulo}`;
    const aviso = document.createElement('small');
    aviso.textContent = 'O vídeo é carregado do serviço externo somente após o clique.';
    botao.append(play, rotulo, aviso);
    playOnClick(caixa, botao, id, titulo);
    caixa.append(botao);
    p.replaceWith(caixa);
  }
}
