/**
 * The script of pages served without React, on the server's markup of the real components
 * (rendered to static HTML, as such a page arrives): it must give them the behaviour React does.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AcessibilidadeBar } from '../components/acessibilidade/acessibilidade-bar';
import { SiteHeader } from '../components/layout/site-header';
import { ShareNoticia } from '../features/noticias/share-noticia';
import { enhancePage } from './melhorias';

const URL_NOTICIA = 'https://www.cosemsmg.org.br/noticia/7';

function servePage(body = '') {
  document.documentElement.className = '';
  document.documentElement.removeAttribute('data-fonte');
  document.documentElement.removeAttribute('data-melhorado');
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; max-age=0; path=/`;
  document.body.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <AcessibilidadeBar />
      <SiteHeader logo={null} publicApiUrl="" enderecos={undefined} />
      <main id="conteudo" tabIndex={-1}>
        <ShareNoticia url={URL_NOTICIA} titulo="Vacinação nas UBS" />
      </main>
      <footer id="rodape">rodapé</footer>
    </MemoryRouter>,
  ).concat(body);
  enhancePage(document, assign);
}

const button = (name: string | RegExp) =>
  [...document.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? b.textContent?.trim() === name || b.getAttribute('aria-label') === name : name.test(b.textContent ?? ''),
  ) as HTMLButtonElement;

/** Where the script sends a search (the browser would load that page). */
const assign = vi.fn();
beforeEach(() => assign.mockReset());
afterEach(() => vi.restoreAllMocks());

