/**
 * A back-office action that is one button: a POST form with the session's anti-CSRF token, the
 * action's `intent` and the fields that name its target (a session, an invitation). Works before
 * JavaScript loads, like every form here.
 */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { BotaoComConfirmacao, type Confirmacao, PerguntaSemJavaScript } from './confirmacao';
import { CsrfField } from './csrf-field';

export function BotaoDeAcao({
  csrf,
  intent,
  campos = {},
  className,
  formClassName,
  confirmacao,
  perguntando = false,
  voltar,
  children,
}: {
  csrf: string | undefined;
  intent: string;
  campos?: Readonly<Record<string, string>>;
  className: string;
  formClassName?: string;
  /** An action that loses something asks first (confirmacao.tsx); the server acts on `intentConfirmado`. */
  confirmacao?: Confirmacao;
  /** The server answered the unconfirmed intent (no JavaScript yet): the question, in place of the button. */
  perguntando?: boolean;
  /** The way back from the question without JavaScript ("Não, manter o convite"). */
  voltar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={formClassName}>
      <CsrfField token={csrf} />
      {confirmacao ? null : <input type="hidden" name="intent" value={intent} />}
      {Object.entries(campos).map(([nome, valor]) => (
        <input key={nome} type="hidden" name={nome} value={valor} />
      ))}
      {confirmacao && perguntando ? (
        <PerguntaSemJavaScript confirmacao={confirmacao} voltar={voltar} />
      ) : confirmacao ? (
        <BotaoComConfirmacao intent={intent} confirmacao={confirmacao} className={className}>
          {children}
        </BotaoComConfirmacao>
      ) : (
        <button type="submit" className={className}>
          {children}
        </button>
      )}
    </Form>
  );
}
