/**
 * The home page's extra script, on the server's markup of the real components (rendered to static
 * HTML, as the page arrives without React): the banner, the partners' carousel, the sections that
 * appear on scroll and the video must behave as they do on a hydrated page.
 */
import { type Parceiro, youtubeEmbedUrl } from '@cosems/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from '../features/home/banner-carousel';
import { LinksUteis } from '../features/home/links-uteis';
import { ParceirosCarousel } from '../features/home/parceiros-carousel';
import { VideoPreview } from '../features/home/video-preview';
import { fazerNoticia, stubApisDoCarrossel } from '../test-fixtures';
import { enhanceHome } from './inicial';

let reduzir = false;
stubApisDoCarrossel(() => reduzir);

const PARCEIROS: Parceiro[] = [1, 2, 3, 4, 5, 6].map((i) => ({
  nome: `Parceiro ${i}`,
  link: `https://example.org/${i}`,
  imagem: `p${i}.png`,
}));
const LINKS = [1, 2, 3, 4, 5].map((i) => ({ nome: `Link ${i}`, link: `https://example.org/l${i}`, coluna: 1, ordem: i }));

function servePage(video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', melhorar = true) {
  const Pagina = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <BannerCarousel noticias={[1, 2, 3].map((id) => fazerNoticia({ id, title: `Notícia ${id}` }))} publicApiUrl="" logoUrl={null} />
          <ParceirosCarousel parceiros={PARCEIROS} publicApiUrl="" />
          {/* biome-ignore lint/suspicious/noExplicitAny: the fixture's links only need these fields */}
          <LinksUteis links={LINKS as any} />
          <VideoPreview bloco={{ titulo: 'COSEMS/MG em 2 minutos', url: video, canal: '' }} />
        </>
      ),
    },
  ]);
  document.body.innerHTML = renderToStaticMarkup(<Pagina initialEntries={['/']} />);
  if (melhorar) enhanceHome(document);
}

/** Bootstrap's fade (0.6 s in a browser; jsdom computes no transition, so 1 ms here). */
const FADE = 600;
const ativo = () => document.querySelector('.carousel-item.active a')?.getAttribute('href');
const indicadorAtual = () =>
  [...document.querySelectorAll('.carousel-indicators button')].findIndex((b) => b.getAttribute('aria-current') === 'true');
const botao = (nome: RegExp) => [...document.querySelectorAll('button')].find((b) => nome.test(b.textContent ?? '')) as HTMLButtonElement;
const controle = (nome: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === nome) as HTMLButtonElement;
function toque(el: Element, de: number, ate: number) {
  el.dispatchEvent(Object.assign(new Event('touchstart'), { touches: [{ clientX: de }] }));
  el.dispatchEvent(Object.assign(new Event('touchend'), { changedTouches: [{ clientX: ate }] }));
}

