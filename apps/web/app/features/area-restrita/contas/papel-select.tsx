import { NOME_DO_PAPEL, PAPEIS } from '@cosems/contracts';

/** The "Papel" select of the account forms (invitation, role change): the three roles by name. */
export function PapelSelect({ id, valor }: { id: string; valor: string }) {
  return (
    <>
      <label htmlFor={id} className="form-label">
        Papel
      </label>
      {/* key: a saved change redraws the select with the stored role as its default. */}
      <select id={id} name="papel" className="form-select" defaultValue={valor} key={valor}>
        {PAPEIS.map((p) => (
          <option key={p} value={p}>
            {NOME_DO_PAPEL[p]}
          </option>
        ))}
      </select>
    </>
  );
}
