import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';

/** The entries of a dropdown menu, in order. */
function entradas(lista: HTMLElement | null): HTMLElement[] {
  return [...(lista?.querySelectorAll<HTMLElement>('.dropdown-item') ?? [])];
}

/**
 * A navbar dropdown on Bootstrap's CSS alone (no react-bootstrap/popper in the bundle every page
 * loads). `.dropdown` is `position: relative` and `.dropdown-menu[data-bs-popper]` sits at
 * `top: 100%`, so on desktop the menu opens under its toggle; below md the navbar's CSS makes it
 * static, inside the collapsed menu. Which dropdown is open is the parent's state, so only one
 * is open at a time.
 *
 * Keyboard: the toggle is a <button> (Enter/Space toggle it); ArrowDown/ArrowUp open the menu
 * and move between its entries; Escape closes it and returns focus to the toggle. A click
 * outside, or focus moving outside (Tab away), closes it.
 */
export function DropdownMenu({
  id,
  titulo,
  aberto,
  onAlternar,
  children,
}: {
  id: string;
  titulo: string;
  aberto: boolean;
  onAlternar: (abrir: boolean) => void;
  /** The entries: links with the `dropdown-item` class. */
  children: ReactNode;
}) {
  const raiz = useRef<HTMLLIElement>(null);
  const botao = useRef<HTMLButtonElement>(null);
  const lista = useRef<HTMLDivElement>(null);
  // The entry to focus once the menu is shown (hidden entries cannot take focus).
  const focarAoAbrir = useRef<'primeiro' | 'ultimo' | null>(null);

  useEffect(() => {
    if (!aberto) return;
    const alvo = focarAoAbrir.current;
    focarAoAbrir.current = null;
    if (alvo) {
      const todos = entradas(lista.current);
      (alvo === 'primeiro' ? todos[0] : todos[todos.length - 1])?.focus();
    }
    // Close on a press or a focus outside the dropdown (click elsewhere, Tab away).
    const fora = (e: Event) => {
      if (!raiz.current?.contains(e.target as Node)) onAlternar(false);
    };
    document.addEventListener('pointerdown', fora);
    document.addEventListener('focusin', fora);
    return () => {
      document.removeEventListener('pointerdown', fora);
      document.removeEventListener('focusin', fora);
    };
  }, [aberto, onAlternar]);

  function tecla(e: KeyboardEvent<HTMLLIElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const descer = e.key === 'ArrowDown';
      if (!aberto) {
        focarAoAbrir.current = descer ? 'primeiro' : 'ultimo';
        onAlternar(true);
        return;
      }
      const todos = entradas(lista.current);
      const atual = todos.indexOf(document.activeElement as HTMLElement);
      const proximo = atual < 0 ? (descer ? 0 : todos.length - 1) : Math.min(Math.max(atual + (descer ? 1 : -1), 0), todos.length - 1);
      todos[proximo]?.focus();
    } else if (e.key === 'Escape' && aberto) {
      e.preventDefault();
      onAlternar(false);
      botao.current?.focus();
    }
  }

  // Choosing an entry closes the menu. An entry opening a new tab leaves this page where it was:
  // focus goes back to the toggle instead of staying on a link that is now hidden.
  function escolha(e: MouseEvent<HTMLDivElement>) {
    const item = (e.target as HTMLElement).closest<HTMLAnchorElement>('.dropdown-item');
    if (!item) return;
    onAlternar(false);
    if (item.target === '_blank') botao.current?.focus();
  }

  return (
    <li ref={raiz} className={`nav-item dropdown${aberto ? ' show' : ''}`} onKeyDown={tecla}>
      <button
        ref={botao}
        type="button"
        id={id}
        className={`dropdown-toggle nav-link${aberto ? ' show' : ''}`}
        aria-expanded={aberto}
        aria-haspopup="true"
        onClick={() => onAlternar(!aberto)}
      >
        {titulo}
      </button>
      {/* A click on an entry bubbles here; the entries themselves are keyboard-reachable links.
          role="group": a div takes aria-labelledby only with a role (HTML's ARIA rules, checked by the Nu HTML
          Checker in validador-html.spec.ts); a group named by its toggle, not role="menu", since its entries are
          plain links reached by Tab as well as by the arrows (the disclosure pattern, not the menu one). */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a <fieldset> groups form controls; these are navigation links. */}
      <div
        ref={lista}
        className={`dropdown-menu${aberto ? ' show' : ''}`}
        data-bs-popper="static"
        role="group"
        aria-labelledby={id}
        onClick={escolha}
      >
        {children}
      </div>
    </li>
  );
}
