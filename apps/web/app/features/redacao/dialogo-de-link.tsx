/**
 * The editor's link dialog (issue 27, item 5), loaded the first time it opens (editor-texto.tsx
 * imports it lazily). A native modal <dialog> (showModal: the page behind is inert, Tab stays
 * inside, Esc closes it, and the editor gives the focus back where it was), with its own form, so
 * Enter in a field inserts the link and never submits the news form:
 *
 * - "Texto do link", when nothing was selected (the text to link is typed here; empty: the address);
 * - "Endereço", checked as the server checks links (link-e-video.ts); an address without its
 *   scheme is offered with https://; the error is next to the field (aria-invalid, aria-describedby);
 * - "Abrir em nova aba" (target=_blank, rel="noopener noreferrer");
 * - "Inserir" (or "Salvar", on a link), "Remover link" (on a link), "Cancelar".
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ENDERECO_MAX, verificarEnderecoDoLink } from './link-e-video';

/** What the dialog is opened with. */
export interface PedidoDeLink {
  href: string;
  novaAba: boolean;
  /** The selection is (in) a link: "Salvar" and "Remover link". */
  existente: boolean;
  /** Nothing selected: the text of the link is typed in the dialog. */
  pedirTexto: boolean;
}

export type RespostaDoLink = { acao: 'gravar'; href: string; novaAba: boolean; texto: string } | { acao: 'remover' };

export default function DialogoDeLink({ pedido, aoTerminar }: { pedido: PedidoDeLink; aoTerminar: (r: RespostaDoLink | null) => void }) {
  const id = useId();
  const dialogo = useRef<HTMLDialogElement>(null);
  const campoTexto = useRef<HTMLInputElement>(null);
  const campoEndereco = useRef<HTMLInputElement>(null);
  const resposta = useRef<RespostaDoLink | null>(null);
  const [texto, setTexto] = useState('');
  const [endereco, setEndereco] = useState(pedido.href);
  const [novaAba, setNovaAba] = useState(pedido.novaAba);
  const [erro, setErro] = useState<{ mensagem: string; sugestao: string | null } | null>(null);

  useEffect(() => {
    if (!dialogo.current?.open) dialogo.current?.showModal();
    (campoTexto.current ?? campoEndereco.current)?.focus();
  }, []);

  const responder = (r: RespostaDoLink | null) => {
    resposta.current = r;
    dialogo.current?.close();
  };

  const enviar = (e: FormEvent<HTMLFormElement>) => {
    // Its own form, drawn outside the news form but inside it for React's events: stopped here.
    e.preventDefault();
    e.stopPropagation();
    const verificado = verificarEnderecoDoLink(endereco);
    if ('erro' in verificado) {
      setErro({ mensagem: verificado.erro, sugestao: verificado.sugestao });
      campoEndereco.current?.focus();
      return;
    }
    responder({ acao: 'gravar', href: verificado.href, novaAba, texto: texto.replace(/\s+/g, ' ').trim() });
  };

  const usarSugestao = (sugestao: string) => {
    setEndereco(sugestao);
    setErro(null);
    campoEndereco.current?.focus();
  };

  const tituloId = `${id}-titulo`;
  const ajudaId = `${id}-ajuda`;
  const erroId = `${id}-erro`;
  return (
    <dialog
      ref={dialogo}
      aria-labelledby={tituloId}
      className="cosems-dialogo-editor"
      onClose={() => aoTerminar(resposta.current)}
      // The news form behind listens for changes (its autosave): these fields are no part of it.
      onChange={(e) => e.stopPropagation()}
    >
      <form noValidate onSubmit={enviar}>
        <h2 id={tituloId} className="h5">
          {pedido.existente ? 'Editar link' : 'Inserir link'}
        </h2>
        {pedido.pedirTexto ? (
          <div className="mb-3">
            <label htmlFor={`${id}-texto`} className="form-label">
              Texto do link
            </label>
            <input
              ref={campoTexto}
              id={`${id}-texto`}
              type="text"
              className="form-control"
              value={texto}
              maxLength={500}
              autoComplete="off"
              aria-describedby={`${id}-texto-ajuda`}
              onChange={(e) => setTexto(e.currentTarget.value)}
            />
            <div id={`${id}-texto-ajuda`} className="form-text">
              O que aparece no texto da notícia. Em branco, aparece o próprio endereço.
            </div>
          </div>
        ) : null}
        <div className="mb-3">
          <label htmlFor={`${id}-endereco`} className="form-label">
            Endereço
          </label>
          <input
            ref={campoEndereco}
            id={`${id}-endereco`}
            type="url"
            className={`form-control${erro ? ' is-invalid' : ''}`}
            value={endereco}
            maxLength={ENDERECO_MAX}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={erro ? true : undefined}
            aria-describedby={erro ? `${erroId} ${ajudaId}` : ajudaId}
            onChange={(e) => {
              setEndereco(e.currentTarget.value);
              setErro(null);
            }}
          />
          {erro ? (
            <div id={erroId} className="invalid-feedback d-block">
              {erro.mensagem}{' '}
              {erro.sugestao ? (
                <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => usarSugestao(erro.sugestao ?? '')}>
                  Usar {erro.sugestao}
                </button>
              ) : null}
            </div>
          ) : null}
          <div id={ajudaId} className="form-text">
            Um endereço completo (https://…), um e-mail (mailto:…) ou uma página deste site (/noticia/…).
          </div>
        </div>
        <div className="form-check mb-3">
          <input
            id={`${id}-nova-aba`}
            type="checkbox"
            className="form-check-input"
            checked={novaAba}
            onChange={(e) => setNovaAba(e.currentTarget.checked)}
          />
          <label htmlFor={`${id}-nova-aba`} className="form-check-label">
            Abrir em nova aba
          </label>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            {pedido.existente ? 'Salvar' : 'Inserir'}
          </button>
          {pedido.existente ? (
            <button type="button" className="btn btn-outline-danger" onClick={() => responder({ acao: 'remover' })}>
              Remover link
            </button>
          ) : null}
          <button type="button" className="btn btn-outline-secondary" onClick={() => responder(null)}>
            Cancelar
          </button>
        </div>
      </form>
    </dialog>
  );
}
