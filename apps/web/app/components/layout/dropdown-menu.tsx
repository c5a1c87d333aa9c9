import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';

/** The entries of a dropdown menu, in order. */
function entries(list: HTMLElement | null): HTMLElement[] {
  return [...(list?.querySelectorAll<HTMLElement>('.dropdown-item') ?? [])];
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
  const root = useRef<HTMLLIElement>(null);
  const botao = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // The entry to focus once the menu is shown (hidden entries cannot take focus).
  const focusOnOpen = useRef<'primeiro' | 'ultimo' | null>(null);

  useEffect(() => {
    if (!aberto) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) {
      const all = entries(list.current);
      (target === 'primeiro' ? all[0] : all[all.length - 1])?.focus();
    }
    // Close on a press or a focus outside the dropdown (click elsewhere, Tab away).
    const fora = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) onAlternar(false);
    };
    document.addEventListener('pointerdown', fora);
    document.addEventListener('focusin', fora);
    return () => {
      document.removeEventListener('pointerdown', fora);
      document.removeEventListener('focusin', fora);
    };
  }, [aberto, onAlternar]);

  function key(e: KeyboardEvent<HTMLLIElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const moveDown = e.key === 'ArrowDown';
      if (!aberto) {
        focusOnOpen.current = moveDown ? 'primeiro' : 'ultimo';
        onAlternar(true);
        return;
      }
      const all = entries(list.current);
      const current = all.indexOf(document.activeElement as HTMLElement);
      const next = current < 0 ? (moveDown ? 0 : all.length - 1) : Math.min(Math.max(current + (moveDown ? 1 : -1), 0), all.length - 1);
      all[next]?.focus();
    } else if (e.key === 'Escape' && aberto) {
      e.preventDefault();
      onAlternar(false);
      botao.current?.focus();
    }
  }

  // Choosing an entry closes the menu. An entry opening a new tab leaves this page where it was:
  // focus goes back to the toggle instead of staying on a link that is now hidden.
  function choice(e: MouseEvent<HTMLDivElement>) {
    const item = (e.target as HTMLElement).closest<HTMLAnchorElement>('.dropdown-item');
    if (!item) return;
    onAlternar(false);
    if (item.target === '_blank') botao.current?.focus();
  }

  return (
    <li ref={root} className={`nav-item dropdown${aberto ? ' show' : ''}`} onKeyDown={key}>
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
          Checker in html-validator.spec.ts); a group named by its toggle, not role="menu", since its entries are
          plain links reached by Tab as well as by the arrows (the disclosure pattern, not the menu one). */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a <fieldset> groups form controls; these are navigation links. */}
      <div
        ref={list}
        className={`dropdown-menu${aberto ? ' show' : ''}`}
        data-bs-popper="static"
        role="group"
        aria-labelledby={id}
        onClick={choice}
      >
        {children}
      </div>
    </li>
  );
}
