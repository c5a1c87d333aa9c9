/**
 * /admin/{tipo}/novo (or nova) and /admin/{tipo}/{id}: the form of an item of a content type of
 * the registry (tipos.tsx). The save is the pipeline's (ConteudoPort: rights, the form's schema,
 * version, audit, caches); a refusal keeps what was typed and says why, beside the field and in a
 * summary, and a 409 shows what is stored now beside it. A type that removes on this page
 * (`item.remover`) gets the confirmed removal form below its own; a type whose page lists another
 * type's sub-list (`item.sublista`: a group's members) shows it above its form, ordered by hand
 * (intent=ordenar) and with the form that adds one (`sublista.inclusao.intent`). A type with
 * municipalities (`item.municipios`: a regional council) lists them below its form, with the search
 * of the IBGE list (?municipio=) and the buttons that add, move or take one out (intent=incluir|retirar).
 */
import { type EditavelDoTipo, type ErroDeCampo, FORMULARIO_INVALIDO, parseOrdem, pode, type TipoDeConteudo } from '@cosems/contracts';
import { Value } from 'typebox/value';
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLocation,
  useLoaderData,
} from 'react-router';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import {
  enderecoDepoisDeSalvar,
  type RespostaDeDocumento,
  respostaDe,
} from '../../../features/area-restrita/conteudo/documento-forms.server';
import { DocumentosErro } from '../../../features/area-restrita/conteudo/documentos-erro';
import { ListaOrdenavel, type RespostaDeOrdem } from '../../../features/area-restrita/conteudo/lista-ordenavel';
import { MensagemDoCampo } from '../../../features/area-restrita/formularios/erros-de-campo';
import { MunicipioDaRegionalForm } from '../../../features/area-restrita/formularios/forms.server';
import { BUSCA_DE_MUNICIPIO_MAX, MunicipiosDoItem, resultadoDaBusca } from '../../../features/area-restrita/conteudo/municipios-do-item';
import { readMidiaForm } from '../../../features/area-restrita/midia/midia-forms.server';
import { requireSession } from '../../../lib/back-office.server';
import {
  type Escolha,
  enderecoDoItem,
  FormularioDeInclusao,
  LinhasDoResumo,
  raizDe,
  TELAS,
  type TelaDoTipo,
  telaDe,
  tipoDoCaminho,
} from './tipos';

type Item = EditavelDoTipo[TipoDeConteudo];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const { conteudo } = backOffice;
  const { tipo, tela, filtro, id } = enderecoDoItem(request, params);
  if (id === null) conteudo.exigirCriar(session, tipo);
  const item = id === null ? null : await conteudo.obter(session, tipo, filtro, id);
  if (id !== null && !item) throw data(tela.naoEncontrado, { status: 404 });
  const { sublista, escolhe } = tela.item;
  const subitens = sublista && id !== null ? (await conteudo.listar(session, sublista.tipo, String(id), 1)).itens : [];
  const escolhas: Escolha[] = escolhe
    ? (await conteudo.listar(session, escolhe, null, 1)).itens.map((i) => ({ id: i.id, nome: telaDe(escolhe).nomeDoItem(i) }))
    : [];
  const url = new URL(request.url);
  const aviso = sublista && url.searchParams.get('removido') === '1' ? sublista.removido : null;
  // The search of the IBGE list (`item.municipios`), bounded.
  const busca = tela.item.municipios ? (url.searchParams.get('municipio') ?? '').slice(0, BUSCA_DE_MUNICIPIO_MAX) : '';
  const encontrados = busca.trim() ? await conteudo.buscarMunicipios(session, tipo, busca) : null;
  // Whether the form offers "publicar" (types with drafts, `rascunho`: autores save drafts only; the pipeline checks it again).
  const publica = session.etapa === 'completa' && pode(session.usuario.papel, 'conteudo.editar');
  return {
    tipo,
    filtro,
    item,
    subitens,
    escolhas,
    aviso,
    busca,
    encontrados,
    imagens: await conteudo.imagens(session, tipo),
    opcoes: await conteudo.opcoes(session, tipo),
    csrf: session.csrf,
    publica,
  };
}

