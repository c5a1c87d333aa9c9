/**
 * /admin/{tipo}/novo (or nova) and /admin/{tipo}/{id}: the form of an item of a content type of
 * the registry (tipos.tsx). The save is the pipeline's (ConteudoPort: rights, the form's schema,
 * version, audit, caches); a refusal keeps what was typed and says why, beside the field and in a
 * summary, and a 409 shows what is stored now beside it. A type that removes on this page
 * (`item.remover`) gets the confirmed removal form below its own.
 */
import { type EditavelDoTipo, type ErroDeCampo, FORMULARIO_INVALIDO, type TipoDeConteudo } from '@cosems/contracts';
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
import { CsrfField } from '../../../features/area-restrita/csrf-field';
import { enderecoDepoisDeSalvar, type RespostaDeDocumento, respostaDe } from '../../../features/area-restrita/documento-forms.server';
import { DocumentosErro } from '../../../features/area-restrita/documentos-erro';
import { MensagemDoCampo } from '../../../features/area-restrita/erros-de-campo';
import { readMidiaForm } from '../../../features/area-restrita/midia-forms.server';
import { requireSession } from '../../../lib/back-office.server';
import { enderecoDoItem, LinhasDoResumo, TELAS, type TelaDoTipo, telaDe, tipoDoCaminho } from './tipos';

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const { tipo, tela, filtro, id } = enderecoDoItem(request, params);
  if (id === null) backOffice.conteudo.exigirCriar(session, tipo);
  const item = id === null ? null : await backOffice.conteudo.obter(session, tipo, filtro, id);
  if (id !== null && !item) throw data(tela.naoEncontrado, { status: 404 });
  return { tipo, filtro, item, imagens: await backOffice.conteudo.imagens(session, tipo), csrf: session.csrf };
}

type Resposta = RespostaDeDocumento & { atual: EditavelDoTipo[TipoDeConteudo] | null; mensagem?: string };

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const { tipo, tela, filtro, id } = enderecoDoItem(request, params);
  const form = await readMidiaForm(request);
  if (!form.ok) return data<Resposta>({ erro: { mensagem: FORMULARIO_INVALIDO }, campos: {}, atual: null }, { status: 400 });
  if (form.campos.intent === 'excluir' && tela.item.remover && id !== null) {
    if (tela.item.remover.confirmacao && form.campos.confirmar !== 'sim')
      return data<Resposta>(
        { erro: null, erros: [{ campo: 'confirmar', mensagem: tela.item.remover.semConfirmacao ?? '' }], campos: {}, atual: null },
        { status: 400 },
      );
    const result = await backOffice.conteudo.excluir(session, tipo, filtro, id, form.campos.versao ?? '', backOffice.quem);
    if (result.tipo === 'ok') return redirect(`${tela.base(filtro)}?excluido=1`);
    if (result.status === 404) throw data(tela.naoEncontrado, { status: 404 });
    return data<Resposta>({ erro: { mensagem: result.mensagem }, campos: {}, atual: null }, { status: result.status });
  }
  const result = await backOffice.conteudo.salvar(session, tipo, filtro, id, form.campos, form.arquivo, backOffice.quem);
  if (result.tipo === 'recusado') {
    if (result.status === 404) throw data(tela.naoEncontrado, { status: 404 });
    // A conflict: what is stored now is shown beside what was typed, and the form takes its version.
    const atual = result.status === 409 && id !== null ? await backOffice.conteudo.obter(session, tipo, filtro, id) : null;
    return data<Resposta>({ ...respostaDe(result, form.campos), atual }, { status: result.status });
  }
  // A type that saves in place answers on the item's page (its data reloaded by the revalidation).
  if (tela.item.salvoNaPagina && id !== null)
    return data<Resposta>({ erro: null, campos: {}, atual: null, mensagem: result.semMudanca ? 'Nada mudou.' : tela.item.salvoNaPagina });
  return redirect(enderecoDepoisDeSalvar(tela.base(filtro), result));
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  const tipo = tipoDoCaminho(location.pathname);
  const item = loaderData ? (loaderData.item as EditavelDoTipo[TipoDeConteudo] | null) : undefined;
  const titulo = tipo ? telaDe(tipo).item.meta(item, loaderData ? loaderData.filtro : undefined) : null;
  return [{ title: titulo ?? 'Área restrita | COSEMS/MG' }];
};

export function ErrorBoundary({ error }: { error: unknown }) {
  const tipo = tipoDoCaminho(useLocation().pathname);
  return <DocumentosErro error={error} voltar={TELAS[tipo ?? 'juridico'].item.voltar} />;
}

export default function ItemDeConteudo() {
  const carregado = useLoaderData<typeof loader>();
  const resposta = useActionData<typeof action>();
  const { filtro, csrf, imagens } = carregado;
  const tela = telaDe(carregado.tipo);
  const atual = (resposta?.atual ?? null) as EditavelDoTipo[TipoDeConteudo] | null;
  const item = atual ?? (carregado.item as EditavelDoTipo[TipoDeConteudo] | null);
  const erros = resposta?.erros?.filter((e) => e.campo !== 'confirmar');
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link> › {tela.item.trilha(filtro)}
      </nav>
      <h1>{tela.item.titulo(item)}</h1>
      {tela.item.subtitulo(filtro, item)}
      {tela.item.salvoNaPagina ? (
        <div role="status">{resposta?.mensagem ? <div className="alert alert-success">{resposta.mensagem}</div> : null}</div>
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
          voltar: tela.base(filtro),
        })}
      </div>
      {tela.item.remover && carregado.item ? (
        <Remover
          remover={tela.item.remover}
          item={carregado.item as EditavelDoTipo[TipoDeConteudo]}
          csrf={csrf}
          erros={resposta?.erros?.filter((e) => e.campo === 'confirmar')}
        />
      ) : null}
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
  item: EditavelDoTipo[TipoDeConteudo];
  csrf: string;
  erros: ErroDeCampo[] | undefined;
}) {
  const invalido = Boolean(erros?.length);
  return (
    <Form method="post" noValidate className="card mt-5 cosems-admin-estreito border-danger" aria-labelledby="remover-titulo">
      <div className="card-body">
        <h2 id="remover-titulo" className="h5 card-title">
          {remover.titulo(item)}
        </h2>
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
