/**
 * /admin/{tipo}: the list of a content type of the registry (tipos.tsx), 20 a page (?page=), each
 * item with "Editar" and "Excluir", the type's "Novo" and the notice after a save or a deletion.
 * A type ordered by hand (`lista.ordem`) shows its whole list as a ListaOrdenavel instead, and this
 * page's action saves a new order (intent=ordenar; a plain POST without JavaScript).
 * Who may see it is the pipeline's guard (a refusal is the 403 of lib/back-office.server.ts).
 */
import { type EditavelDoTipo, OrdemForm, parseOrdem, type TipoDeConteudo } from '@cosems/contracts';
import {
  type ActionFunctionArgs,
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { avisoDaLista } from '../../../features/area-restrita/documento-forms.server';
import { DocumentosErro } from '../../../features/area-restrita/documentos-erro';
import { readForm } from '../../../features/area-restrita/forms.server';
import { ListaOrdenavel, type RespostaDeOrdem } from '../../../features/area-restrita/lista-ordenavel';
import { enderecoDaPagina } from '../../../features/area-restrita/paginacao';
import { requireSession } from '../../../lib/back-office.server';
import { TELAS, telaDe, tipoDoCaminho, tipoDoEndereco } from './tipos';
import { ColunaDeAcoes } from '../../../components/ui/coluna-de-acoes';

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const tipo = tipoDoEndereco(request);
  const filtro = TELAS[tipo].filtro(params, true);
  const url = new URL(request.url);
  const pedida = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const lista = await backOffice.conteudo.listar(session, tipo, filtro, Number.isFinite(pedida) ? pedida : 1);
  return { tipo, filtro, lista, aviso: avisoDaLista(url, TELAS[tipo].lista.avisos), csrf: session.csrf };
}

/** A new order, for a type ordered by hand (the only thing this page posts). */
export async function action({ context, request }: ActionFunctionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const tipo = tipoDoEndereco(request);
  const { lista } = telaDe(tipo);
  if (!('ordem' in lista)) throw data('Método não permitido.', { status: 405 });
  const form = await readForm(request, OrdemForm);
  if (!form.ok) return data<RespostaDeOrdem>({ erro: form.erro, mensagem: null }, { status: 400 });
  const r = await backOffice.conteudo.ordenar(session, tipo, parseOrdem(form.data.ordem) ?? [], backOffice.quem);
  if (r.tipo === 'recusado') return data<RespostaDeOrdem>({ erro: r.mensagem, mensagem: null }, { status: r.status });
  return data<RespostaDeOrdem>({ erro: null, mensagem: lista.ordem.salva });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  const tipo = tipoDoCaminho(location.pathname);
  return [{ title: tipo ? TELAS[tipo].lista.meta(loaderData ? loaderData.filtro : undefined) : 'Área restrita | COSEMS/MG' }];
};

export function ErrorBoundary({ error }: { error: unknown }) {
  return <DocumentosErro error={error} voltar={{ endereco: '/admin/conteudo', nome: 'Voltar para Conteúdo do site' }} />;
}

export default function ListaDeConteudo() {
  const { tipo, filtro, lista, aviso, csrf } = useLoaderData<typeof loader>();
  const ordenada = useActionData<typeof action>();
  const tela = telaDe(tipo);
  const itens = lista.itens as EditavelDoTipo[TipoDeConteudo][];
  const mensagem = ordenada?.mensagem ?? aviso?.texto;
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link>
      </nav>
      <h1>{tela.lista.titulo}</h1>
      <div role="status">
        {mensagem ? (
          <div className="alert alert-success">
            <p className="mb-0">{mensagem}</p>
            {aviso?.dados && !ordenada ? <p className="mb-0 mt-2">{aviso.dados}</p> : null}
          </div>
        ) : null}
      </div>
      {ordenada?.erro ? (
        <div role="alert" className="alert alert-danger">
          {ordenada.erro}
        </div>
      ) : null}
      {tela.lista.topo(filtro)}
      {itens.length === 0 ? (
        <p>{tela.lista.vazio}</p>
      ) : 'ordem' in tela.lista ? (
        <Ordenada ordem={tela.lista.ordem} itens={itens} csrf={csrf} />
      ) : (
        <Tabela tela={tela} tabela={tela.lista} lista={{ ...lista, itens }} filtro={filtro} />
      )}
    </>
  );
}

type Tela = ReturnType<typeof telaDe>;
type TabelaDaTela = Extract<Tela['lista'], { colunas: unknown }>;
type Item = EditavelDoTipo[TipoDeConteudo];

/** The list ordered by hand: drag, keyboard, or "Subir"/"Descer" (plain posts without JavaScript). */
function Ordenada({ ordem, itens, csrf }: { ordem: Extract<Tela['lista'], { ordem: unknown }>['ordem']; itens: Item[]; csrf: string }) {
  return (
    <ListaOrdenavel
      id={ordem.id}
      titulo={ordem.titulo}
      csrf={csrf}
      itens={itens.map((item) => ({ id: item.id, rotulo: ordem.rotulo(item), item }))}
      renderItem={({ item, rotulo }) => ordem.conteudo(item, rotulo)}
    />
  );
}

/** The list as a table, a page at a time, each item with "Editar" and "Excluir". */
function Tabela({
  tela,
  tabela,
  lista,
  filtro,
}: {
  tela: Tela;
  tabela: TabelaDaTela;
  lista: { itens: Item[]; total: number; pagina: number; paginas: number };
  filtro: string | null;
}) {
  const base = tela.base(filtro);
  return (
    <>
      {/* A table wider than a phone scrolls sideways: the region takes the focus, so the keyboard can scroll it;
          position-relative keeps the links' visually hidden text inside it (else the page itself gets wider). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <section className="table-responsive position-relative" tabIndex={0} aria-label={tabela.regiao(filtro)}>
        <table className="table align-middle">
          <caption className="visually-hidden">{tabela.legenda(lista, filtro)}</caption>
          <thead>
            <tr>
              {tabela.colunas.map((c) => (
                <th key={c.titulo} scope="col">
                  {c.titulo}
                </th>
              ))}
              <ColunaDeAcoes />
            </tr>
          </thead>
          <tbody>
            {lista.itens.map((item) => (
              <tr key={item.id}>
                {tabela.colunas.map((c) => (
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
      <Pagination
        current={lista.pagina}
        total={lista.paginas}
        href={(p) => enderecoDaPagina(base, {}, p)}
        rotulo={tabela.paginas(filtro)}
      />
    </>
  );
}
