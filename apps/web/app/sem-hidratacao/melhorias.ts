/**
 * What JavaScript does on a page served without React (a reading page: route handle
 * `hidratar: false`, root.tsx; docs/decisions/032-paginas-de-leitura-sem-hidratacao.md). The page's
 * HTML is the server's render, the same as a hydrated page's; this script gives its interactive
 * parts the behaviour React gives them elsewhere, with the same rules and texts (imported from where
 * the React components read them): the accessibility bar (contrast, text size, Alt+1…Alt+4), the
 * collapsed menu and its dropdowns, the search boxes and the 'Pesquisa Manual' dialog, the share
 * buttons and the news body's click-to-load videos.
 *
 * Bundled by esbuild into one inline script at build time (vite.config.ts, virtual module
 * `virtual:melhorias-sem-hidratacao`), so it must not import React or anything that does.
 */
import { focusTarget } from '../components/acessibilidade/foco';
import {
  CONTRAST_CLASS,
  CONTRAST_COOKIE,
  FONT_ATTRIBUTE,
  FONT_COOKIE,
  FONT_SIZES,
  MAX_FONT_STEP,
  MIN_FONT_STEP,
  SHORTCUTS,
  clampFontStep,
  getShortcutTarget,
  parseFontStep,
  serializeCookie,
} from '../components/acessibilidade/preferences';
import { COPY_DONE_MESSAGE, COPY_MESSAGE_MS, copyFailedMessage } from '../features/noticias/share';
import { isValidDialogBusca, isValidInlineBusca, SHORT_BUSCA_MESSAGE, urlBusca } from '../lib/busca-input';
import { showVideosOnClick } from '../lib/videos';

function writeCookie(doc: Document, name: string, value: string) {
  // Read by the inline script in <head> before the first paint (preferences.ts).
  doc.cookie = serializeCookie(name, value, doc.location.protocol === 'https:');
}

/** The bar's contrast and text-size buttons, its links and the Alt+1…Alt+4 shortcuts (acessibilidade-bar.tsx). */
export function enhanceAccessibilityBar(doc: Document) {
  const html = doc.documentElement;
  const bar = doc.querySelector<HTMLElement>('nav.cosems-acessibilidade');
  if (!bar) return;
  const [contrast, bigger, smaller] = bar.querySelectorAll<HTMLButtonElement>('.cosems-acessibilidade-opcoes button');
  const status = bar.querySelector<HTMLElement>('[role="status"]');
  let step = parseFontStep(html.getAttribute(FONT_ATTRIBUTE));
  const show = () => {
    contrast?.setAttribute('aria-pressed', String(html.classList.contains(CONTRAST_CLASS)));
    bigger?.setAttribute('aria-disabled', String(step >= MAX_FONT_STEP));
    smaller?.setAttribute('aria-disabled', String(step <= MIN_FONT_STEP));
  };
  const announce = (text: string) => {
    if (status) status.textContent = text;
  };
  contrast?.addEventListener('click', () => {
    const next = !html.classList.contains(CONTRAST_CLASS);
    html.classList.toggle(CONTRAST_CLASS, next);
    if (next) html.setAttribute('data-bs-theme', 'dark');
    else html.removeAttribute('data-bs-theme');
    writeCookie(doc, CONTRAST_COOKIE, next ? 'alto' : 'normal');
    show();
    announce(next ? 'Alto contraste ativado' : 'Alto contraste desativado');
  });
  const changeFontSize = (delta: number) => {
    const next = clampFontStep(step + delta);
    if (next === step) return;
    step = next;
    if (next === 0) html.removeAttribute(FONT_ATTRIBUTE);
    else html.setAttribute(FONT_ATTRIBUTE, String(next));
    writeCookie(doc, FONT_COOKIE, String(next));
    show();
    announce(`Tamanho do texto: ${FONT_SIZES[next]}%`);
  };
  bigger?.addEventListener('click', () => changeFontSize(1));
  smaller?.addEventListener('click', () => changeFontSize(-1));
  show();

  for (const { alvo } of SHORTCUTS) {
    bar.querySelector(`a[href="#${alvo}"]`)?.addEventListener('click', (e) => {
      e.preventDefault();
      focusTarget(alvo);
    });
  }
  doc.addEventListener('keydown', (e) => {
    const target = getShortcutTarget(e);
    if (!target || !doc.getElementById(target)) return;
    e.preventDefault();
    focusTarget(target);
  });
}

