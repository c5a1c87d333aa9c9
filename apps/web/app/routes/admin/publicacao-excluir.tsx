/**
 * /admin/publicacoes/{id}/excluir: the confirmation before a publication leaves the site (a page of
 * its own, so that it works without JavaScript), and the deletion (POST, with the version shown).
 */
import { ExcluirDocumentoForm } from '@cosems/contracts';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../features/area-restrita/csrf-field';
import { DocumentosErro } from '../../features/area-restrita/documentos-erro';
import { FormError } from '../../features/area-restrita/form-error';
import { readForm } from '../../features/area-restrita/forms.server';
import { requireSession } from '../../lib/back-office.server';
import { formatDate } from '../../lib/dates';
import type { Route } from './+types/publicacao-excluir';

export const meta: Route.MetaFunction = () => [{ title: 'Excluir publicação | Publicações | Área restrita | COSEMS/MG' }];

const naoEncontrada = () => data('Não há essa publicação.', { status: 404 });
const proibido = () => data('Só editores e administradores alteram as publicações.', { status: 403 });

function parseId(id: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) throw naoEncontrada();
  return Number(id);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const publicacao = await backOffice.publicacoes.get(session, parseId(params.id));
  if (publicacao === 'proibido') throw proibido();
  if (!publicacao) throw naoEncontrada();
  return { publicacao, csrf: session.csrf };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const id = parseId(params.id);
  const form = await readForm(request, ExcluirDocumentoForm);
  if (!form.ok) return data({ erro: form.erro }, { status: 400 });
  const result = await backOffice.publicacoes.delete(session, id, form.data.versao, backOffice.quem);
  if (result.tipo === 'recusado') {
    if (result.status === 403) throw proibido();
    if (result.status === 404) throw naoEncontrada();
    return data({ erro: result.mensagem }, { status: result.status });
  }
  return redirect('/admin/publicacoes?excluido=1');
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DocumentosErro error={error} voltar={{ endereco: '/admin/publicacoes', nome: 'Voltar para as publicações' }} />;
}

export default function PublicacaoExcluir() {
  const { publicacao, csrf } = useLoaderData<typeof loader>();
  const resposta = useActionData<typeof action>();
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link> › <Link to="/admin/publicacoes">Publicações</Link>
      </nav>
      <h1>Excluir publicação</h1>
      <FormError id="excluir-erro" message={resposta?.erro} />
      <p>Esta publicação sai do site e da API assim que você confirmar. O PDF continua na biblioteca de mídia.</p>
      <dl className="row">
        <dt className="col-sm-3">Título</dt>
        <dd className="col-sm-9">{publicacao.title}</dd>
        <dt className="col-sm-3">Documento</dt>
        <dd className="col-sm-9 text-break">
          <a href={publicacao.link}>{publicacao.arquivo ?? publicacao.link}</a>
        </dd>
        <dt className="col-sm-3">Ultima Mudança</dt>
        <dd className="col-sm-9">{formatDate(publicacao.lastUpdate)}</dd>
      </dl>
      <Form method="post" className="d-flex flex-wrap gap-2" aria-describedby={resposta?.erro ? 'excluir-erro' : undefined}>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="excluir" />
        <input type="hidden" name="versao" value={publicacao.versao} />
        <button type="submit" className="btn btn-danger">
          Excluir a publicação
        </button>
        <Link to="/admin/publicacoes" className="btn btn-outline-secondary">
          Cancelar
        </Link>
      </Form>
    </>
  );
}