type Resposta = RespostaDeDocumento & { atual: Item | null; mensagem?: string; sublista?: RespostaDeDocumento };

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const { conteudo, quem } = backOffice;
  const { tipo, tela, filtro, id } = enderecoDoItem(request, params);
  const form = await readMidiaForm(request);
  if (!form.ok) return data<Resposta>({ erro: { mensagem: FORMULARIO_INVALIDO }, campos: {}, atual: null }, { status: 400 });
  const { sublista, remover, salvoNaPagina, municipios } = tela.item;
  if (municipios && id !== null && (form.campos.intent === 'incluir' || form.campos.intent === 'retirar')) {
    const { campos } = form;
    if (!Value.Check(MunicipioDaRegionalForm, campos))
      return data<Resposta>({ erro: { mensagem: FORMULARIO_INVALIDO }, campos: {}, atual: null }, { status: 400 });
    const mudanca = campos.intent === 'incluir' ? { incluir: Number(campos.ibge) } : { retirar: Number(campos.municipio) };
    const r = await conteudo.mudarMunicipio(session, tipo, id, mudanca, quem);
    if (r.tipo === 'ok') return data<Resposta>({ erro: null, campos: {}, atual: null, mensagem: r.mensagem ?? '' });
    if (r.status === 404) throw data(tela.naoEncontrado, { status: 404 });
    return data<Resposta>({ erro: { mensagem: r.mensagem }, campos: {}, atual: null }, { status: r.status });
  }
  if (sublista && id !== null && (form.campos.intent === 'ordenar' || form.campos.intent === sublista.inclusao.intent)) {
    const item = await conteudo.obter(session, tipo, filtro, id);
    if (!item) throw data(tela.naoEncontrado, { status: 404 });
    if (form.campos.intent === 'ordenar') {
      const r = await conteudo.ordenar(session, sublista.tipo, parseOrdem(form.campos.ordem ?? '') ?? [], quem, String(id));
      if (r.tipo === 'recusado') return data<RespostaDeOrdem>({ erro: r.mensagem, mensagem: null }, { status: r.status });
      return data<RespostaDeOrdem>({ erro: null, mensagem: sublista.ordem.salva(item) });
    }
    const r = await conteudo.salvar(session, sublista.tipo, String(id), null, form.campos, null, quem);
    if (r.tipo === 'recusado') {
      if (r.status === 404) throw data(tela.naoEncontrado, { status: 404 });
      return data<Resposta>({ erro: null, campos: {}, atual: null, sublista: respostaDe(r, form.campos) }, { status: r.status });
    }
    const novo = await conteudo.obter(session, sublista.tipo, String(id), r.id);
    return data<Resposta>({ erro: null, campos: {}, atual: null, mensagem: novo ? sublista.inclusao.incluido(novo, item) : '' });
  }
  if (form.campos.intent === 'excluir' && remover && id !== null) {
    if (remover.confirmacao && form.campos.confirmar !== 'sim')
      return data<Resposta>(
        { erro: null, erros: [{ campo: 'confirmar', mensagem: remover.semConfirmacao ?? '' }], campos: {}, atual: null },
        { status: 400 },
      );
    const antes = remover.destino ? await conteudo.obter(session, tipo, filtro, id) : null;
    const result = await conteudo.excluir(session, tipo, filtro, id, form.campos.versao ?? '', quem);
    if (result.tipo === 'ok') return redirect(antes && remover.destino ? remover.destino(antes) : `${tela.base(filtro)}?excluido=1`);
    if (result.status === 404) throw data(tela.naoEncontrado, { status: 404 });
    return data<Resposta>({ erro: { mensagem: result.mensagem }, campos: {}, atual: null }, { status: result.status });
  }
  // A notice said of the item before and after the save reads it before.
  const antes = typeof salvoNaPagina === 'function' && id !== null ? await conteudo.obter(session, tipo, filtro, id) : null;
  const result = await conteudo.salvar(session, tipo, filtro, id, form.campos, form.arquivo, quem);
  if (result.tipo === 'recusado') {
    if (result.status === 404) throw data(tela.naoEncontrado, { status: 404 });
    // A conflict: what is stored now is shown beside what was typed, and the form takes its version.
    const atual = result.status === 409 && id !== null ? await conteudo.obter(session, tipo, filtro, id) : null;
    return data<Resposta>({ ...respostaDe(result, form.campos), atual }, { status: result.status });
  }
  // A type that saves in place answers on the item's page (its data reloaded by the revalidation).
  if (salvoNaPagina && id !== null) {
    const depois = result.semMudanca || typeof salvoNaPagina === 'string' ? null : await conteudo.obter(session, tipo, filtro, id);
    const mensagem = result.semMudanca
      ? 'Nada mudou.'
      : typeof salvoNaPagina === 'string'
        ? salvoNaPagina
        : depois && antes
          ? salvoNaPagina(depois, antes)
          : '';
    return data<Resposta>({ erro: null, campos: {}, atual: null, mensagem });
  }
  return redirect(enderecoDepoisDeSalvar(tela.base(filtro), result));
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  const tipo = tipoDoCaminho(location.pathname);
  const item = loaderData ? (loaderData.item as Item | null) : undefined;
  const titulo = tipo ? telaDe(tipo).item.meta(item, loaderData ? loaderData.filtro : undefined) : null;
  return [{ title: titulo ?? 'Área restrita | COSEMS/MG' }];
};