/** One dropdown of the navbar (dropdown-menu.tsx): open, close, arrows, Escape, click or focus outside. */
function enhanceDropdown(doc: Document, item: HTMLElement, closeOthers: (except: HTMLElement) => void) {
  const button = item.querySelector<HTMLButtonElement>('.dropdown-toggle');
  const list = item.querySelector<HTMLElement>('.dropdown-menu');
  if (!button || !list) return;
  const entries = () => [...list.querySelectorAll<HTMLElement>('.dropdown-item')];
  const isOpen = () => item.classList.contains('show');
  const outside = (e: Event) => {
    if (!item.contains(e.target as Node)) setOpen(false);
  };
  function setOpen(open: boolean) {
    if (open) closeOthers(item);
    for (const el of [item, button as HTMLElement, list as HTMLElement]) el.classList.toggle('show', open);
    button?.setAttribute('aria-expanded', String(open));
    const listen = open ? doc.addEventListener.bind(doc) : doc.removeEventListener.bind(doc);
    listen('pointerdown', outside);
    listen('focusin', outside);
  }
  item.addEventListener('close-dropdown', () => setOpen(false));
  button.addEventListener('click', () => setOpen(!isOpen()));
  item.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      const all = entries();
      if (!isOpen()) {
        setOpen(true);
        (down ? all[0] : all[all.length - 1])?.focus();
        return;
      }
      const current = all.indexOf(doc.activeElement as HTMLElement);
      const next = current < 0 ? (down ? 0 : all.length - 1) : Math.min(Math.max(current + (down ? 1 : -1), 0), all.length - 1);
      all[next]?.focus();
    } else if (e.key === 'Escape' && isOpen()) {
      e.preventDefault();
      setOpen(false);
      button.focus();
    }
  });
  list.addEventListener('click', (e) => {
    const entry = (e.target as HTMLElement).closest<HTMLAnchorElement>('.dropdown-item');
    if (!entry) return;
    setOpen(false);
    if (entry.target === '_blank') button.focus();
  });
}

/** The collapsed menu below md (site-header.tsx): its toggler, Escape, and its dropdowns. */
export function enhanceMenu(doc: Document) {
  const nav = doc.getElementById('menu');
  const toggler = nav?.querySelector<HTMLButtonElement>('.navbar-toggler');
  const menu = doc.getElementById('menu-principal');
  if (!nav || !toggler || !menu) return;
  const dropdowns = [...menu.querySelectorAll<HTMLElement>('li.dropdown')];
  const closeOthers = (except: HTMLElement) => {
    for (const d of dropdowns) if (d !== except && d.classList.contains('show')) d.dispatchEvent(new Event('close-dropdown'));
  };
  for (const d of dropdowns) enhanceDropdown(doc, d, closeOthers);
  const setExpanded = (expanded: boolean) => {
    menu.classList.toggle('show', expanded);
    toggler.classList.toggle('collapsed', !expanded);
    toggler.setAttribute('aria-expanded', String(expanded));
    // Closed with focus inside: the hidden links would drop it to <body>.
    if (!expanded && menu.contains(doc.activeElement)) toggler.focus();
  };
  toggler.addEventListener('click', () => setExpanded(!menu.classList.contains('show')));
  nav.addEventListener('keydown', (e) => {
    // defaultPrevented: this Escape already closed a dropdown (enhanceDropdown), which is all it does.
    if (e.key !== 'Escape' || e.defaultPrevented || !menu.classList.contains('show') || dropdowns.some((d) => d.classList.contains('show')))
      return;
    setExpanded(false);
    toggler.focus();
  });
  menu.addEventListener('click', (e) => {
    if ((e.target as HTMLElement).closest('a')) setExpanded(false);
  });
}

