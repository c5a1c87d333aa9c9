import { EMAIL_NOT_GIVEN } from '../../lib/names';
import type { FormattedApoiador } from './apoiadores';

/** docs/produto.md §2 (/apoiadores): name, lower-cased e-mail and the regional council, sorted by name. */
export function ApoiadoresList({ apoiadores }: { apoiadores: FormattedApoiador[] }) {
  if (apoiadores.length === 0) return <p>Nenhum apoiador cadastrado.</p>;
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3">
      {apoiadores.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: supporters have no id; names may repeat
        <li key={i} className="col">
          <div className="card h-100 p-3">
            <p className="fw-semibold mb-1">{a.nome}</p>
            <p className="mb-1 text-break">{a.email ? <a href={`mailto:${a.email}`}>{a.email}</a> : EMAIL_NOT_GIVEN}</p>
            <p className="mb-0 small text-body-secondary">Regional {a.regional}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
