/**
 * A back-office action that is one button: a POST form with the session's anti-CSRF token, the
 * action's `intent` and the fields that name its target (a session, an invitation). Works before
 * JavaScript loads, like every form here.
 */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { CsrfField } from './csrf-field';

export function BotaoDeAcao({
  csrf,
  intent,
  campos = {},
  className,
  formClassName,
  children,
}: {
  csrf: string | undefined;
  intent: string;
  campos?: Readonly<Record<string, string>>;
  className: string;
  formClassName?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={formClassName}>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(campos).map(([nome, valor]) => (
        <input key={nome} type="hidden" name={nome} value={valor} />
      ))}
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
