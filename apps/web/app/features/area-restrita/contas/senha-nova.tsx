/**
 * Choosing a password (an invitation, a reset): typed twice, with the rule written beside it. The
 * server checks the strength (zxcvbn with the pt-BR dictionary, packages/admin/passwords.ts) and
 * answers with the reason; nothing here decides.
 */
import { SENHA_MAX, SENHA_MIN } from '@cosems/contracts';
import { Form, useNavigation } from 'react-router';
import { CsrfField } from '../formularios/csrf-field';
import { FormError } from '../formularios/form-error';

export function FormularioSenhaNova({
  email,
  erro,
  botao,
  csrf,
}: {
  email: string;
  erro: string | null | undefined;
  botao: string;
  /** When the browser also holds a session (someone signed in opened the link), its token. */
  csrf: string | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <FormError id="senha-erro" message={erro} />
      <Form method="post" aria-describedby={erro ? 'senha-erro' : undefined}>
        <CsrfField token={csrf} />
        {/* The account's e-mail, for the browser's password manager to file the new password under. */}
        <input type="email" name="usuario" autoComplete="username" value={email} readOnly hidden />
        <div className="mb-3">
          <label htmlFor="senha" className="form-label">
            Senha
          </label>
          <input
            id="senha"
            name="senha"
            type="password"
            className="form-control"
            autoComplete="new-password"
            required
            minLength={SENHA_MIN}
            maxLength={1024}
            aria-describedby="senha-ajuda"
          />
          <div id="senha-ajuda" className="form-text">
            De {SENHA_MIN} a {SENHA_MAX} caracteres, de qualquer tipo. Uma frase de quatro ou mais palavras sem relação entre si é fácil de
            lembrar e difícil de adivinhar; senhas comuns são recusadas.
          </div>
        </div>
        <div className="mb-3">
          <label htmlFor="confirmacao" className="form-label">
            Repita a senha
          </label>
          <input
            id="confirmacao"
            name="confirmacao"
            type="password"
            className="form-control"
            autoComplete="new-password"
            required
            maxLength={1024}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {botao}
        </button>
      </Form>
    </>
  );
}
