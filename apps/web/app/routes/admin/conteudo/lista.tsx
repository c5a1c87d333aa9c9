/**
 * /admin/{tipo}: the list of a content type of the registry (tipos.tsx), 20 a page (?page=), each
 * item with "Editar" and "Excluir" (a type without the deletion page: the councils, "Editar" only), the type's "Novo" and the notice after a save or a deletion.
 * A type ordered by hand (`lista.ordem`) shows its whole list as a ListaOrdenavel instead, and this
 * page's action saves a new order (intent=ordenar; a plain POST without JavaScript).
 * Who may see it is the pipeline's guard (a refusal is the 403 of lib/back-office.server.ts).
 */
import { type EditavelDoTipo, FORMULARIO_INVALIDO, parseOrdem, type TipoDeConteudo } from '@cosems/contracts';
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { BotaoDeAcao } from '../../../features/area-restrita/formularios/botao-de-acao';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import { avisoDaLista, type RespostaDeDocumento, respostaDe } from '../../../features/area-restrita/conteudo/documento-forms.server';
import { DocumentosErro } from '../../../features/area-restrita/conteudo/documentos-erro';
import { ListaOrdenavel, type RespostaDeOrdem } from '../../../features/area-restrita/conteudo/lista-ordenavel';
import { readMidiaForm } from '../../../features/area-restrita/midia/midia-forms.server';
import { enderecoDaPagina } from '../../../features/area-restrita/formularios/paginacao';
import { requireSession } from '../../../lib/back-office.server';
import { FormularioDeInclusao, raizDe, TELAS, telaDe, tipoDoCaminho, tipoDoEndereco } from './tipos';
import { ColunaDeAcoes } from '../../../components/ui/coluna-de-acoes';

/** The type's list screen; 404 for a type listed only as another's sub-list. */
function listaDe(tipo: ReturnType<typeof tipoDoEndereco>) {
  const { lista } = telaDe(tipo);
  if (!lista) throw data('Não encontrado.', { status: 404 });
  return lista;
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const tipo = tipoDoEndereco(request);
  const tela = listaDe(tipo);
  const filtro = TELAS[tipo].filtro(params, true);
  const url = new URL(request.url);
  const pedida = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const lista = await backOffice.conteudo.listar(session, tipo, filtro, Number.isFinite(pedida) ? pedida : 1);
  const imagens = tela.inclusao ? await backOffice.conteudo.imagens(session, tipo) : [];
  return { tipo, filtro, lista, imagens, aviso: avisoDaLista(url, tela.avisos), csrf: session.csrf };
}

/** What the list's action answers: a new order's (RespostaDeOrdem), or the item added on the list (`inclusao`). */
type Resposta = RespostaDeOrdem & { inclusao?: RespostaDeDocumento };

/**
 * A new order, for a type ordered by hand; a new item, for a type that adds on its list
 * (`lista.inclusao`); the active item chosen, or another removed, for a type with one (`lista.ativo`).
 */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const tipo = tipoDoEndereco(request);
  const lista = listaDe(tipo);
  const form = await readMidiaForm(request);
  if (form.ok && lista.inclusao && form.campos.intent === (lista.inclusao.intent ?? 'criar')) {
    const filtro = TELAS[tipo].filtro(params, true);
    const r = await backOffice.conteudo.salvar(session, tipo, filtro, null, form.campos, null, backOffice.quem);
    if (r.tipo === 'recusado')
      return data<Resposta>({ erro: null, mensagem: null, inclusao: respostaDe(r, form.campos) }, { status: r.status });
    const item = await backOffice.conteudo.obter(session, tipo, filtro, r.id);
    return data<Resposta>({ erro: null, mensagem: item ? lista.inclusao.incluido(item) : null });
  }
  if ('ativo' in lista) {
    const { intent, versao = '', [lista.ativo.campo]: id = '' } = form.ok ? form.campos : {};
    if ((intent !== 'ativar' && intent !== 'excluir') || !/^[1-9][0-9]{0,8}$/.test(id) || !/^[0-9a-f]{16}$/.test(versao))
      return data<Resposta>({ erro: FORMULARIO_INVALIDO, mensagem: null }, { status: 400 });
    const r =
      intent === 'ativar'
        ? await backOffice.conteudo.ativar(session, tipo, Number(id), versao, backOffice.quem)
        : await backOffice.conteudo.excluir(session, tipo, null, Number(id), versao, backOffice.quem);
    if (r.tipo === 'recusado') return data<Resposta>({ erro: r.mensagem, mensagem: null }, { status: r.status });
    const { ativo } = lista;
    return data<Resposta>({
      erro: null,
      mensagem: intent === 'excluir' ? ativo.remover.removido : r.semMudanca ? ativo.jaAtivo : ativo.ativado,
    });
  }
  if (!('ordem' in lista)) throw data('Método não permitido.', { status: 405 });
  if (!form.ok || form.campos.intent !== 'ordenar' || typeof form.campos.ordem !== 'string')
    return data<Resposta>({ erro: FORMULARIO_INVALIDO, mensagem: null }, { status: 400 });
  const r = await backOffice.conteudo.ordenar(session, tipo, parseOrdem(form.campos.ordem) ?? [], backOffice.quem);
  if (r.tipo === 'recusado') return data<Resposta>({ erro: r.mensagem, mensagem: null }, { status: r.status });
  return data<Resposta>({ erro: null, mensagem: lista.ordem.salva });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  const tipo = tipoDoCaminho(location.pathname);
  const lista = tipo ? TELAS[tipo].lista : undefined;
  return [{ title: lista ? lista.meta(loaderData ? loaderData.filtro : undefined) : 'Área restrita | COSEMS/MG' }];
};

