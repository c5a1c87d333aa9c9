/**
 * A form's problems, field by field: a summary at the top (announced when it appears, each line a
 * link to its field) and, on each field, aria-invalid and aria-describedby pointing to its own
 * message shown under it. The fields' ids are their names, so the links find them.
 */
import type { ErroDeCampo } from '@cosems/contracts';

export function ResumoDeErros({ erros }: { erros: readonly ErroDeCampo[] | null | undefined }) {
  if (!erros?.length) return null;
  return (
    <div role="alert" className="alert alert-danger">
      <p className="fw-bold mb-1">{erros.length === 1 ? 'Corrija o campo abaixo:' : `Corrija os ${erros.length} campos abaixo:`}</p>
      <ul className="mb-0">
        {erros.map((e) => (
          <li key={e.campo}>
            <a href={`#${e.campo}`} className="alert-link">
              {e.mensagem}
            </a>
          </li>
        ))}
      </ul>
    </div>
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

export function MensagemDoCampo({ erros, campo }: { erros: readonly ErroDeCampo[] | null | undefined; campo: string }) {
  const erro = erros?.find((e) => e.campo === campo);
  return erro ? (
    <div id={`${campo}-erro`} className="invalid-feedback d-block">
      {erro.mensagem}
    </div>
  ) : null;
}
