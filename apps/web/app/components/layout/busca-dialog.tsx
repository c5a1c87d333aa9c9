import { type FormEvent, type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { isValidDialogBusca, SHORT_BUSCA_MESSAGE, urlBusca } from '../../lib/busca-input';

/**
 * The mobile 'Pesquisa Manual' dialog: submits on more than 2 characters, otherwise alerts.
 * A native modal <dialog> (showModal): the browser keeps Tab inside, closes it on Escape and
 * makes the page behind it inert. It keeps Bootstrap's modal classes for the look (theme.css).
 */
export function BuscaDialog({
  aberto,
  onFechar,
  onNavegar,
  icone: icon,
}: {
  aberto: boolean;
  onFechar: () => void;
  onNavegar: (url: string) => void;
  /** The icon that opens it: focus returns there when it closes. */
  icone: RefObject<HTMLButtonElement | null>;
}) {
  const [text, setTexto] = useState('');
  const [erro, setErro] = useState(false);
  const dialogo = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const d = dialogo.current;
    if (!d) return;
    if (aberto && !d.open) {
      // jsdom (unit tests) has no showModal(): the open attribute shows it there.
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      field.current?.focus();
    } else if (!aberto && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [aberto]);

  function close() {
    setErro(false);
    onFechar();
  }
  // The dialog closed (Escape, a button, a search): focus back on the icon that opened it.
  function onClose() {
    close();
    const active = document.activeElement;
    if (!active || active === document.body || dialogo.current?.contains(active)) icon.current?.focus();
  }
  // A click on the dimmed area around the box (the dialog element itself) closes it, as before.
  function cliqueFora(e: MouseEvent<HTMLDialogElement>) {
    if (e.target === e.currentTarget) close();
  }
  // Escape closes it from anywhere inside, the search field too: there Chrome would spend the
  // key on clearing the text and leave the dialog open (react-bootstrap's Modal closed it).
  function key(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    close();
  }
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!isValidDialogBusca(text)) {
      setErro(true);
      return;
    }
    close();
    setTexto('');
    onNavegar(urlBusca(text));
  }
  return (
    <dialog
      ref={dialogo}
      className="modal cosems-dialogo"
      aria-labelledby="titulo-pesquisa-manual"
      onClose={onClose}
      onClick={cliqueFora}
      onKeyDown={key}
    >
      <div className="modal-dialog modal-dialog-centered">
        <div className="modal-content">
          {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search, as the navbar's inline search. */}
          <form method="get" action="/pesquisa" onSubmit={submit} role="search">
            <div className="modal-header">
              <div className="modal-title h4" id="titulo-pesquisa-manual">
                Pesquisa Manual
              </div>
              <button type="button" className="btn-close" aria-label="Fechar" onClick={close} />
            </div>
            <div className="modal-body">
              <label className="form-label" htmlFor="pesquisa-manual-texto">
                O que você procura?
              </label>
              <input
                ref={field}
                id="pesquisa-manual-texto"
                className="form-control"
                type="search"
                name="q"
                value={text}
                onChange={(e) => {
                  setTexto(e.target.value);
                  setErro(false);
                }}
              />
              {erro && (
                <div className="mt-3 mb-0 alert alert-danger" role="alert">
                  {SHORT_BUSCA_MESSAGE}
                </div>
              )}
            </div>
            <div className="modal-footer">
              <button type="button" className="btn btn-secondary" onClick={close}>
                Cancelar
              </button>
              <button type="submit" className="btn btn-primary">
                Pesquisar
              </button>
            </div>
          </form>
        </div>
      </div>
    </dialog>
  );
}