describe('pages served without React', () => {
  it('marks the document once enhanced', () => {
    servePage();
    expect(document.documentElement.dataset.melhorado).toBe('true');
  });

  it('high contrast: the class, the dark theme, the cookie, aria-pressed and the announcement', () => {
    servePage();
    const contraste = button('Alto contraste');
    expect(contraste.getAttribute('aria-pressed')).toBe('false');
    contraste.click();
    expect(document.documentElement.classList.contains('alto-contraste')).toBe(true);
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
    expect(document.cookie).toContain('cosems-contraste=alto');
    expect(contraste.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.cosems-acessibilidade [role="status"]')?.textContent).toBe('Alto contraste ativado');
    contraste.click();
    expect(document.documentElement.classList.contains('alto-contraste')).toBe(false);
    expect(document.cookie).toContain('cosems-contraste=normal');
  });

  it('text size: A+ up to 150 %, then disabled; A- back down; the saved step is read first', () => {
    servePage();
    const maior = button(/^A\+/);
    for (let i = 0; i < 5; i++) maior.click();
    expect(document.documentElement.getAttribute('data-fonte')).toBe('3');
    expect(maior.getAttribute('aria-disabled')).toBe('true');
    expect(document.querySelector('.cosems-acessibilidade [role="status"]')?.textContent).toBe('Tamanho do texto: 150%');
    expect(document.cookie).toContain('cosems-fonte=3');
    button(/^A-/).click();
    expect(document.documentElement.getAttribute('data-fonte')).toBe('2');
    expect(maior.getAttribute('aria-disabled')).toBe('false');
  });

  it('Alt+1 and the bar link move focus to the content; Alt+4 to the footer', () => {
    servePage();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: '1', altKey: true }));
    expect(document.activeElement?.id).toBe('conteudo');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: '4', altKey: true }));
    expect(document.activeElement?.id).toBe('rodape');
    (document.querySelector('.cosems-acessibilidade a[href="#conteudo"]') as HTMLAnchorElement).click();
    expect(document.activeElement?.id).toBe('conteudo');
  });

  it('the menu toggler opens and closes the collapsed menu; Escape closes it and focuses the toggler', () => {
    servePage();
    const toggler = button('Abrir menu');
    const menu = document.getElementById('menu-principal') as HTMLElement;
    toggler.click();
    expect(menu.classList.contains('show')).toBe(true);
    expect(toggler.getAttribute('aria-expanded')).toBe('true');
    menu.querySelector<HTMLElement>('a')?.focus();
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu.classList.contains('show')).toBe(false);
    expect(toggler.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggler);
  });

  it('in the open collapsed menu, Escape in a dropdown closes that dropdown only; the next one closes the menu', () => {
    servePage();
    const toggler = button('Abrir menu');
    const menu = document.getElementById('menu-principal') as HTMLElement;
    toggler.click();
    const institucional = button('Institucional');
    institucional.closest('li')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    const entrada = document.activeElement as HTMLElement;
    expect(entrada.classList.contains('dropdown-item')).toBe(true);
    entrada.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(institucional.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(institucional);
    expect(menu.classList.contains('show')).toBe(true);
    institucional.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(menu.classList.contains('show')).toBe(false);
    expect(document.activeElement).toBe(toggler);
  });

  it('dropdowns: one open at a time, arrows move through the entries, Escape closes, a press outside closes', () => {
    servePage();
    const institucional = button('Institucional');
    const conheca = button('Conheça-nos');
    institucional.click();
    expect(institucional.getAttribute('aria-expanded')).toBe('true');
    expect(institucional.closest('li')?.querySelector('.dropdown-menu')?.classList.contains('show')).toBe(true);
    conheca.click();
    expect(institucional.getAttribute('aria-expanded')).toBe('false');
    expect(conheca.getAttribute('aria-expanded')).toBe('true');
    const entries = conheca.closest('li')?.querySelectorAll<HTMLElement>('.dropdown-item') ?? [];
    conheca.closest('li')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(entries[0]);
    entries[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(conheca.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(conheca);
    // ArrowUp on a closed dropdown opens it on its last entry.
    conheca.closest('li')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    expect(document.activeElement).toBe(entries[entries.length - 1]);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(conheca.getAttribute('aria-expanded')).toBe('false');
  });

  it('the inline search goes to /pesquisa/{texto} with more than 3 characters only', () => {
    servePage();
    const form = document.querySelector('form.cosems-busca-inline') as HTMLFormElement;
    const field = form.querySelector('input') as HTMLInputElement;
    field.value = 'sus';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(assign).not.toHaveBeenCalled();
    field.value = 'vacina';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(assign).toHaveBeenCalledWith('/pesquisa/vacina');
  });

  it("the 'Pesquisa Manual' dialog alerts on 2 characters and searches on 3", () => {
    servePage();
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    // jsdom has no showModal(): what the browser does is stood in for.
    dialog.showModal = function () {
      this.setAttribute('open', '');
    };
    dialog.close = function () {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    button('Abrir pesquisa').click();
    expect(dialog.open).toBe(true);
    const field = dialog.querySelector('input') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    const form = dialog.querySelector('form') as HTMLFormElement;
    field.value = 'ab';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('A pesquisa deve conter mais de 3 caracteres');
    expect(assign).not.toHaveBeenCalled();
    field.value = 'sus';
    field.dispatchEvent(new Event('input'));
    expect(dialog.querySelector('[role="alert"]')).toBeNull();
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(assign).toHaveBeenCalledWith('/pesquisa/sus');
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(button('Abrir pesquisa'));
  });

  it("adds 'Copiar link', which copies the address and says so, and 'Compartilhar' only with navigator.share", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    servePage();
    expect(button('Compartilhar')).toBeUndefined();
    button('Copiar link').click();
    await vi.waitFor(() => expect(document.querySelector('.cosems-compartilhar [role="status"]')?.textContent).toBe('Link copiado'));
    expect(writeText).toHaveBeenCalledWith(URL_NOTICIA);

    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    servePage();
    button('Compartilhar').click();
    expect(share).toHaveBeenCalledWith({ title: 'Vacinação nas UBS', url: URL_NOTICIA });
    Reflect.deleteProperty(navigator, 'share');
  });

  it("turns a news body's YouTube link into a click-to-load player", () => {
    servePage('<div class="cosems-noticia-corpo"><p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Como funciona</a></p></div>');
    const play = button(/Assistir: Como funciona/);
    expect(document.querySelector('iframe')).toBeNull();
    play.click();
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });
});