export function ErrorBoundary({ error }: { error: unknown }) {
  return <DocumentosErro error={error} voltar={{ endereco: '/admin/conteudo', nome: 'Voltar para Conteúdo do site' }} />;
}

export default function ListaDeConteudo() {
  const { tipo, filtro, lista, imagens, aviso, csrf } = useLoaderData<typeof loader>();
  const ordenada = useActionData<typeof action>();
  const incluido = ordenada?.inclusao;
  const tela = telaDe(tipo);
  // The loader answered 404 for a type without a list.
  const telaDaLista = tela.lista;
  if (!telaDaLista) return null;
  const itens = lista.itens as EditavelDoTipo[TipoDeConteudo][];
  const mensagem = ordenada?.mensagem ?? aviso?.texto;
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to={raizDe(tela).endereco}>{raizDe(tela).nome}</Link>
      </nav>
      <h1>{telaDaLista.titulo}</h1>
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
      {telaDaLista.topo(filtro)}
      {itens.length === 0 ? (
        <p>{telaDaLista.vazio}</p>
      ) : 'ordem' in telaDaLista ? (
        <Ordenada ordem={telaDaLista.ordem} itens={itens} csrf={csrf} />
      ) : 'ativo' in telaDaLista ? (
        <EscolhaDoAtivo ativo={telaDaLista.ativo} itens={itens} csrf={csrf} />
      ) : (
        <Tabela tela={tela} tabela={telaDaLista} lista={{ ...lista, itens }} filtro={filtro} />
      )}
      {telaDaLista.inclusao ? (
        <FormularioDeInclusao
          formulario={telaDaLista.inclusao.formulario}
          chave={ordenada?.mensagem}
          incluido={incluido}
          csrf={csrf}
          imagens={imagens}
          voltar={tela.base(filtro)}
          lista={itens}
        />
      ) : null}
    </>
  );
}

type Tela = ReturnType<typeof telaDe>;
type TelaDaLista = NonNullable<Tela['lista']>;
type TabelaDaTela = Extract<TelaDaLista, { colunas: unknown }>;
type Item = EditavelDoTipo[TipoDeConteudo];

/** The list ordered by hand: drag, keyboard, or "Subir"/"Descer" (plain posts without JavaScript). */
function Ordenada({ ordem, itens, csrf }: { ordem: Extract<TelaDaLista, { ordem: unknown }>['ordem']; itens: Item[]; csrf: string }) {
  return (
    <ListaOrdenavel
      id={ordem.id}
      titulo={ordem.titulo}
      csrf={csrf}
      itens={itens.map((item, indice) => ({ id: item.id, rotulo: ordem.rotulo(item), item, indice }))}
      renderItem={({ item, rotulo, indice }) => ordem.conteudo(item, rotulo, indice)}
    />
  );
}

/**
 * The choice of the active item (one post with the list's version, the same on every item) and a
 * button to remove each of the others.
 */
function EscolhaDoAtivo({
  ativo,
  itens,
  csrf,
}: {
  ativo: Extract<Tela['lista'], { ativo: unknown }>['ativo'];
  itens: Item[];
  csrf: string;
}) {
  const versao = itens[0]?.versao ?? '';
  const outros = itens.filter((item) => !ativo.eAtivo(item));
  return (
    <>
      <Form method="post" className="cosems-admin-estreito" key={versao}>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="ativar" />
        <input type="hidden" name="versao" value={versao} />
        <fieldset>
          <legend className="h5">{ativo.legenda}</legend>
          {itens.map((item) => (
            <div className="form-check mb-3 d-flex align-items-center gap-3" key={item.id}>
              <input
                className="form-check-input"
                type="radio"
                name={ativo.campo}
                id={`${ativo.campo}-${item.id}`}
                value={item.id}
                defaultChecked={ativo.eAtivo(item)}
                required
              />
              <label className="form-check-label d-flex align-items-center gap-3" htmlFor={`${ativo.campo}-${item.id}`}>
                {ativo.rotulo(item)}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary">
          {ativo.botao}
        </button>
      </Form>
      {outros.length > 0 ? (
        <section className="mt-4 cosems-admin-estreito" aria-labelledby="remover-titulo">
          <h2 id="remover-titulo" className="h5">
            {ativo.remover.titulo}
          </h2>
          <p>{ativo.remover.texto}</p>
          <ul className="list-unstyled">
            {outros.map((item) => (
              <li key={item.id} className="mb-2">
                <BotaoDeAcao
                  csrf={csrf}
                  intent="excluir"
                  campos={{ versao, [ativo.campo]: String(item.id) }}
                  className="btn btn-sm btn-outline-danger text-break"
                >
                  {ativo.remover.botao(item)}
                </BotaoDeAcao>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The list as a table, a page at a time, each item with "Editar" and, for a type that has the deletion page, "Excluir". */
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
                  {tela.excluir ? (
                    <Link to={`${base}/${item.id}/excluir`} className="btn btn-outline-danger btn-sm">
                      Excluir<span className="visually-hidden">: {tela.nomeDoItem(item)}</span>
                    </Link>
                  ) : null}
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
