/**
 * Form fields of the back office's content pages with their errors (WCAG 3.3.1, 3.3.3): each field
 * names its error (aria-describedby, aria-invalid), and a summary at the top of the form lists the
 * errors as links to their fields and takes the focus when it appears (keyboard and screen-reader
 * users land on it after a refused save).
 */
import { useEffect, useRef } from 'react';

export type ErrosDeCampos = Partial<Record<string, string>>;

export function ResumoDeErros({
  id,
  erros,
  rotulos,
}: {
  id: string;
  erros: ErrosDeCampos | null | undefined;
  rotulos: Record<string, string>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const lista = Object.entries(erros ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string');
  const chave = lista.map(([c, m]) => `${c}:${m}`).join('|');
  useEffect(() => {
    if (chave) ref.current?.focus();
  }, [chave]);
  if (lista.length === 0) return null;
  return (
    <div ref={ref} id={id} className="alert alert-danger" role="alert" tabIndex={-1} aria-labelledby={`${id}-resumo-titulo`}>
      <h2 id={`${id}-resumo-titulo`} className="h6">
        {lista.length === 1 ? 'Corrija o campo abaixo:' : `Corrija os ${lista.length} campos abaixo:`}
      </h2>
      <ul className="mb-0">
        {lista.map(([campo, mensagem]) => (
          <li key={campo}>
            <a href={`#${id}-${campo}`} className="alert-link">
              {rotulos[campo] ?? campo}
            </a>
            : {mensagem}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A labelled text input; `prefixo` + '-' + `nome` is its id (the summary links to it). */
export function CampoTexto({
  prefixo,
  nome,
  rotulo,
  valor,
  erro,
  tipo = 'text',
  ajuda,
  obrigatorio = false,
  autoComplete = 'off',
  maxLength = 200,
}: {
  prefixo: string;
  nome: string;
  rotulo: string;
  valor: string;
  erro?: string | undefined;
  tipo?: 'text' | 'email';
  ajuda?: string;
  obrigatorio?: boolean;
  autoComplete?: string;
  maxLength?: number;
}) {
  const id = `${prefixo}-${nome}`;
  const descritores = [ajuda ? `${id}-ajuda` : null, erro ? `${id}-erro` : null].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {rotulo}
        {obrigatorio ? <span className="text-body-secondary"> (obrigatório)</span> : null}
      </label>
      <input
        id={id}
        name={nome}
        type={tipo}
        defaultValue={valor}
        className={`form-control${erro ? ' is-invalid' : ''}`}
        aria-invalid={erro ? true : undefined}
        aria-describedby={descritores || undefined}
        required={obrigatorio}
        maxLength={maxLength}
        autoComplete={autoComplete}
        spellCheck={tipo === 'email' ? false : undefined}
      />
      {ajuda ? (
        <div id={`${id}-ajuda`} className="form-text">
          {ajuda}
        </div>
      ) : null}
      {erro ? (
        <div id={`${id}-erro`} className="invalid-feedback d-block">
          {erro}
        </div>
      ) : null}
    </div>
  );
}
