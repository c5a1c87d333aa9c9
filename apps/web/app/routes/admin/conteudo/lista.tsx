/**
 * /admin/{tipo}: the list of a content type of the registry (tipos.tsx), 20 a page (?page=), each
 * item with "Editar" and "Excluir", the type's "Novo" and the notice after a save or a deletion.
 * Who may see it is the pipeline's guard (a refusal is the 403 of lib/back-office.server.ts).
 */
import type { EditavelDoTipo, TipoDeConteudo } from '@cosems/contracts';
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { avisoDaLista } from '../../../features/area-restrita/documento-forms.server';
import { DocumentosErro } from '../../../features/area-restrita/documentos-erro';
import { enderecoDaPagina } from '../../../features/area-restrita/paginacao';
import { requireSession } from '../../../lib/back-office.server';
import { TELAS, telaDe, tipoDoCaminho, tipoDoEndereco } from './tipos';

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const tipo = tipoDoEndereco(request);
  const filtro = TELAS[tipo].filtro(params, true);
  const url = new URL(request.url);
  const pedida = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const lista = await backOffice.conteudo.listar(session, tipo, filtro, Number.isFinite(pedida) ? pedida : 1);
  return { tipo, filtro, lista, aviso: avisoDaLista(url, TELAS[tipo].lista.avisos) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  const tipo = tipoDoCaminho(location.pathname);
  return [{ title: tipo ? TELAS[tipo].lista.meta(loaderData ? loaderData.filtro : undefined) : 'Área restrita | COSEMS/MG' }];
};

export function ErrorBoundary({ error }: { error: unknown }) {
  return <DocumentosErro error={error} voltar={{ endereco: '/admin/conteudo', nome: 'Voltar para Conteúdo do site' }} />;
}

export default function ListaDeConteudo() {
  const { tipo, filtro, lista, aviso } = useLoaderData<typeof loader>();
  const tela = telaDe(tipo);
  const itens = lista.itens as EditavelDoTipo[TipoDeConteudo][];
  const base = tela.base(filtro);
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link>
      </nav>
      <h1>{tela.lista.titulo}</h1>
      <div role="status">
        {aviso ? (
          <div className="alert alert-success">
            <p className="mb-0">{aviso.texto}</p>
            {aviso.dados ? <p className="mb-0 mt-2">{aviso.dados}</p> : null}
          </div>
        ) : null}
      </div>
      {tela.lista.topo(filtro)}
      {itens.length === 0 ? (
        <p>{tela.lista.vazio}</p>
      ) : (
        // A table wider than a phone scrolls sideways: the region takes the focus, so the keyboard can scroll it;
        // position-relative keeps the links' visually hidden text inside it (else the page itself gets wider).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
        <section className="table-responsive position-relative" tabIndex={0} aria-label={tela.lista.regiao(filtro)}>
          <table className="table align-middle">
            <caption className="visually-hidden">{tela.lista.legenda(lista, filtro)}</caption>
            <thead>
              <tr>
                {tela.lista.colunas.map((c) => (
                  <th key={c.titulo} scope="col">
                    {c.titulo}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {itens.map((item) => (
                <tr key={item.id}>
                  {tela.lista.colunas.map((c) => (
                    <td key={c.titulo} className={c.classe}>
                      {c.valor(item)}
                    </td>
                  ))}
                  <td className="text-nowrap">
                    <Link to={`${base}/${item.id}`} className="btn btn-outline-primary btn-sm me-2">
                      Editar<span className="visually-hidden">: {tela.nomeDoItem(item)}</span>
                    </Link>
                    <Link to={`${base}/${item.id}/excluir`} className="btn btn-outline-danger btn-sm">
                      Excluir<span className="visually-hidden">: {tela.nomeDoItem(item)}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Pagination
        current={lista.pagina}
        total={lista.paginas}
        href={(p) => enderecoDaPagina(base, {}, p)}
        rotulo={tela.lista.paginas(filtro)}
      />
    </>
  );
}
