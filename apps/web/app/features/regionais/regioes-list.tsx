import type { RegiaoRef } from '@cosems/contracts';
import { Link } from 'react-router';
import { getRegiaoUrl } from './regiao';

/** docs/produto.md §2 (/secretarios): every regional council, each linking to its page. */
export function RegioesList({ regioes }: { regioes: RegiaoRef[] }) {
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-2">
      {regioes.map((r) => (
        <li key={r.id} className="col">
          <Link to={getRegiaoUrl(r.id)} className="d-block h-100 p-3 border rounded text-decoration-none">
            {r.nome}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The region's municipalities, as a compact multi-column list. */
export function MunicipiosList({ municipios }: { municipios: { id: number; nome: string }[] }) {
  if (municipios.length === 0) return <p>Nenhum município cadastrado.</p>;
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-1 ps-3">
      {municipios.map((m) => (
        <li key={m.id} className="col">
          {m.nome}
        </li>
      ))}
    </ul>
  );
}
