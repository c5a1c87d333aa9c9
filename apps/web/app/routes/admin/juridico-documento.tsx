/**
 * /admin/juridico/{secao}/novo and /admin/juridico/{secao}/{id}: a legal document's form — date,
 * description, and an uploaded PDF (checked to open before it is accepted) or an external link.
 * The save goes through the JuridicoPort (permission, version, audit, caches); a refusal keeps
 * what was typed and says why, beside the field and in a summary.
 */
import { type DadosDocumentoJuridico, DocumentoJuridicoForm, type SecaoJuridico } from '@cosems/contracts';
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { DocumentoForm } from '../../features/area-restrita/documento-form';
import {
  enderecoDepoisDeSalvar,
  FORMULARIO_INVALIDO,
  readDocumentoForm,
  respostaDe,
} from '../../features/area-restrita/documento-forms.server';
import { DocumentosErro } from '../../features/area-restrita/documentos-erro';
import { parseSecao, SECOES } from '../../features/juridico/secoes';
import { requireSession } from '../../lib/back-office.server';
import type { Route } from './+types/juridico-documento';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.documento ? 'Editar documento' : 'Novo documento'} | ${loaderData ? SECOES[loaderData.secao].titulo : 'Espaço Jurídico'} | Área restrita | COSEMS/MG`,
  },
];

const naoEncontrado = () => data('Não há esse documento nesta seção do Espaço Jurídico.', { status: 404 });
const proibido = () => data('Só editores e administradores alteram o Espaço Jurídico.', { status: 403 });

function parseParams(params: { secao?: string; id?: string }): { secao: SecaoJuridico; id: number | null } {
  const secao = params.secao === undefined ? null : parseSecao(params.secao);
  if (!secao) throw naoEncontrado();
  if (params.id === undefined) return { secao, id: null };
  if (!/^[1-9][0-9]{0,8}$/.test(params.id)) throw naoEncontrado();
  return { secao, id: Number(params.id) };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const { secao, id } = parseParams(params);
  if (id === null) {
    if ((await backOffice.juridico.list(session, secao, 1)) === 'proibido') throw proibido();
    return { secao, documento: null, csrf: session.csrf };
  }
  const documento = await backOffice.juridico.get(session, id);
  if (documento === 'proibido') throw proibido();
  if (!documento || documento.secao !== secao) throw naoEncontrado();
  return { secao, documento, csrf: session.csrf };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const { secao, id } = parseParams(params);
  const form = await readDocumentoForm<DadosDocumentoJuridico>(request, DocumentoJuridicoForm);
  if (!form.ok)
    return data({ erro: { mensagem: FORMULARIO_INVALIDO }, campos: {} as Record<string, string>, atual: null }, { status: 400 });
  const { data: dia, desc, origem, link = '', versao } = form.dados;
  const result = await backOffice.juridico.save(
    session,
    secao,
    id,
    { data: dia, desc, origem, link, versao },
    form.arquivo,
    backOffice.quem,
  );
  if (result.tipo === 'recusado') {
    if (result.status === 403) throw proibido();
    if (result.status === 404) throw naoEncontrado();
    // A conflict: what is stored now is shown beside what was typed, and the form takes its version.
    const atual = result.status === 409 && id !== null ? await backOffice.juridico.get(session, id) : null;
    return data({ ...respostaDe(result, form.campos), atual: atual && atual !== 'proibido' ? atual : null }, { status: result.status });
  }
  return redirect(enderecoDepoisDeSalvar(`/admin/juridico/${secao}`, result));
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DocumentosErro error={error} voltar={{ endereco: '/admin/juridico', nome: 'Voltar para o Espaço Jurídico' }} />;
}

export default function JuridicoDocumento() {
  const carregado = useLoaderData<typeof loader>();
  const resposta = useActionData<typeof action>();
  const { secao, csrf } = carregado;
  const atual = resposta && 'atual' in resposta ? resposta.atual : null;
  const documento = atual ?? carregado.documento;
  const { titulo } = SECOES[secao];
  const digitado = resposta?.campos;
  const origemDigitada = digitado?.origem === 'link' || digitado?.origem === 'arquivo' ? digitado.origem : undefined;
  const valores = {
    data: digitado?.data ?? documento?.data ?? '',
    desc: digitado?.desc ?? documento?.desc ?? '',
    origem: origemDigitada ?? (documento && !documento.arquivo ? 'link' : 'arquivo'),
    link: digitado?.link ?? documento?.link ?? '',
  } as const;
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link> › <Link to={`/admin/juridico/${secao}`}>Espaço Jurídico: {titulo}</Link>
      </nav>
      <h1>{documento ? 'Editar documento' : 'Novo documento'}</h1>
      <p className="text-body-secondary">Seção: {titulo}</p>
      {atual ? (
        <section aria-labelledby="conflito-titulo" className="alert alert-warning">
          <h2 id="conflito-titulo" className="h6">
            O que está salvo agora
          </h2>
          <dl className="row mb-2">
            <dt className="col-sm-3">Data</dt>
            <dd className="col-sm-9">{atual.data.split('-').reverse().join('/')}</dd>
            <dt className="col-sm-3">Descrição</dt>
            <dd className="col-sm-9">{atual.desc}</dd>
            <dt className="col-sm-3">Documento</dt>
            <dd className="col-sm-9 text-break">
              <a href={atual.link}>{atual.arquivo ?? atual.link}</a>
            </dd>
          </dl>
          <p className="mb-0">Salvar de novo substitui o que está salvo pelo que você escreveu abaixo.</p>
        </section>
      ) : null}
      <DocumentoForm
        // A new form after each save or refusal: the fields show the values above, not stale ones.
        key={`${documento?.versao ?? 'novo'}-${resposta ? JSON.stringify(resposta.erro) : ''}`}
        tipo="juridico"
        csrf={csrf}
        versao={documento?.versao}
        valores={valores}
        arquivoAtual={documento?.arquivo ? { nome: documento.arquivo, endereco: documento.link } : null}
        erro={resposta?.erro ?? null}
        voltar={`/admin/juridico/${secao}`}
      />
    </>
  );
}
