/**
 * The opening every content form shares: a refusal of the whole form (a conflict, a forged body)
 * or the summary of its fields' problems, then a plain POST that works without JavaScript, with
 * the CSRF token, intent=salvar and the edit version the item was read at (a stale save answers
 * 409 and the form comes back with what was typed). The refusal and the summary are never shown
 * together, so they share the id `<prefixo>-erros`.
 */
import type { ErroDeCampo } from '@cosems/contracts';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { CsrfField } from './csrf-field';
import { ResumoDeErros } from './erros-de-campo';

export function FormularioDeSalvar({
  csrf,
  versao,
  erro,
  erros,
  prefixo,
  titulo,
  multipart = false,
  className,
  children,
}: {
  csrf: string;
  /** The item's edit version; none for a new one. */
  versao: string | null | undefined;
  erro: string | null | undefined;
  erros: readonly ErroDeCampo[] | null | undefined;
  /** The fields' ids start with it (ResumoDeErros links to `#<prefixo>-<campo>`). */
  prefixo?: string;
  /** Before the summary and the refusal, instead of "Corrija o campo abaixo:". */
  titulo?: string;
  /** A file goes with the form. */
  multipart?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      {erro && !erros?.length ? (
        <div role="alert" className="alert alert-danger" id={prefixo ? `${prefixo}-erros` : undefined}>
          {titulo ? `${titulo} ${erro}` : erro}
        </div>
      ) : null}
      <ResumoDeErros erros={erros} {...(prefixo ? { prefixo, id: `${prefixo}-erros` } : {})} {...(titulo ? { titulo } : {})} />
      <Form method="post" noValidate encType={multipart ? 'multipart/form-data' : undefined} className={className}>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="salvar" />
        {versao ? <input type="hidden" name="versao" value={versao} /> : null}
        {children}
      </Form>
    </>
  );
}

/** The form's end: "Salvar", and "Cancelar" back to where the editor came from. */
export function BotoesDeSalvar({ voltar }: { voltar: string }) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="submit" className="btn btn-primary">
        Salvar
      </button>
      <Link to={voltar} className="btn btn-outline-secondary">
        Cancelar
      </Link>
    </div>
  );
}
