import type { Logo } from '@cosems/contracts';
import { type FormEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { isValidInlineBusca, urlBusca } from '../../lib/busca-input';
import { getImageAttributes, IMAGE_PROFILES, getLogoUrl } from '../../lib/images';
import { type EnderecosExternos, NAV_AGENDA, NAV_NEWS, navExternalLinks, navMenus } from '../../lib/site-map';
import { NewTabNotice } from '../ui/external-link';
import { BuscaDialog } from './busca-dialog';
import { DropdownMenu } from './dropdown-menu';

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M11.742 10.344a6.5 6.5 0 1 0-1.397 1.398h-.001l3.85 3.85a1 1 0 0 0 1.415-1.414l-3.85-3.85zm-5.242.656a5 5 0 1 1 0-10 5 5 0 0 1 0 10" />
    </svg>
  );
}

/** Inline search of the bar (desktop): acts only on more than 3 characters; a GET form without JS. */
function BuscaInline({ onNavigate }: { onNavigate: (url: string) => void }) {
  const [text, setTexto] = useState('');
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (isValidInlineBusca(text)) {
      onNavigate(urlBusca(text));
      setTexto('');
    }
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark screen readers know; <search> is newer.
    <form
      role="search"
      method="get"
      action="/pesquisa"
      onSubmit={submit}
      className="cosems-busca-inline d-none d-md-flex ms-md-2 my-2 my-md-0"
    >
      <input
        id="busca"
        className="form-control form-control-sm"
        type="search"
        name="q"
        placeholder="Pesquisar"
        aria-label="Pesquisar no site"
        value={text}
        onChange={(e) => setTexto(e.target.value)}
      />
      <button type="submit" className="ms-1 btn btn-outline-primary btn-sm" aria-label="Pesquisar">
        <SearchIcon />
      </button>
    </form>
  );
}

/** Mobile search: an icon opening the 'Pesquisa Manual' dialog (busca-dialog.tsx). */
function BuscaDialogTrigger({ onNavigate }: { onNavigate: (url: string) => void }) {
  const [aberto, setAberto] = useState(false);
  const icon = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={icon}
        type="button"
        className="d-md-none cosems-busca-icone ms-auto me-2 btn btn-outline-primary"
        aria-label="Abrir pesquisa"
        onClick={() => setAberto(true)}
      >
        <SearchIcon />
      </button>
      <BuscaDialog aberto={aberto} onFechar={() => setAberto(false)} onNavegar={onNavigate} icone={icon} />
    </>
  );
}

/** The dropdown's id, from its title: 'Conheça-nos' → 'menu-conheanos' (tests and CSS use them). */
const idDoMenu = (titulo: string) => `menu-${titulo.toLowerCase().replace(/[^a-z]/g, '')}`;

/**
 * The top navigation, on Bootstrap's navbar CSS with no react-bootstrap: below md the entries
 * collapse behind a toggler (a disclosure button); from md up they are always shown.
 */
export function SiteHeader({
  logo,
  publicApiUrl,
  enderecos,
}: {
  logo: Logo | null;
  publicApiUrl: string;
  /** The menus' external addresses (block `enderecos`); undefined on an error page whose data failed. */
  enderecos: EnderecosExternos | undefined;
}) {
  const navigate = useNavigate();
  const [expandido, setExpandido] = useState(false);
  // Id of the open dropdown (one at a time), or null.
  const [menuAberto, setMenuAberto] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const estavaExpandido = useRef(false);
  const navegar = (url: string) => {
    setExpandido(false);
    navigate(url);
  };
  const toggleMenu = (id: string, abrir: boolean) => setMenuAberto((current) => (abrir ? id : current === id ? null : current));

  // When the menu closes with focus inside it (an entry opening a new tab, Escape), its hidden
  // links would drop focus to <body>: put it on the menu button instead.
  useEffect(() => {
    if (estavaExpandido.current && !expandido) {
      const active = document.activeElement;
      if (!active || active === document.body || menu.current?.contains(active)) menuButton.current?.focus();
    }
    estavaExpandido.current = expandido;
  }, [expandido]);

  // Below md the menu is a disclosure: Escape closes it (an open dropdown closes first, on its
  // own Escape) and hands focus back to the button that opened it.
  function onMenuKeyDown(e: KeyboardEvent<HTMLElement>) {
    if (e.key !== 'Escape' || !expandido || menuAberto !== null) return;
    const target = e.target as Node;
    if (!menu.current?.contains(target) && !menuButton.current?.contains(target)) return;
    setExpandido(false);
    menuButton.current?.focus();
  }
  // Choosing any link of the menu closes it (what react-bootstrap called collapseOnSelect).
  function onMenuChoice(e: MouseEvent<HTMLDivElement>) {
    if ((e.target as HTMLElement).closest('a')) setExpandido(false);
  }
  return (
    <header>
      <nav id="menu" aria-label="Menu principal" className="cosems-navbar navbar navbar-expand-md navbar-light" onKeyDown={onMenuKeyDown}>
        <div className="container-xxl">
          <Link to="/" className="py-0 navbar-brand" onClick={() => setExpandido(false)}>
            {logo ? (
              <img
                className="cosems-logo"
                {...getImageAttributes(getLogoUrl(publicApiUrl, logo.imagem), IMAGE_PROFILES.logo, 'normal')}
                alt="COSEMS/MG – página inicial"
                width={200}
                height={80}
              />
            ) : (
              <span className="cosems-logo-texto">COSEMS/MG</span>
            )}
          </Link>
          <BuscaDialogTrigger onNavigate={navegar} />
          <button
            ref={menuButton}
            type="button"
            className={`navbar-toggler${expandido ? '' : ' collapsed'}`}
            aria-controls="menu-principal"
            aria-expanded={expandido}
            aria-label="Abrir menu"
            onClick={() => setExpandido(!expandido)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: delegation for the links inside. */}
          <div ref={menu} id="menu-principal" className={`navbar-collapse collapse${expandido ? ' show' : ''}`} onClick={onMenuChoice}>
            <ul className="ms-auto align-items-md-center navbar-nav">
              {navMenus(enderecos).map((m) => {
                const id = idDoMenu(m.label);
                return (
                  <DropdownMenu
                    key={m.label}
                    id={id}
                    titulo={m.label}
                    aberto={menuAberto === id}
                    onAlternar={(abrir) => toggleMenu(id, abrir)}
                  >
                    {m.entries.map((entry) =>
                      entry.external ? (
                        <a key={entry.label} className="dropdown-item" href={entry.url} target="_blank" rel="noopener noreferrer">
                          {entry.label}
                          <NewTabNotice />
                        </a>
                      ) : (
                        <Link key={entry.label} className="dropdown-item" to={entry.url}>
                          {entry.label}
                        </Link>
                      ),
                    )}
                  </DropdownMenu>
                );
              })}
              <li className="nav-item">
                <NavLink className="nav-link" to={NAV_NEWS.url}>
                  {NAV_NEWS.label}
                </NavLink>
              </li>
              <li className="nav-item">
                <NavLink className="nav-link" to={NAV_AGENDA.url}>
                  {NAV_AGENDA.label}
                </NavLink>
              </li>
              {navExternalLinks(enderecos).map((l) => (
                <li className="nav-item" key={l.label}>
                  <a className="nav-link" href={l.url} target="_blank" rel="noopener noreferrer">
                    {l.label}
                    <NewTabNotice />
                  </a>
                </li>
              ))}
            </ul>
            <BuscaInline onNavigate={navegar} />
          </div>
        </div>
      </nav>
    </header>
  );
}
