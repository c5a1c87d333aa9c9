/**
 * /admin/publicacoes/nova and /admin/publicacoes/{id}: a publication's form — title, and an
 * uploaded PDF (checked to open) or an external link. "Ultima Mudança" moves only when the file or
 * the link changes (PublicacoesPort). A refusal keeps what was typed and says why.
 */
import { type DadosPublicacao, PublicacaoForm } from '@cosems/contracts';
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { DocumentoForm } from '../../features/area-restrita/documento-form';
import {
  enderecoDepoisDeSalvar,
  FORMULARIO_INVALIDO,
  readDocumentoForm,
  respostaDe,
} from '../../features/area-restrita/documento-forms.server';
import { DocumentosErro } from '../../features/area-restrita/documentos-erro';
import { requireSession } from '../../lib/back-office.server';
import { formatDate } from '../../lib/dates';
import type { Route } from './+types/publicacao';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.publicacao ? 'Editar publicação' : 'Nova publicação'} | Publicações | Área restrita | COSEMS/MG` },
];

const naoEncontrada = () => data('Não há essa publicação.', { status: 404 });
const proibido = () => data('Só editores e administradores alteram as publicações.', { status: 403 });

function parseId(id: string | undefined): number | null {
  if (id === undefined) return null;
  if (!/^[1-9][0-9]{0,8}$/.test(id)) throw naoEncontrada();
  return Number(id);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const id = parseId(params.id);
  if (id === null) {
    if ((await backOffice.publicacoes.list(session, 1)) === 'proibido') throw proibido();
    return { publicacao: null, csrf: session.csrf };
  }
  const publicacao = await backOffice.publicacoes.get(session, id);
  if (publicacao === 'proibido') throw proibido();
  if (!publicacao) throw naoEncontrada();
  return { publicacao, csrf: session.csrf };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const id = parseId(params.id);
  const form = await readDocumentoForm<DadosPublicacao>(request, PublicacaoForm);
  if (!form.ok)
    return data({ erro: { mensagem: FORMULARIO_INVALIDO }, campos: {} as Record<string, string>, atual: null }, { status: 400 });
  const { title, origem, link = '', versao } = form.dados;
  const result = await backOffice.publicacoes.save(session, id, { title, origem, link, versao }, form.arquivo, backOffice.quem);
  if (result.tipo === 'recusado') {
    if (result.status === 403) throw proibido();
    if (result.status === 404) throw naoEncontrada();
    // A conflict: what is stored now is shown beside what was typed, and the form takes its version.
    const atual = result.status === 409 && id !== null ? await backOffice.publicacoes.get(session, id) : null;
    return data({ ...respostaDe(result, form.campos), atual: atual && atual !== 'proibido' ? atual : null }, { status: result.status });
  }
  return redirect(enderecoDepoisDeSalvar('/admin/publicacoes', result));
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DocumentosErro error={error} voltar={{ endereco: '/admin/publicacoes', nome: 'Voltar para as publicações' }} />;
}

export default function Publicacao() {
  const carregado = useLoaderData<typeof loader>();
  const resposta = useActionData<typeof action>();
  const atual = resposta && 'atual' in resposta ? resposta.atual : null;
  const publicacao = atual ?? carregado.publicacao;
  const digitado = resposta?.campos;
  const origemDigitada = digitado?.origem === 'link' || digitado?.origem === 'arquivo' ? digitado.origem : undefined;
  const valores = {
    title: digitado?.title ?? publicacao?.title ?? '',
    origem: origemDigitada ?? (publicacao && !publicacao.arquivo ? 'link' : 'arquivo'),
    link: digitado?.link ?? publicacao?.link ?? '',
  } as const;
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link> › <Link to="/admin/publicacoes">Publicações</Link>
      </nav>
      <h1>{publicacao ? 'Editar publicação' : 'Nova publicação'}</h1>
      {publicacao ? (
        <p className="text-body-secondary">
          Ultima Mudança: <time dateTime={publicacao.lastUpdate}>{formatDate(publicacao.lastUpdate)}</time>
        </p>
      ) : null}
      {atual ? (
        <section aria-labelledby="conflito-titulo" className="alert alert-warning">
          <h2 id="conflito-titulo" className="h6">
            O que está salvo agora
          </h2>
          <dl className="row mb-2">
            <dt className="col-sm-3">Título</dt>
            <dd className="col-sm-9">{atual.title}</dd>
            <dt className="col-sm-3">Documento</dt>
            <dd className="col-sm-9 text-break">
              <a href={atual.link}>{atual.arquivo ?? atual.link}</a>
            </dd>
          </dl>
          <p className="mb-0">Salvar de novo substitui o que está salvo pelo que você escreveu abaixo.</p>
        </section>
      ) : null}
      <DocumentoForm
        key={`${publicacao?.versao ?? 'nova'}-${resposta ? JSON.stringify(resposta.erro) : ''}`}
        tipo="publicacao"
        csrf={carregado.csrf}
        versao={publicacao?.versao}
        valores={valores}
        arquivoAtual={publicacao?.arquivo ? { nome: publicacao.arquivo, endereco: publicacao.link } : null}
        erro={resposta?.erro ?? null}
        voltar="/admin/publicacoes"
      />
    </>
  );
}
