/**
 * A form's problems, field by field (WCAG 3.3.1, 3.3.3) — the one way the back office shows them: a
 * summary at the top (announced and focused when it appears, each line a link to its field) and,
 * on each field, aria-invalid and aria-describedby pointing to its own message shown under it.
 */
import type { ErroDeCampo } from '@cosems/contracts';
import { type ReactNode, useEffect, useRef } from 'react';

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

/** Where a field's id starts (forms that share a page) and the class of its control. */
export interface FormaDoCampo {
  /** The field's id is `<prefixo>-<campo>` (ResumoDeErros takes the same prefixo). */
  prefixo?: string | undefined;
  /** 'form-control' (default) or 'form-select'. */
  base?: 'form-control' | 'form-select';
}

const idDoCampo = (campo: string, prefixo?: string) => (prefixo ? `${prefixo}-${campo}` : campo);

/** The attributes a field takes when it has a problem (its message's id is `<id>-erro`). */
export function atributosDoCampo(
  erros: readonly ErroDeCampo[] | null | undefined,
  campo: string,
  dica?: string,
  { prefixo, base = 'form-control' }: FormaDoCampo = {},
) {
  const erro = erros?.find((e) => e.campo === campo);
  const id = idDoCampo(campo, prefixo);
  const descritores = [dica, erro ? `${id}-erro` : undefined].filter(Boolean).join(' ');
  return {
    id,
    name: campo,
    className: erro ? `${base} is-invalid` : base,
    'aria-invalid': erro ? (true as const) : undefined,
    'aria-describedby': descritores || undefined,
  };
}

/** The message of `campo`'s problem, if it has one (for a field that draws its own message, as CampoDeImagem). */
export function mensagemDe(erros: readonly ErroDeCampo[] | null | undefined, campo: string): string | undefined {
  return erros?.find((e) => e.campo === campo)?.mensagem;
}

export function MensagemDoCampo({
  erros,
  campo,
  prefixo,
}: {
  erros: readonly ErroDeCampo[] | null | undefined;
  campo: string;
  prefixo?: string | undefined;
}) {
  const erro = erros?.find((e) => e.campo === campo);
  return erro ? (
    <div id={`${idDoCampo(campo, prefixo)}-erro`} className="invalid-feedback d-block">
      {erro.mensagem}
    </div>
  ) : null;
}

/**
 * A labelled field, the one shape of the content forms: its label ("(opcional)" after it when
 * asked), the control `children` draws with the attributes that tie it to its hint and message,
 * the hint, and the message of its problem.
 */
export function Campo({
  erros,
  campo,
  rotulo,
  opcional = false,
  obrigatorio = false,
  dica,
  className = 'mb-3',
  children,
  depois,
  ...forma
}: FormaDoCampo & {
  erros: readonly ErroDeCampo[] | null | undefined;
  campo: string;
  rotulo: ReactNode;
  /** "(opcional)" or "(obrigatório)" after the label, where the form says it of its fields. */
  opcional?: boolean;
  obrigatorio?: boolean;
  dica?: ReactNode;
  className?: string;
  children: (atributos: ReturnType<typeof atributosDoCampo>) => ReactNode;
  /** Drawn last, under the message (a list to pick from). */
  depois?: ReactNode;
}) {
  const id = idDoCampo(campo, forma.prefixo);
  const idDaDica = dica ? `${id}-dica` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {rotulo}
        {opcional || obrigatorio ? <span className="text-body-secondary"> {opcional ? '(opcional)' : '(obrigatório)'}</span> : null}
      </label>
      {children(atributosDoCampo(erros, campo, idDaDica, forma))}
      {dica ? (
        <div id={idDaDica} className="form-text">
          {dica}
        </div>
      ) : null}
      <MensagemDoCampo erros={erros} campo={campo} prefixo={forma.prefixo} />
      {depois}
    </div>
  );
}

/** The options of a select, from the server's list for the session. */
export function Opcoes({ de }: { de: readonly { valor: string; rotulo: string }[] | undefined }) {
  return (de ?? []).map((o) => (
    <option key={o.valor} value={o.valor}>
      {o.rotulo}
    </option>
  ));
}

/**
 * A check box per option, each its own field (`nome(valor)` = "sim"), in a grid; `id` names the
 * first box (a summary's link lands on it).
 */
export function CaixasDeMarcar({
  opcoes,
  nome,
  marcado,
  colunas = 'row-cols-2 row-cols-md-3',
  idDoPrimeiro,
}: {
  opcoes: readonly { valor: string; rotulo: string }[];
  nome: (valor: string) => string;
  marcado: (valor: string) => boolean;
  colunas?: string;
  idDoPrimeiro?: string;
}) {
  return (
    <div className={`row ${colunas} g-1`}>
      {opcoes.map((o, i) => {
        const id = i === 0 && idDoPrimeiro ? idDoPrimeiro : nome(o.valor);
        return (
          <div key={o.valor} className="col form-check ps-4">
            <input
              type="checkbox"
              id={id}
              name={nome(o.valor)}
              value="sim"
              className="form-check-input"
              defaultChecked={marcado(o.valor)}
            />
            <label htmlFor={id} className="form-check-label text-break">
              {o.rotulo}
            </label>
          </div>
        );
      })}
    </div>
  );
}