beforeEach(() => {
  reduzir = false;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the home banner served without React', () => {
  it('advances every 5000 ms, moving the current indicator, and wraps from the last to the first', () => {
    servePage();
    expect(ativo()).toBe('/noticia/1');
    vi.advanceTimersByTime(4999);
    expect(ativo()).toBe('/noticia/1');
    expect(indicadorAtual()).toBe(0);
    vi.advanceTimersByTime(1);
    // The indicator moves when the fade starts; the slide is the active one when it ends.
    expect(indicadorAtual()).toBe(1);
    vi.advanceTimersByTime(FADE);
    expect(ativo()).toBe('/noticia/2');
    vi.advanceTimersByTime(5000);
    expect(ativo()).toBe('/noticia/3');
    vi.advanceTimersByTime(5000);
    expect(ativo()).toBe('/noticia/1');
    expect(document.querySelectorAll('.carousel-item.active')).toHaveLength(1);
  });

  it('the pause button stops it and says what a press does; a reduced-motion preference starts it paused', () => {
    servePage();
    const pausa = botao(/banner$/);
    expect(pausa.textContent).toBe('Pausar banner');
    pausa.click();
    expect(pausa.textContent).toBe('Reproduzir banner');
    vi.advanceTimersByTime(20_000);
    expect(ativo()).toBe('/noticia/1');
    pausa.click();
    expect(pausa.textContent).toBe('Pausar banner');
    vi.advanceTimersByTime(5000 + FADE);
    expect(ativo()).toBe('/noticia/2');

    reduzir = true;
    servePage();
    expect(botao(/banner$/).textContent).toBe('Reproduzir banner');
    vi.advanceTimersByTime(20_000);
    expect(ativo()).toBe('/noticia/1');
  });

  it('holds still while focus is inside it or the pointer is over it', () => {
    servePage();
    const link = document.querySelector<HTMLElement>('.carousel-item.active a') as HTMLElement;
    link.focus();
    vi.advanceTimersByTime(20_000);
    expect(ativo()).toBe('/noticia/1');
    link.blur();
    vi.advanceTimersByTime(5000 + FADE);
    expect(ativo()).toBe('/noticia/2');
    const carrossel = document.querySelector('.carousel') as HTMLElement;
    carrossel.dispatchEvent(new Event('mouseenter'));
    vi.advanceTimersByTime(20_000);
    expect(ativo()).toBe('/noticia/2');
    carrossel.dispatchEvent(new Event('mouseleave'));
    vi.advanceTimersByTime(5000 + FADE);
    expect(ativo()).toBe('/noticia/3');
  });

  it('the arrow keys change the slide and focus follows to the new slide’s link', () => {
    servePage();
    const link = document.querySelector<HTMLElement>('.carousel-item.active a') as HTMLElement;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    vi.advanceTimersByTime(FADE);
    expect(ativo()).toBe('/noticia/2');
    expect(document.activeElement?.getAttribute('href')).toBe('/noticia/2');
    (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    vi.advanceTimersByTime(FADE);
    expect(ativo()).toBe('/noticia/1');
    (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    vi.advanceTimersByTime(FADE);
    expect(ativo()).toBe('/noticia/3');
    expect(document.activeElement?.getAttribute('href')).toBe('/noticia/3');
  });

  it('the previous and next buttons, the indicators and swipes of more than 40 px', () => {
    servePage();
    const seguinte = document.querySelector('.carousel-control-next') as HTMLButtonElement;
    expect(seguinte.textContent).toBe('Próxima notícia do banner');
    seguinte.click();
    vi.advanceTimersByTime(FADE);
    expect(ativo()).toBe('/noticia/2');
    (document.querySelector('.carousel-control-prev') as HTMLButtonElement).click();
    vi.advanceTimersByTime(FADE);
    expect(ativo()).toBe('/noticia/1');
    (document.querySelectorAll('.carousel-indicators button')[2] as HTMLButtonElement).click();
    vi.advanceTimersByTime(FADE);
    expect(ativo()).toBe('/noticia/3');
    const carrossel = document.querySelector('.carousel') as HTMLElement;
    toque(carrossel, 200, 161);
    vi.advanceTimersByTime(FADE);
    expect(ativo()).toBe('/noticia/3');
    toque(carrossel, 200, 159);
    vi.advanceTimersByTime(FADE);
    expect(ativo()).toBe('/noticia/1');
    toque(carrossel, 100, 141);
    vi.advanceTimersByTime(FADE);
    expect(ativo()).toBe('/noticia/3');
  });

  it('the down arrow scrolls the page 600 px', () => {
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    servePage();
    (document.querySelector('.cosems-banner-seta') as HTMLButtonElement).click();
    expect(scrollBy).toHaveBeenCalledWith({ top: 600, behavior: 'smooth' });
  });
});

describe('the controls only a script makes work', () => {
  const CONTROLES = [
    '.cosems-banner-pausa',
    '.carousel-indicators',
    '.carousel-control-prev',
    '.carousel-control-next',
    '.cosems-banner-seta',
    '.cosems-parceiros-pausa',
  ];
  const escondidos = () => CONTROLES.filter((c) => document.querySelector(c)?.classList.contains('invisible'));

  it('are invisible in the server HTML, so that no press goes unanswered, and shown once the script has wired them', () => {
    servePage(undefined, false);
    expect(escondidos()).toEqual(CONTROLES);
    enhanceHome(document);
    expect(escondidos()).toEqual([]);
  });
});

describe('the rest of the home served without React', () => {
  it('the partners’ pause button stops and restarts the carousel, saying so', () => {
    servePage();
    const pausa = controle('Pausar carrossel');
    expect(pausa.getAttribute('aria-pressed')).toBe('false');
    pausa.click();
    expect(pausa.textContent).toBe('Reproduzir carrossel');
    expect(pausa.getAttribute('aria-pressed')).toBe('true');
    pausa.click();
    expect(pausa.textContent).toBe('Pausar carrossel');
  });

  it('the partners’ carousel starts stopped for a visitor who asks for less motion', () => {
    reduzir = true;
    servePage();
    expect(controle('Reproduzir carrossel').getAttribute('aria-pressed')).toBe('true');
  });

  it('sections below the fold wait to be revealed, unless less motion is asked for', () => {
    servePage();
    const secao = document.querySelector('[aria-labelledby="titulo-links-uteis"]') as HTMLElement;
    expect(secao.classList.contains('cosems-revelar-pronto')).toBe(true);
    reduzir = true;
    servePage();
    expect(document.querySelectorAll('.cosems-revelar-pronto')).toHaveLength(0);
  });

  it('without JavaScript, the video section links to the video instead (the box is hidden by root.tsx)', () => {
    servePage();
    const noscript = document.querySelector('noscript');
    expect(noscript?.innerHTML ?? noscript?.textContent).toContain('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('the video loads from its host only after the click, and the player takes focus', () => {
    servePage();
    expect(document.querySelector('iframe')).toBeNull();
    botao(/^▶Assistir: COSEMS\/MG em 2 minutos/).click();
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.src).toBe(youtubeEmbedUrl('dQw4w9WgXcQ'));
    expect(frame.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
    expect(frame.title).toBe('COSEMS/MG em 2 minutos');
    expect(document.activeElement).toBe(frame);
  });
});
