/**
 * /admin/{tipo}/novo (or nova) and /admin/{tipo}/{id}: the form of an item of a content type of
 * the registry (tipos.tsx). The save is the pipeline's (ConteudoPort: rights, the form's schema,
 * version, audit, caches); a refusal keeps what was typed and says why, beside the field and in a
 * summary, and a 409 shows what is stored now beside it.
 */
import { type EditavelDoTipo, FORMULARIO_INVALIDO, type TipoDeConteudo } from '@cosems/contracts';
import {
  type ActionFunctionArgs,
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLocation,
  useLoaderData,
} from 'react-router';
import { DocumentoForm } from '../../../features/area-restrita/documento-form';
import { enderecoDepoisDeSalvar, respostaDe } from '../../../features/area-restrita/documento-forms.server';
import { DocumentosErro } from '../../../features/area-restrita/documentos-erro';
import { readMidiaForm } from '../../../features/area-restrita/midia-forms.server';
import { requireSession } from '../../../lib/back-office.server';
import { enderecoDoItem, LinhasDoResumo, TELAS, telaDe, tipoDoCaminho } from './tipos';

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const { tipo, tela, filtro, id } = enderecoDoItem(request, params);
  if (id === null) {
    backOffice.conteudo.exigirCriar(session, tipo);
    return { tipo, filtro, item: null, csrf: session.csrf };
  }
  const item = await backOffice.conteudo.obter(session, tipo, filtro, id);
  if (!item) throw data(tela.naoEncontrado, { status: 404 });
  return { tipo, filtro, item, csrf: session.csrf };
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const { tipo, tela, filtro, id } = enderecoDoItem(request, params);
  const form = await readMidiaForm(request);
  if (!form.ok)
    return data({ erro: { mensagem: FORMULARIO_INVALIDO }, campos: {} as Record<string, string>, atual: null }, { status: 400 });
  const result = await backOffice.conteudo.salvar(session, tipo, filtro, id, form.campos, form.arquivo, backOffice.quem);
  if (result.tipo === 'recusado') {
    if (result.status === 404) throw data(tela.naoEncontrado, { status: 404 });
    // A conflict: what is stored now is shown beside what was typed, and the form takes its version.
    const atual = result.status === 409 && id !== null ? await backOffice.conteudo.obter(session, tipo, filtro, id) : null;
    return data({ ...respostaDe(result, form.campos), atual }, { status: result.status });
  }
  return redirect(enderecoDepoisDeSalvar(tela.base(filtro), result));
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location }) => {
  const tipo = tipoDoCaminho(location.pathname);
  const titulo = tipo ? TELAS[tipo].item.meta(Boolean(loaderData?.item), loaderData ? loaderData.filtro : undefined) : null;
  return [{ title: titulo ?? 'Área restrita | COSEMS/MG' }];
};

export function ErrorBoundary({ error }: { error: unknown }) {
  const tipo = tipoDoCaminho(useLocation().pathname);
  return <DocumentosErro error={error} voltar={TELAS[tipo ?? 'juridico'].item.voltar} />;
}

export default function ItemDeConteudo() {
  const carregado = useLoaderData<typeof loader>();
  const resposta = useActionData<typeof action>();
  const { filtro, csrf } = carregado;
  const tela = telaDe(carregado.tipo);
  const atual = (resposta && 'atual' in resposta ? resposta.atual : null) as EditavelDoTipo[TipoDeConteudo] | null;
  const item = atual ?? (carregado.item as EditavelDoTipo[TipoDeConteudo] | null);
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link> › {tela.item.trilha(filtro)}
      </nav>
      <h1>{tela.item.titulo(Boolean(item))}</h1>
      {tela.item.subtitulo(filtro, item)}
      {atual ? (
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
      <DocumentoForm
        // A new form after each save or refusal: the fields show the values above, not stale ones.
        key={`${item?.versao ?? 'novo'}-${resposta ? JSON.stringify(resposta.erro) : ''}`}
        tipo={tela.item.formulario}
        csrf={csrf}
        versao={item?.versao}
        valores={tela.item.valores(resposta?.campos, item)}
        arquivoAtual={item?.arquivo ? { nome: item.arquivo, endereco: item.link } : null}
        erro={resposta?.erro ?? null}
        voltar={tela.base(filtro)}
      />
    </>
  );
}
