/**
 * A labelled text input of the back office's content pages that names its error
 * (aria-describedby, aria-invalid); the form's summary is ResumoDeErros (erros-de-campo.tsx).
 */

export type ErrosDeCampos = Partial<Record<string, string>>;

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
