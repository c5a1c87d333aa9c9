import { type MouseEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  SHORTCUTS,
  FONT_ATTRIBUTE,
  type ShortcutTarget,
  getShortcutTarget,
  increaseFontStep,
  CONTRAST_CLASS,
  CONTRAST_COOKIE,
  FONT_COOKIE,
  decreaseFontStep,
  parseFontStep,
  MAX_FONT_STEP,
  MIN_FONT_STEP,
  FONT_SIZES,
  serializeCookie,
} from './preferences';
import { focusTarget } from './foco';

function writeCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the inline script in <head> reads it before first paint
  document.cookie = serializeCookie(name, value, location.protocol === 'https:');
}

const TODOS_OS_ALVOS: readonly ShortcutTarget[] = SHORTCUTS.map((a) => a.alvo);

/**
 * The accessibility bar of Brazilian public portals (eMAG): shortcuts, high contrast, text size.
 * `alvos`: the shortcuts whose targets the page has (the back office has no site menu, search or
 * footer: only its content), so that no link or Alt+key leads nowhere.
 */
export function AcessibilidadeBar({ alvos = TODOS_OS_ALVOS }: { alvos?: readonly ShortcutTarget[] }) {
  const [contraste, setContraste] = useState(false);
  const [passo, setPasso] = useState(0);
  const [aviso, setAviso] = useState('');

  // The inline script already applied the saved choices to <html>: read them back.
  useEffect(() => {
    const html = document.documentElement;
    setContraste(html.classList.contains(CONTRAST_CLASS));
    setPasso(parseFontStep(html.getAttribute(FONT_ATTRIBUTE)));
  }, []);

  useEffect(() => {
    function key(e: KeyboardEvent) {
      const target = getShortcutTarget(e);
      if (!target || !alvos.includes(target)) return;
      e.preventDefault();
      focusTarget(target);
    }
    document.addEventListener('keydown', key);
    return () => document.removeEventListener('keydown', key);
  }, [alvos]);

  function toggleContrast() {
    const next = !contraste;
    const html = document.documentElement;
    html.classList.toggle(CONTRAST_CLASS, next);
    if (next) html.setAttribute('data-bs-theme', 'dark');
    else html.removeAttribute('data-bs-theme');
    writeCookie(CONTRAST_COOKIE, next ? 'alto' : 'normal');
    setContraste(next);
    setAviso(next ? 'Alto contraste ativado' : 'Alto contraste desativado');
  }

  function changeFontSize(next: number) {
    const html = document.documentElement;
    if (next === 0) html.removeAttribute(FONT_ATTRIBUTE);
    else html.setAttribute(FONT_ATTRIBUTE, String(next));
    writeCookie(FONT_COOKIE, String(next));
    setPasso(next);
    setAviso(`Tamanho do texto: ${FONT_SIZES[next]}%`);
  }

  function irPara(e: MouseEvent<HTMLAnchorElement>, target: ShortcutTarget) {
    e.preventDefault();
    focusTarget(target);
  }

  const atMax = passo >= MAX_FONT_STEP;
  const atMin = passo <= MIN_FONT_STEP;
  return (
    <nav className="cosems-acessibilidade" aria-label="Acessibilidade">
      {/* Without JavaScript the contrast and size buttons cannot act: hide them (links still work). */}
      <noscript>
        <style>{'.cosems-acessibilidade button{display:none!important}'}</style>
      </noscript>
      <div className="container-xxl d-flex flex-wrap align-items-center justify-content-between gap-1">
        <ul className="cosems-acessibilidade-atalhos">
          {SHORTCUTS.filter((a) => alvos.includes(a.alvo)).map((a) => (
            <li key={a.alvo}>
              <a href={`#${a.alvo}`} onClick={(e) => irPara(e, a.alvo)}>
                {a.rotulo} <span aria-hidden="true">[{a.tecla}]</span>
                <span className="visually-hidden"> (atalho Alt+{a.tecla})</span>
              </a>
            </li>
          ))}
        </ul>
        <ul className="cosems-acessibilidade-opcoes">
          <li>
            <Link to="/acessibilidade">Acessibilidade</Link>
          </li>
          <li>
            <button type="button" aria-pressed={contraste} onClick={toggleContrast}>
              Alto contraste
            </button>
          </li>
          <li>
            <button type="button" aria-disabled={atMax} onClick={() => !atMax && changeFontSize(increaseFontStep(passo))}>
              A+<span className="visually-hidden"> (aumentar o texto)</span>
            </button>
          </li>
          <li>
            <button type="button" aria-disabled={atMin} onClick={() => !atMin && changeFontSize(decreaseFontStep(passo))}>
              A-<span className="visually-hidden"> (diminuir o texto)</span>
            </button>
          </li>
        </ul>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {aviso}
      </p>
    </nav>
  );
}
