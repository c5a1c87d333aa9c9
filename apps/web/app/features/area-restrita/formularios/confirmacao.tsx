/**
 * An action that loses something — unpublishing, deleting a draft, cancelling an invitation — asks
 * first (issue 27, item 6). With JavaScript, the button opens a native modal <dialog> (showModal:
 * the browser keeps Tab inside, Escape closes it, the page behind is inert) whose "Cancelar" has the
 * focus, the safe choice (its label says so where "Cancelar" would be ambiguous); the confirming button submits the form the action belongs to. Before
 * JavaScript runs, the button posts the unconfirmed intent and the server answers with the same
 * question on the page (`PerguntaSemJavaScript`), whose button confirms. The server acts only on
 * the confirmed intent, so no path skips the question.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface Confirmacao {
  /** "Despublicar esta notícia?" */
  pergunta: string;
  /** What happens, and what can be undone. */
  explicacao: ReactNode;
  /** The confirming button: "Sim, despublicar". */
  rotuloConfirmar: string;
  /** The confirmed intent the server acts on ("despublicar-confirmado"). */
  intentConfirmado: string;
  /** The button that closes the dialog; "Cancelar" unless that word is the action itself. */
  rotuloVoltar?: string;
}

export function BotaoComConfirmacao({
  children,
  className,
  intent,
  confirmacao,
  form,
  disabled,
}: {
  children: ReactNode;
  className: string;
  /** The unconfirmed intent: without JavaScript it asks the server for the question page. */
  intent: string;
  confirmacao: Confirmacao;
  /** The id of the form to submit, when the button is outside it. */
  form?: string;
  disabled?: boolean;
}) {
  const [hidratado, setHidratado] = useState(false);
  useEffect(() => setHidratado(true), []);
  const dialogo = useRef<HTMLDialogElement>(null);
  const abridor = useRef<HTMLButtonElement>(null);
  const cancelar = useRef<HTMLButtonElement>(null);
  const id = useId();
  if (!hidratado)
    return (
      <button type="submit" name="intent" value={intent} className={className} form={form} disabled={disabled}>
        {children}
      </button>
    );
  return (
    <>
      <button
        ref={abridor}
        type="button"
        className={className}
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={() => {
          dialogo.current?.showModal();
          cancelar.current?.focus();
        }}
      >
        {children}
      </button>
      <dialog
        ref={dialogo}
        className="cosems-confirmacao"
        aria-labelledby={`${id}-pergunta`}
        aria-describedby={`${id}-explicacao`}
        // Escape or a button: the focus goes back to the button that opened it.
        onClose={() => abridor.current?.focus()}
      >
        <h2 id={`${id}-pergunta`} className="h5">
          {confirmacao.pergunta}
        </h2>
        <div id={`${id}-explicacao`} className="mb-3">
          {confirmacao.explicacao}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value={confirmacao.intentConfirmado}
            form={form}
            className="btn btn-danger"
            onClick={() => dialogo.current?.close()}
          >
            {confirmacao.rotuloConfirmar}
          </button>
          <button ref={cancelar} type="button" className="btn btn-outline-secondary" onClick={() => dialogo.current?.close()}>
            {confirmacao.rotuloVoltar ?? 'Cancelar'}
          </button>
        </div>
      </dialog>
    </>
  );
}

/**
 * The question as the server's answer to the unconfirmed intent (no JavaScript yet): a block that
 * takes the focus, with the confirming button (of `form`, or of the form it is in) and a way back.
 */
export function PerguntaSemJavaScript({ confirmacao, form, voltar }: { confirmacao: Confirmacao; form?: string; voltar: ReactNode }) {
  const bloco = useRef<HTMLDivElement>(null);
  useEffect(() => bloco.current?.focus(), []);
  return (
    <div ref={bloco} tabIndex={-1} className="alert alert-warning" role="alert" aria-labelledby="pergunta-confirmacao">
      <h2 id="pergunta-confirmacao" className="h5">
        {confirmacao.pergunta}
      </h2>
      <div className="mb-3">{confirmacao.explicacao}</div>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <button type="submit" name="intent" value={confirmacao.intentConfirmado} form={form} className="btn btn-danger">
          {confirmacao.rotuloConfirmar}
        </button>
        {voltar}
      </div>
    </div>
  );
}
