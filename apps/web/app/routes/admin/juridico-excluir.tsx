/**
 * /admin/juridico/{secao}/{id}/excluir: the confirmation before a legal document leaves the site
 * (a page of its own, so that it works without JavaScript), and the deletion itself (POST, with the
 * version shown: a document changed meanwhile is not deleted unseen).
 */
import { ExcluirDocumentoForm } from '@cosems/contracts';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../features/area-restrita/csrf-field';
import { FormError } from '../../features/area-restrita/form-error';
import { readForm } from '../../features/area-restrita/forms.server';
import { DocumentosErro } from '../../features/area-restrita/documentos-erro';
import { parseSecao, SECOES } from '../../features/juridico/secoes';
import { requireSession } from '../../lib/back-office.server';
import { formatDate } from '../../lib/dates';
import type { Route } from './+types/juridico-excluir';

export const meta: Route.MetaFunction = () => [{ title: 'Excluir documento | Espaço Jurídico | Área restrita | COSEMS/MG' }];

const naoEncontrado = () => data('Não há esse documento nesta seção do Espaço Jurídico.', { status: 404 });
const proibido = () => data('Só editores e administradores alteram o Espaço Jurídico.', { status: 403 });

function parseParams(params: { secao: string; id: string }) {
  const secao = parseSecao(params.secao);
  if (!secao || !/^[1-9][0-9]{0,8}$/.test(params.id)) throw naoEncontrado();
  return { secao, id: Number(params.id) };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const { secao, id } = parseParams(params);
  const documento = await backOffice.juridico.get(session, id);
  if (documento === 'proibido') throw proibido();
  if (!documento || documento.secao !== secao) throw naoEncontrado();
  return { secao, documento, csrf: session.csrf };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const { secao, id } = parseParams(params);
  const form = await readForm(request, ExcluirDocumentoForm);
  if (!form.ok) return data({ erro: form.erro }, { status: 400 });
  const result = await backOffice.juridico.delete(session, id, form.data.versao, backOffice.quem);
  if (result.tipo === 'recusado') {
    if (result.status === 403) throw proibido();
    if (result.status === 404) throw naoEncontrado();
    return data({ erro: result.mensagem }, { status: result.status });
  }
  return redirect(`/admin/juridico/${secao}?excluido=1`);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DocumentosErro error={error} voltar={{ endereco: '/admin/juridico', nome: 'Voltar para o Espaço Jurídico' }} />;
}

export default function JuridicoExcluir() {
  const { secao, documento, csrf } = useLoaderData<typeof loader>();
  const resposta = useActionData<typeof action>();
  const { titulo } = SECOES[secao];
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link> › <Link to={`/admin/juridico/${secao}`}>Espaço Jurídico: {titulo}</Link>
      </nav>
      <h1>Excluir documento</h1>
      <FormError id="excluir-erro" message={resposta?.erro} />
      <p>Este documento sai do Espaço Jurídico e da API assim que você confirmar. O PDF continua na biblioteca de mídia.</p>
      <dl className="row">
        <dt className="col-sm-3">Seção</dt>
        <dd className="col-sm-9">{titulo}</dd>
        <dt className="col-sm-3">Data</dt>
        <dd className="col-sm-9">{formatDate(`${documento.data}T12:00:00-03:00`)}</dd>
        <dt className="col-sm-3">Descrição</dt>
        <dd className="col-sm-9">{documento.desc}</dd>
        <dt className="col-sm-3">Documento</dt>
        <dd className="col-sm-9 text-break">
          <a href={documento.link}>{documento.arquivo ?? documento.link}</a>
        </dd>
      </dl>
      <Form method="post" className="d-flex flex-wrap gap-2" aria-describedby={resposta?.erro ? 'excluir-erro' : undefined}>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="excluir" />
        <input type="hidden" name="versao" value={documento.versao} />
        <button type="submit" className="btn btn-danger">
          Excluir o documento
        </button>
        <Link to={`/admin/juridico/${secao}`} className="btn btn-outline-secondary">
          Cancelar
        </Link>
      </Form>
    </>
  );
}
