/**
 * /admin/regionais: the 28 regional councils, for editors and administrators (conteudo.editar),
 * each with its president, how many supporters and municipalities it lists, and a link to edit it.
 * The councils are a content type of the registry (ConteudoPort, `regionais`), whose pipeline
 * checks the rights (a refusal is the 403 of lib/back-office.server.ts).
 */
import { Link, useLoaderData } from 'react-router';
import { requireSession } from '../../../lib/back-office.server';
import type { Route } from './+types/regionais';

export const meta: Route.MetaFunction = () => [{ title: 'Regionais | Área restrita | COSEMS/MG' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const { itens } = await backOffice.conteudo.listar(session, 'regionais', null, 1);
  const regionais = itens.map((r) => ({
    id: r.id,
    nome: r.nome,
    presidente: r.presidente?.nome ?? null,
    apoiadores: r.apoiadores.length,
    municipios: r.municipios.length,
  }));
  return { regionais };
}

export default function Regionais() {
  const { regionais } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to="/admin/conteudo">Voltar para o conteúdo do site</Link>
      </p>
      <h1>Regionais</h1>
      <p>
        O nome, o presidente, os apoiadores e os municípios de cada conselho regional. O que for salvo aparece na página da regional, em
        Secretários, em Apoiadores e na API.
      </p>
      <div className="table-responsive">
        <table className="table table-striped align-middle">
          <caption className="visually-hidden">As {regionais.length} regionais, em ordem alfabética</caption>
          <thead>
            <tr>
              <th scope="col">Regional</th>
              <th scope="col">Presidente</th>
              <th scope="col" className="text-end">
                Apoiadores
              </th>
              <th scope="col" className="text-end">
                Municípios
              </th>
            </tr>
          </thead>
          <tbody>
            {regionais.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  <Link to={`/admin/regionais/${r.id}`}>{r.nome}</Link>
                </th>
                <td>{r.presidente ?? <span className="text-body-secondary">Sem presidente</span>}</td>
                <td className="text-end">{r.apoiadores}</td>
                <td className="text-end">{r.municipios}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
