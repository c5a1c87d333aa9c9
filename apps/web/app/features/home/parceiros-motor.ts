/**
 * The partners carousel's behaviour, on the HTML that ParceirosCarousel renders: embla with its
 * autoplay plugin (docs/produto.md §9: every 2000 ms, loop, no pause on hover, stops while a logo
 * has focus), the dots (one per scroll position, made here: their number depends on the screen's
 * width) and the visible Pausar/Reproduzir button (WCAG 2.2.2; stopped from the start for visitors
 * who prefer reduced motion). The same code for both ways the home page runs: the home's inline
 * script (served without React) and the component, which imports it once mounted so that embla is
 * not in a hydrated page's first download (docs/decisions/036).
 */
import EmblaCarousel from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { type Motor, showControls } from '../../lib/motor';
import { EMBLA_OPTIONS, getParceirosPauseLabel, PARCEIROS } from './parceiros';

export function createParceiros(secao: HTMLElement, reduzirMovimento: boolean): Motor | null {
  const viewport = secao.querySelector<HTMLElement>('.cosems-parceiros-viewport');
  const pontos = secao.querySelector<HTMLElement>('.cosems-pontos');
  const botao = secao.querySelector<HTMLButtonElement>('button[aria-pressed]');
  if (!viewport) return null;
  const embla = EmblaCarousel(viewport, EMBLA_OPTIONS, [
    Autoplay({ delay: PARCEIROS.intervalo, stopOnMouseEnter: false, stopOnInteraction: false, stopOnFocusIn: true }),
  ]);
  const autoplay = () => embla.plugins().autoplay;

  function marcar() {
    const atual = embla.selectedScrollSnap();
    pontos?.querySelectorAll('button').forEach((b, i) => {
      if (i === atual) b.setAttribute('aria-current', 'true');
      else b.removeAttribute('aria-current');
    });
  }
  function desenharPontos() {
    if (!pontos) return;
    const posicoes = embla.scrollSnapList();
    pontos.replaceChildren(
      ...(posicoes.length > 1
        ? posicoes.map((_, i) => {
            const b = secao.ownerDocument.createElement('button');
            b.type = 'button';
            b.className = 'cosems-ponto';
            b.setAttribute('aria-label', `Ir para o parceiro ${i + 1}`);
            b.addEventListener('click', () => embla.scrollTo(i));
            return b;
          })
        : []),
    );
    marcar();
  }
  function estado() {
    const tocando = autoplay()?.isPlaying() ?? false;
    if (!botao) return;
    botao.textContent = getParceirosPauseLabel(tocando);
    botao.setAttribute('aria-pressed', String(!tocando));
  }
  function alternar() {
    const plugin = autoplay();
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
    estado();
  }

  // Nothing moves on its own for visitors who prefer reduced motion; the button starts it.
  if (reduzirMovimento) autoplay()?.stop();
  desenharPontos();
  estado();
  embla.on('select', marcar).on('reInit', desenharPontos).on('autoplay:play', estado).on('autoplay:stop', estado);
  botao?.addEventListener('click', alternar);
  const esconderBotao = showControls([botao]);

  // destruir() also removes the dots it made and puts the button back as it was rendered.
  return {
    destruir() {
      botao?.removeEventListener('click', alternar);
      embla.destroy();
      pontos?.replaceChildren();
      esconderBotao();
      if (botao) {
        botao.textContent = getParceirosPauseLabel(true);
        botao.setAttribute('aria-pressed', 'false');
      }
    },
  };
}
