import { type MouseEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  ATALHOS,
  ATRIBUTO_FONTE,
  type Alvo,
  alvoDoAtalho,
  aumentar,
  CLASSE_CONTRASTE,
  COOKIE_CONTRASTE,
  COOKIE_FONTE,
  diminuir,
  lerPasso,
  PASSO_MAXIMO,
  PASSO_MINIMO,
  TAMANHOS_FONTE,
  textoCookie,
} from './preferences';

function gravarCookie(nome: string, valor: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the inline script in <head> reads it before first paint
  document.cookie = textoCookie(nome, valor, location.protocol === 'https:');
}

function visivel(el: HTMLElement | null): el is HTMLElement {
  return !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/**
 * Moves focus to a target of the bar. On mobile the search input is hidden behind the icon that
 * opens the 'Pesquisa Manual' dialog: [3] then focuses that icon button (Enter opens the dialog).
 * Targets that are not focusable themselves (nav, footer) get tabindex=-1.
 */
export function focusTarget(alvo: Alvo) {
  let el = document.getElementById(alvo);
  if (alvo === 'busca' && !visivel(el)) el = document.querySelector<HTMLElement>('.cosems-busca-icone');
  if (!el) return;
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
  el.focus();
  el.scrollIntoView?.({ block: 'nearest' });
}

/** The accessibility bar of Brazilian public portals (eMAG): shortcuts, high contrast, text size. */
export function AcessibilidadeBar() {
  const [contraste, setContraste] = useState(false);
  const [passo, setPasso] = useState(0);
  const [aviso, setAviso] = useState('');

  // The inline script already applied the saved choices to <html>: read them back.
  useEffect(() => {
    const html = document.documentElement;
    setContraste(html.classList.contains(CLASSE_CONTRASTE));
    setPasso(lerPasso(html.getAttribute(ATRIBUTO_FONTE)));
  }, []);

  useEffect(() => {
    function tecla(e: KeyboardEvent) {
      const alvo = alvoDoAtalho(e);
      if (!alvo) return;
      e.preventDefault();
      focusTarget(alvo);
    }
    document.addEventListener('keydown', tecla);
    return () => document.removeEventListener('keydown', tecla);
  }, []);

  function alternarContraste() {
    const novo = !contraste;
    const html = document.documentElement;
    html.classList.toggle(CLASSE_CONTRASTE, novo);
    if (novo) html.setAttribute('data-bs-theme', 'dark');
    else html.removeAttribute('data-bs-theme');
    gravarCookie(COOKIE_CONTRASTE, novo ? 'alto' : 'normal');
    setContraste(novo);
    setAviso(novo ? 'Alto contraste ativado' : 'Alto contraste desativado');
  }

  function mudarTamanho(novo: number) {
    const html = document.documentElement;
    if (novo === 0) html.removeAttribute(ATRIBUTO_FONTE);
    else html.setAttribute(ATRIBUTO_FONTE, String(novo));
    gravarCookie(COOKIE_FONTE, String(novo));
    setPasso(novo);
    setAviso(`Tamanho do texto: ${TAMANHOS_FONTE[novo]}%`);
  }

  function irPara(e: MouseEvent<HTMLAnchorElement>, alvo: Alvo) {
    e.preventDefault();
    focusTarget(alvo);
  }

  const noMaximo = passo >= PASSO_MAXIMO;
  const noMinimo = passo <= PASSO_MINIMO;
  return (
    <nav className="cosems-acessibilidade" aria-label="Acessibilidade">
      {/* Without JavaScript the contrast and size buttons cannot act: hide them (links still work). */}
      <noscript>
        <style>{'.cosems-acessibilidade button{display:none!important}'}</style>
      </noscript>
      <div className="container-xxl d-flex flex-wrap align-items-center justify-content-between gap-1">
        <ul className="cosems-acessibilidade-atalhos">
          {ATALHOS.map((a) => (
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
            <button type="button" aria-pressed={contraste} onClick={alternarContraste}>
              Alto contraste
            </button>
          </li>
          <li>
            <button type="button" aria-disabled={noMaximo} onClick={() => !noMaximo && mudarTamanho(aumentar(passo))}>
              A+<span className="visually-hidden"> (aumentar o texto)</span>
            </button>
          </li>
          <li>
            <button type="button" aria-disabled={noMinimo} onClick={() => !noMinimo && mudarTamanho(diminuir(passo))}>
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
