import type { RegiaoRef } from '@cosems/contracts';
import { Link } from 'react-router';
import {
  CAMPO_MUNICIPIO_DA_REGIONAL,
  CONTAGEM_MUNICIPIOS_DA_REGIONAL,
  contagemDosMunicipios,
  LISTA_MUNICIPIOS_DA_REGIONAL,
  municipioCombina,
  PARAMETRO_MUNICIPIO,
} from './escolha-do-municipio';
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

/**
 * The region's municipalities, as a compact multi-column list, with a field that narrows it (issue
 * 30, item 4): a GET form (`?municipio=`) whose answer hides the others; the page's script
 * (sem-hidratacao/regional.ts) narrows it as one types, by the same rule (municipioCombina).
 */
export function MunicipiosList({
  municipios,
  regiaoId,
  filtro = '',
}: {
  municipios: { id: number; nome: string }[];
  regiaoId: number;
  filtro?: string;
}) {
  if (municipios.length === 0) return <p>Nenhum município cadastrado.</p>;
  const visiveis = municipios.filter((m) => municipioCombina(m.nome, filtro)).length;
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark screen readers know; <search> is newer. */}
      <form method="get" action={getRegiaoUrl(regiaoId)} role="search" aria-label="Buscar município da regional" className="mb-2">
        <label htmlFor={CAMPO_MUNICIPIO_DA_REGIONAL} className="form-label">
          Buscar município
        </label>
        <div className="input-group" style={{ maxWidth: '32rem' }}>
          <input
            id={CAMPO_MUNICIPIO_DA_REGIONAL}
            type="search"
            name={PARAMETRO_MUNICIPIO}
            className="form-control"
            defaultValue={filtro}
            maxLength={200}
            autoComplete="off"
            aria-controls={LISTA_MUNICIPIOS_DA_REGIONAL}
          />
          <button type="submit" className="btn btn-outline-primary">
            Buscar
          </button>
        </div>
      </form>
      <p id={CONTAGEM_MUNICIPIOS_DA_REGIONAL} role="status" className="small text-body-secondary">
        {contagemDosMunicipios(visiveis, municipios.length, filtro)}
      </p>
      <ul id={LISTA_MUNICIPIOS_DA_REGIONAL} className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-1 ps-3">
        {municipios.map((m) => (
          <li key={m.id} className="col" hidden={!municipioCombina(m.nome, filtro)}>
            {m.nome}
          </li>
        ))}
      </ul>
    </>
  );
}