export function ErrorBoundary({ error }: { error: unknown }) {
  const tipo = tipoDoCaminho(useLocation().pathname);
  return <DocumentosErro error={error} voltar={TELAS[tipo ?? 'juridico'].item.voltar} />;
}

export default function ItemDeConteudo() {
  const carregado = useLoaderData<typeof loader>();
  const dados = useActionData<typeof action>();
  // The answer to an order saved without JavaScript (a sub-list's), or to a form of this page.
  const ordem = dados && !('campos' in dados) ? (dados as RespostaDeOrdem) : null;
  const resposta = ordem ? undefined : (dados as Resposta | undefined);
  const { filtro, csrf, imagens, escolhas, opcoes, publica } = carregado;
  const tela = telaDe(carregado.tipo);
  const atual = (resposta?.atual ?? null) as Item | null;
  const item = atual ?? (carregado.item as Item | null);
  const erros = resposta?.erros?.filter((e) => e.campo !== 'confirmar');
  const mensagem = ordem?.mensagem ?? resposta?.mensagem ?? carregado.aviso;
  const { busca, encontrados } = carregado;
  const municipios = tela.item.municipios && item ? tela.item.municipios(item) : null;
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to={raizDe(tela).endereco}>{raizDe(tela).nome}</Link> › {tela.item.trilha(filtro, item)}
      </nav>
      <h1 className="text-break">{tela.item.titulo(item)}</h1>
      {tela.item.subtitulo(filtro, item)}
      {tela.item.salvoNaPagina || tela.item.sublista ? (
        <div role="status">
          {mensagem ? (
            <div className="alert alert-success">{mensagem}</div>
          ) : encontrados ? (
            // What a search found, for screen readers (the results, or their absence, are shown where the search is).
            <p className="visually-hidden">{resultadoDaBusca(busca, encontrados)}</p>
          ) : null}
        </div>
      ) : null}
      {ordem?.erro ? (
        <div role="alert" className="alert alert-danger">
          {ordem.erro}
        </div>
      ) : null}
      {tela.item.sublista && item ? (
        <Sublista
          sublista={tela.item.sublista}
          item={item}
          subitens={carregado.subitens as Item[]}
          resposta={resposta}
          csrf={csrf}
          voltar={tela.base(filtro)}
        />
      ) : null}
      {atual && !tela.item.conflitoNoFormulario ? (
        <section aria-labelledby="conflito-titulo" className="alert alert-warning">
          <h2 id="conflito-titulo" className="h6">
            O que está salvo agora
          </h2>
          <dl className="row mb-2">
            <LinhasDoResumo linhas={tela.item.resumo(atual)} />
          </dl>
          <p className="mb-0">Salvar de novo substitui o que está salvo pelo que você escreveu abaixo.</p>
        </section>
      ) : null}
      {/* A new form after each save or refusal: the fields show the values above, not stale ones. */}
      <div key={`${item?.versao ?? 'novo'}-${resposta ? JSON.stringify(resposta.erro ?? resposta.erros) : ''}`}>
        {tela.item.formulario({
          csrf,
          item,
          atual,
          digitado: resposta?.campos,
          erro: resposta?.erro ?? null,
          erros: erros?.length ? erros : undefined,
          imagens,
          escolhas,
          opcoes,
          publica,
          voltar: tela.base(filtro),
        })}
      </div>
      {municipios && item ? (
        <MunicipiosDoItem
          id={item.id}
          nome={tela.nomeDoItem(item)}
          municipios={municipios}
          busca={busca}
          encontrados={encontrados}
          csrf={csrf}
        />
      ) : null}
      {tela.item.remover && carregado.item ? (
        <Remover
          remover={tela.item.remover}
          item={carregado.item as Item}
          csrf={csrf}
          erros={resposta?.erros?.filter((e) => e.campo === 'confirmar')}
        />
      ) : null}
    </>
  );
}

