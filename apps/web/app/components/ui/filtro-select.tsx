/**
 * A filter of a list (the back office's lists, /agenda, /deliberacoes): a labelled select whose
 * first option ("Todas", "Todos os tipos"…) filters nothing.
 */
export function FiltroSelect({
  id,
  rotulo,
  name,
  valor,
  todas,
  opcoes,
}: {
  id: string;
  rotulo: string;
  name: string;
  valor: string | number | undefined;
  /** The first option's text: "Todas" or "Todos", agreeing with the filter's noun. */
  todas: string;
  opcoes: readonly { valor: string | number; nome: string }[];
}) {
  return (
    <>
      <label htmlFor={id} className="form-label">
        {rotulo}
      </label>
      <select id={id} name={name} className="form-select" defaultValue={valor ?? ''}>
        <option value="">{todas}</option>
        {opcoes.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.nome}
          </option>
        ))}
      </select>
    </>
  );
}
