/**
 * /admin/midia: the media library. The files, newest first, 24 a page, found by name or
 * alternative text; and the upload form (a multipart POST to this page's action without
 * JavaScript; with it, /admin/midia/enviar with a progress bar and a drop zone).
 */
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router';
import { MidiaEnvio } from '../../../features/area-restrita/midia/midia-envio';
import { MidiaErro } from '../../../features/area-restrita/midia/midia-erro';
import { type RespostaDeMidia, readEnvio, readMidiaForm, retryAfter } from '../../../features/area-restrita/midia/midia-forms.server';
import { formatBytes } from '../../../features/area-restrita/midia/midia-formatos';
import { Pagination } from '../../../components/ui/pagination';
import { enderecoDaPagina } from '../../../features/area-restrita/formularios/paginacao';
import { requireSession } from '../../../lib/back-office.server';
import { getImageUrl, getSizedImageUrl } from '../../../lib/images';
import { formatDateTime } from '../../../lib/dates';
import type { Route } from './+types/midia';

export const meta: Route.MetaFunction = () => [{ title: 'Biblioteca de mídia | Área restrita | COSEMS/MG' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const url = new URL(request.url);
  const busca = (url.searchParams.get('q') ?? '').slice(0, 200);
  const pagina = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const lista = await backOffice.midia.list(session, { busca, pagina: Number.isFinite(pagina) ? pagina : 1 });
  return { lista, csrf: session.csrf };
}

/** The upload without JavaScript; the same port call as /admin/midia/enviar. */
export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const form = await readMidiaForm(request);
  const envio = form.ok ? readEnvio(form.campos) : null;
  if (!form.ok || !envio) return data<RespostaDeMidia>({ erro: form.ok ? 'Formulário inválido.' : form.erro }, { status: 400 });
  if (!form.arquivo) return data<RespostaDeMidia>({ erro: 'Escolha um arquivo para enviar.', campo: 'arquivo' }, { status: 400 });
  const result = await backOffice.midia.upload(session, { ...form.arquivo, ...envio }, backOffice.quem);
  if (result.tipo === 'recusado') {
    if (result.status === 403) throw data(result.mensagem, { status: 403 });
    return data<RespostaDeMidia>({ erro: result.mensagem, campo: result.campo }, { status: result.status, headers: retryAfter(result) });
  }
  return redirect(`/admin/midia/${encodeURIComponent(result.item.nome)}?enviado=1`);
}

/** The action's Retry-After (uploads in progress: 429/503) reaches the document response too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MidiaErro error={error} />;
}

export default function Midia() {
  const { lista, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <h1>Biblioteca de mídia</h1>
      <MidiaEnvio csrf={csrf} erro={result?.erro} campo={result?.campo} />
      <Form method="get" role="search" className="row g-2 align-items-end mb-3" aria-label="Buscar na biblioteca">
        <div className="col-sm-8 col-md-6">
          <label htmlFor="busca-midia" className="form-label">
            Buscar por nome ou texto alternativo
          </label>
          <input id="busca-midia" name="q" type="search" className="form-control" defaultValue={lista.busca} maxLength={200} />
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-outline-primary">
            Buscar
          </button>
        </div>
      </Form>
      <p aria-live="polite">
        {lista.total === 0 ? 'Nenhum arquivo encontrado.' : `${lista.total} arquivo(s); página ${lista.pagina} de ${lista.paginas}.`}
      </p>
      {lista.itens.length > 0 ? (
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">Arquivos da biblioteca de mídia, do mais recente ao mais antigo.</caption>
            <thead>
              <tr>
                <th scope="col">Miniatura</th>
                <th scope="col">Nome</th>
                <th scope="col">Texto alternativo</th>
                <th scope="col">Tamanho</th>
                <th scope="col">Atualizado em</th>
              </tr>
            </thead>
            <tbody>
              {lista.itens.map((item) => (
                <tr key={`${item.tipo}/${item.nome}`}>
                  <td>
                    {item.tipo === 'imagem' ? (
                      <img
                        src={getSizedImageUrl(getImageUrl('', item.nome), 80)}
                        alt=""
                        width={80}
                        height={item.largura && item.altura ? Math.round((80 * item.altura) / item.largura) : 80}
                        loading="lazy"
                        decoding="async"
                        className="img-thumbnail"
                      />
                    ) : (
                      <span className="badge text-bg-secondary">PDF</span>
                    )}
                  </td>
                  <td className="text-break">
                    <a href={`/admin/midia/${encodeURIComponent(item.nome)}`}>{item.nome}</a>
                    {item.enviadoPor ? <div className="small text-body-secondary">Enviado por {item.enviadoPor}</div> : null}
                  </td>
                  <td>{item.alt ?? <span className="text-body-secondary">(sem texto alternativo)</span>}</td>
                  <td className="text-nowrap">{formatBytes(item.tamanho)}</td>
                  <td className="text-nowrap">{formatDateTime(item.atualizadoEm)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        current={lista.pagina}
        total={lista.paginas}
        href={(p) => enderecoDaPagina('/admin/midia', { q: lista.busca }, p)}
        rotulo="Páginas da biblioteca de mídia"
      />
    </>
  );
}