/** Another type's items in this item's sub-list, ordered by hand, and the form that adds one at their end. */
function Sublista({
  sublista,
  item,
  subitens,
  resposta,
  csrf,
  voltar,
}: {
  sublista: NonNullable<TelaDoTipo<TipoDeConteudo>['item']['sublista']>;
  item: Item;
  subitens: Item[];
  resposta: Resposta | undefined;
  csrf: string;
  voltar: string;
}) {
  const incluido = resposta?.sublista;
  const { ordem } = sublista;
  return (
    <>
      <h2 className="h4 mt-4">{sublista.titulo}</h2>
      {subitens.length === 0 ? (
        <p>{sublista.vazio(item)}</p>
      ) : (
        <ListaOrdenavel
          id={ordem.id}
          titulo={ordem.titulo(item)}
          csrf={csrf}
          itens={subitens.map((sub) => ({ id: sub.id, rotulo: ordem.rotulo(sub), sub }))}
          renderItem={({ sub, rotulo }) => ordem.conteudo(sub, rotulo)}
        />
      )}
      <FormularioDeInclusao
        formulario={(props) => sublista.inclusao.formulario(props, item)}
        chave={resposta?.mensagem}
        incluido={incluido}
        csrf={csrf}
        imagens={[]}
        voltar={voltar}
      />
    </>
  );
}

/** The removal below the item's form: a check box to confirm (no dialog: works without JavaScript). */
function Remover({
  remover,
  item,
  csrf,
  erros,
}: {
  remover: NonNullable<TelaDoTipo<TipoDeConteudo>['item']['remover']>;
  item: Item;
  csrf: string;
  erros: ErroDeCampo[] | undefined;
}) {
  const invalido = Boolean(erros?.length);
  const bloqueado = remover.bloqueado?.(item) ?? null;
  const titulo = (
    <h2 id="remover-titulo" className="h5 card-title">
      {remover.titulo(item)}
    </h2>
  );
  if (bloqueado)
    return (
      <section className="card mt-5 cosems-admin-estreito" aria-labelledby="remover-titulo">
        <div className="card-body">
          {titulo}
          <p className="mb-0">{bloqueado}</p>
        </div>
      </section>
    );
  return (
    <Form method="post" noValidate className="card mt-5 cosems-admin-estreito border-danger" aria-labelledby="remover-titulo">
      <div className="card-body">
        {titulo}
        <p>{remover.texto}</p>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="excluir" />
        <input type="hidden" name="versao" value={item.versao} />
        {remover.confirmacao ? (
          <div className="form-check mb-3">
            <input
              type="checkbox"
              id="confirmar"
              name="confirmar"
              value="sim"
              className={invalido ? 'form-check-input is-invalid' : 'form-check-input'}
              aria-invalid={invalido ? true : undefined}
              aria-describedby={invalido ? 'confirmar-erro' : undefined}
            />
            <label htmlFor="confirmar" className="form-check-label">
              {remover.confirmacao(item)}
            </label>
            <MensagemDoCampo erros={erros} campo="confirmar" />
          </div>
        ) : null}
        <button type="submit" className="btn btn-outline-danger">
          {remover.botao(item)}
        </button>
      </div>
    </Form>
  );
}
