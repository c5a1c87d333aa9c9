import type { RegiaoRef } from '@cosems/contracts';
import { Form, useNavigate } from 'react-router';
import { getRegiaoUrl } from './regiao';

/**
 * docs/produto.md §2: the 'Trocar de Regiao' selector. Choosing a region navigates to its page at once;
 * without JavaScript the button submits the form (GET ?regiao=N), which the route redirects.
 */
export function RegiaoSelect({ regioes, atual: current }: { regioes: RegiaoRef[]; atual: number }) {
  const navigate = useNavigate();
  return (
    <Form method="get" action={getRegiaoUrl(current)} className="row g-2 align-items-end">
      <div className="col-12 col-sm">
        <label htmlFor="trocar-regiao" className="form-label">
          Trocar de Regiao
        </label>
        <select
          // A new key per region resets the default after a client-side navigation.
          key={current}
          id="trocar-regiao"
          name="regiao"
          className="form-select"
          defaultValue={String(current)}
          onChange={(e) => navigate(getRegiaoUrl(Number(e.currentTarget.value)))}
        >
          {regioes.map((r) => (
            <option key={r.id} value={r.id}>
              {r.nome}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-sm-auto">
        <button type="submit" className="btn btn-outline-primary w-100">
          Ver regional
        </button>
      </div>
    </Form>
  );
}