/** The navbar's inline search and the mobile 'Pesquisa Manual' dialog (site-header.tsx, busca-dialog.tsx). */
export function enhanceSearch(doc: Document, navigate: (url: string) => void) {
  const go = (text: string) => navigate(urlBusca(text));
  const inline = doc.querySelector<HTMLFormElement>('form.cosems-busca-inline');
  inline?.addEventListener('submit', (e) => {
    e.preventDefault();
    const field = inline.querySelector<HTMLInputElement>('input[name="q"]');
    if (field && isValidInlineBusca(field.value)) go(field.value);
  });

  const icon = doc.querySelector<HTMLButtonElement>('.cosems-busca-icone');
  const dialog = doc.querySelector<HTMLDialogElement>('dialog.cosems-dialogo');
  const form = dialog?.querySelector<HTMLFormElement>('form');
  const field = dialog?.querySelector<HTMLInputElement>('input[name="q"]');
  if (!icon || !dialog || !form || !field) return;
  let alertBox: HTMLElement | null = null;
  const clearError = () => {
    alertBox?.remove();
    alertBox = null;
  };
  const close = () => {
    clearError();
    if (dialog.open) dialog.close();
  };
  icon.addEventListener('click', () => {
    if (!dialog.open) dialog.showModal();
    field.focus();
  });
  dialog.addEventListener('close', () => {
    clearError();
    const active = doc.activeElement;
    if (!active || active === doc.body || dialog.contains(active)) icon.focus();
  });
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) close();
  });
  // Escape from the search field too, where Chrome would spend it on clearing the text.
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    close();
  });
  for (const b of dialog.querySelectorAll<HTMLButtonElement>('.btn-close, .modal-footer button[type="button"]'))
    b.addEventListener('click', close);
  field.addEventListener('input', clearError);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!isValidDialogBusca(field.value)) {
      if (!alertBox) {
        alertBox = doc.createElement('div');
        alertBox.className = 'mt-3 mb-0 alert alert-danger';
        alertBox.setAttribute('role', 'alert');
        alertBox.textContent = SHORT_BUSCA_MESSAGE;
        field.after(alertBox);
      }
      return;
    }
    const text = field.value;
    close();
    go(text);
  });
}

/** 'Copiar link' and, where the browser has it, 'Compartilhar' (share-noticia.tsx). */
export function enhanceShare(doc: Document) {
  const section = doc.querySelector<HTMLElement>('section.cosems-compartilhar');
  const list = section?.querySelector('ul');
  const status = section?.querySelector<HTMLElement>('[role="status"]');
  const url = section?.dataset.url;
  const title = section?.dataset.titulo;
  if (!section || !list || !status || !url || title === undefined) return;
  const nav = doc.defaultView?.navigator;
  const addButton = (label: string, className: string, action: () => void) => {
    const li = doc.createElement('li');
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = className;
    button.textContent = label;
    button.addEventListener('click', action);
    li.append(button);
    list.append(li);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  addButton('Copiar link', 'btn btn-outline-secondary btn-sm', async () => {
    clearTimeout(timer);
    try {
      await nav?.clipboard.writeText(url);
      status.textContent = COPY_DONE_MESSAGE;
      timer = setTimeout(() => {
        status.textContent = '';
      }, COPY_MESSAGE_MS);
    } catch {
      status.textContent = copyFailedMessage(url);
    }
  });
  if (typeof nav?.share === 'function') {
    addButton('Compartilhar', 'btn btn-primary btn-sm', async () => {
      try {
        await nav.share({ title, url });
      } catch {
        // Cancelled by the visitor, or refused by the browser: nothing to do.
      }
    });
  }
}

/**
 * Everything above, once the page's HTML is parsed; then <html data-melhorado> (end-to-end tests
 * wait for it). `navigate`: how a search goes to its results page (a new document).
 */
export function enhancePage(doc: Document, navigate = (url: string) => doc.location.assign(url)) {
  enhanceAccessibilityBar(doc);
  enhanceMenu(doc);
  enhanceSearch(doc, navigate);
  enhanceShare(doc);
  const body = doc.querySelector<HTMLElement>('.cosems-noticia-corpo');
  if (body) showVideosOnClick(body);
  doc.documentElement.dataset.melhorado = 'true';
}
