/**
 * A form's problems, field by field (WCAG 3.3.1, 3.3.3) — the one way the back office shows them: a
 * summary at the top (announced and focused when it appears, each line a link to its field) and,
 * on each field, aria-invalid and aria-describedby pointing to its own message shown under it.
 */
import type { ErroDeCampo } from '@cosems/contracts';
import { useEffect, useRef } from 'react';

/**
 * The summary: one link per problem, to its field (`#<prefixo>-<campo>`, or `#<campo>`). It takes
 * the focus when it appears, so that keyboard and screen-reader users land on it after a refused save.
 */
export function ResumoDeErros({
  erros,
  id,
  prefixo,
  titulo,
}: {
  erros: readonly ErroDeCampo[] | null | undefined;
  id?: string;
  /** The fields' ids start with it (forms that share a page). */
  prefixo?: string;
  /** Instead of "Corrija o campo abaixo:". */
  titulo?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const chave = (erros ?? []).map((e) => `${e.campo}:${e.mensagem}`).join('|');
  useEffect(() => {
    if (chave) ref.current?.focus();
  }, [chave]);
  if (!erros?.length) return null;
  return (
    <div ref={ref} id={id} role="alert" tabIndex={-1} className="alert alert-danger">
      <p className="fw-bold mb-1">
        {titulo ?? (erros.length === 1 ? 'Corrija o campo abaixo:' : `Corrija os ${erros.length} campos abaixo:`)}
      </p>
      <ul className="mb-0">
        {erros.map((e) => (
          <li key={e.campo}>
            <a href={`#${prefixo ? `${prefixo}-` : ''}${e.campo}`} className="alert-link">
              {e.mensagem}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Problems kept as field → message, named for the summary by each field's label ("Nome: …"). */
export function errosComRotulos(
  erros: Readonly<Partial<Record<string, string>>> | null | undefined,
  rotulos: Readonly<Record<string, string>>,
): ErroDeCampo[] {
  return Object.entries(erros ?? {}).flatMap(([campo, mensagem]) =>
    mensagem ? [{ campo, mensagem: `${rotulos[campo] ?? campo}: ${mensagem}` }] : [],
  );
}

/** The attributes a field takes when it has a problem (its message's id is `<campo>-erro`). */
export function atributosDoCampo(erros: readonly ErroDeCampo[] | null | undefined, campo: string, dica?: string) {
  const erro = erros?.find((e) => e.campo === campo);
  const descritores = [dica, erro ? `${campo}-erro` : undefined].filter(Boolean).join(' ');
  return {
    id: campo,
    name: campo,
    className: erro ? 'form-control is-invalid' : 'form-control',
    'aria-invalid': erro ? (true as const) : undefined,
    'aria-describedby': descritores || undefined,
  };
}

/** The message of `campo`'s problem, if it has one (for a field that draws its own message, as CampoDeImagem). */
export function mensagemDe(erros: readonly ErroDeCampo[] | null | undefined, campo: string): string | undefined {
  return erros?.find((e) => e.campo === campo)?.mensagem;
}

export function MensagemDoCampo({ erros, campo }: { erros: readonly ErroDeCampo[] | null | undefined; campo: string }) {
  const erro = erros?.find((e) => e.campo === campo);
  return erro ? (
    <div id={`${campo}-erro`} className="invalid-feedback d-block">
      {erro.mensagem}
    </div>
  ) : null;
}
