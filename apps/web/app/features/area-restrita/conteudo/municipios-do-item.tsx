/**
 * The municipalities of an item (a regional council's), below its form on the item's page (the
 * content registry's `municipios` hook): the ones it lists, each with "Retirar", and a search of the
 * official IBGE list by name or code (?municipio=, a GET form) whose results add one here, or move
 * it here from the item it is in. Each button is a plain POST (intent=incluir|retirar): everything
 * works without JavaScript. What a search found is said in the page's status region (item.tsx).
 */
import type { MunicipioEncontrado } from '@cosems/contracts';
import { Form } from 'react-router';
import { BotaoDeAcao } from '../formularios/botao-de-acao';

/** The longest search kept (?municipio=). */
export const BUSCA_DE_MUNICIPIO_MAX = 100;

export interface MunicipioDoItem {
  id: number;
  nome: string;
  ibge: number | null;
}

/** What the search found, as the status region says it. */
export function resultadoDaBusca(busca: string, encontrados: readonly MunicipioEncontrado[]): string {
  if (encontrados.length === 0) return `Nenhum município de Minas Gerais encontrado para “${busca}”.`;
  return `${encontrados.length === 1 ? '1 município encontrado' : `${encontrados.length} municípios encontrados`} para “${busca}”`;
}

export function MunicipiosDoItem({
  id,
  nome,
  municipios,
  busca,
  encontrados,
  csrf,
}: {
  /** The item's id and name ("Municípios da regional {nome}"). */
  id: number;
  nome: string;
  municipios: readonly MunicipioDoItem[];
  busca: string;
  encontrados: readonly MunicipioEncontrado[] | null;
  csrf: string;
}) {
  return (
    <section aria-labelledby="titulo-municipios" className="mb-4">
      <h2 id="titulo-municipios" className="h4">
        Municípios ({municipios.length})
      </h2>
      {municipios.length ? (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">Municípios da regional {nome}</caption>
            <thead>
              <tr>
                <th scope="col">Município</th>
                <th scope="col">Código IBGE</th>
                <th scope="col">
                  <span className="visually-hidden">Ação</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {municipios.map((m) => (
                <tr key={m.id}>
                  <th scope="row" className="fw-normal">
                    {m.nome}
                  </th>
                  <td>{m.ibge ?? 'não encontrado na lista do IBGE'}</td>
                  <td className="text-end">
                    <BotaoDeAcao
                      csrf={csrf}
                      intent="retirar"
                      campos={{ municipio: String(m.id) }}
                      className="btn btn-outline-danger btn-sm"
                    >
                      Retirar <span className="visually-hidden">{m.nome}</span>
                    </BotaoDeAcao>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>Nenhum município nesta regional.</p>
      )}

      <h3 className="h5 mt-4">Incluir um município</h3>
      <Form method="get" role="search" aria-label="Buscar município" className="row g-2 align-items-end mb-3">
        <div className="col-12 col-md-6">
          <label htmlFor="municipio" className="form-label">
            Município (nome ou código IBGE)
          </label>
          <input
            id="municipio"
            name="municipio"
            type="search"
            className="form-control"
            maxLength={BUSCA_DE_MUNICIPIO_MAX}
            defaultValue={busca}
          />
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-outline-primary">
            Buscar
          </button>
        </div>
      </Form>
      {encontrados?.length ? (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption>{resultadoDaBusca(busca, encontrados)}</caption>
            <thead>
              <tr>
                <th scope="col">Município</th>
                <th scope="col">Código IBGE</th>
                <th scope="col">Regional atual</th>
                <th scope="col">
                  <span className="visually-hidden">Ação</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {encontrados.map((m) => (
                <tr key={m.ibge}>
                  <th scope="row" className="fw-normal">
                    {m.nome}
                  </th>
                  <td>{m.ibge}</td>
                  <td>{m.regional?.nome ?? <span className="text-body-secondary">Nenhuma</span>}</td>
                  <td className="text-end">
                    {m.regional?.id === id ? (
                      <span className="text-body-secondary">Já é desta regional</span>
                    ) : (
                      <BotaoDeAcao csrf={csrf} intent="incluir" campos={{ ibge: String(m.ibge) }} className="btn btn-primary btn-sm">
                        {m.regional ? 'Mover para esta regional' : 'Incluir'} <span className="visually-hidden">{m.nome}</span>
                      </BotaoDeAcao>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : encontrados ? (
        <p>{resultadoDaBusca(busca, encontrados)}</p>
      ) : null}
    </section>
  );
}
