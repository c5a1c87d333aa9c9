/**
 * /admin/midia/:nome: one file of the media library: the image, its alternative text and focal
 * point (editable by who sent it, editors and administrators), where it is used, and the
 * replacement of its bytes under the same name (so every use keeps working).
 */
import { data, Form, Link, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { MidiaEdicao } from '../../../features/area-restrita/midia/midia-edicao';
import { MidiaErro } from '../../../features/area-restrita/midia/midia-erro';
import {
  NOME_DE_ARQUIVO,
  type RespostaDeMidia,
  retryAfter,
  readEdicao,
  readMidiaForm,
} from '../../../features/area-restrita/midia/midia-forms.server';
import { formatBytes, formatDimensions } from '../../../features/area-restrita/midia/midia-formatos';
import { requireSession } from '../../../lib/back-office.server';
import { formatDateTime } from '../../../lib/dates';
import type { Route } from './+types/midia-item';

export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.nome} | Biblioteca de mídia | Área restrita | COSEMS/MG` }];

const notFound = () => data('Não há nenhum arquivo com este nome na biblioteca de mídia.', { status: 404 });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  if (!NOME_DE_ARQUIVO.test(params.nome)) throw notFound();
  const item = await backOffice.midia.get(session, params.nome);
  if (!item) throw notFound();
  return { item, csrf: session.csrf };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  if (!NOME_DE_ARQUIVO.test(params.nome)) throw notFound();
  const form = await readMidiaForm(request);
  if (!form.ok) return data<RespostaDeMidia>({ erro: form.erro }, { status: 400 });
  let result: Awaited<ReturnType<typeof backOffice.midia.edit>>;
  if (form.campos.intent === 'substituir') {
    if (!form.arquivo) return data<RespostaDeMidia>({ erro: 'Escolha o novo arquivo.', campo: 'arquivo' }, { status: 400 });
    result = await backOffice.midia.replace(session, params.nome, form.arquivo, backOffice.quem);
  } else {
    const edicao = readEdicao(form.campos);
    if (!edicao.ok) return data<RespostaDeMidia>(edicao.resposta, { status: 400 });
    result = await backOffice.midia.edit(session, params.nome, edicao.edicao, backOffice.quem);
  }
  if (result.tipo === 'recusado') {
    if (result.status === 403 || result.status === 404) throw data(result.mensagem, { status: result.status });
    return data<RespostaDeMidia>({ erro: result.mensagem, campo: result.campo }, { status: result.status, headers: retryAfter(result) });
  }
  return data<RespostaDeMidia>({ erro: null, ok: form.campos.intent === 'substituir' ? 'Arquivo substituído.' : 'Alterações salvas.' });
}

/** The action's Retry-After (uploads in progress: 429/503) reaches the document response too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MidiaErro error={error} />;
}

export default function MidiaItem() {
  const { item, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const enderecoPublico = `/${item.tipo === 'imagem' ? 'image' : 'arquivo'}/${encodeURIComponent(item.nome)}`;
  const erroSubstituir = result?.campo === 'arquivo' ? result.erro : null;
  const erroGeral = result?.erro && !result.campo ? result.erro : null;
  const sucesso = result?.ok ?? (params.get('enviado') === '1' ? 'Arquivo enviado.' : null);
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/midia">Biblioteca de mídia</Link>
      </nav>
      <h1 className="text-break">{item.nome}</h1>
      <div role="status">{sucesso ? <div className="alert alert-success">{sucesso}</div> : null}</div>
      <FormError id="midia-erro" message={erroGeral} />
      {item.tipo === 'imagem' ? (
        <MidiaEdicao
          key={`${item.atualizadoEm}`}
          item={item}
          csrf={csrf}
          erro={result?.erro}
          campo={result?.campo}
          podeEditar={item.podeEditar}
          bloqueadoPorUso={item.bloqueadoPorUso}
        />
      ) : (
        <p>
          <a href={enderecoPublico}>Abrir o documento (PDF)</a>
        </p>
      )}

      <h2 className="h5 mt-4">Detalhes</h2>
      <dl className="row">
        <dt className="col-sm-3">Endereço público</dt>
        <dd className="col-sm-9 text-break">
          <a href={enderecoPublico}>{enderecoPublico}</a>
        </dd>
        <dt className="col-sm-3">Tipo</dt>
        <dd className="col-sm-9">
          {item.tipo === 'imagem' ? 'Imagem' : 'Documento'} ({item.mime})
        </dd>
        {item.largura ? (
          <>
            <dt className="col-sm-3">Dimensões</dt>
            <dd className="col-sm-9">{formatDimensions(item.largura, item.altura)}</dd>
          </>
        ) : null}
        <dt className="col-sm-3">Tamanho</dt>
        <dd className="col-sm-9">{formatBytes(item.tamanho)}</dd>
        <dt className="col-sm-3">Atualizado em</dt>
        <dd className="col-sm-9">{formatDateTime(item.atualizadoEm)}</dd>
        <dt className="col-sm-3">Enviado por</dt>
        <dd className="col-sm-9">{item.enviadoPor ?? 'Conteúdo importado'}</dd>
      </dl>

      <h2 className="h5 mt-4">Onde é usado</h2>
      {item.usos.length === 0 ? (
        <p>Este arquivo não é usado em nenhuma notícia nem página institucional.</p>
      ) : (
        <ul>
          {item.usos.map((uso) => (
            <li key={`${uso.tipo}-${uso.id}-${uso.onde}`}>
              {uso.endereco ? <a href={uso.endereco}>{uso.titulo}</a> : uso.titulo}{' '}
              <span className="text-body-secondary">({uso.onde})</span>
            </li>
          ))}
        </ul>
      )}

      {item.podeEditar ? (
        <Form method="post" encType="multipart/form-data" className="card mt-4" aria-labelledby="substituir-titulo" noValidate>
          <div className="card-body">
            <h2 id="substituir-titulo" className="h5 card-title">
              Substituir o arquivo
            </h2>
            <p className="card-text">
              O novo arquivo fica com o mesmo nome, e todos os usos acima passam a mostrá-lo.
              {item.tipo === 'imagem' ? ' Envie uma imagem JPEG, PNG, WebP ou AVIF.' : ' Envie um PDF.'}
            </p>
            <input type="hidden" name="_csrf" value={csrf} />
            <input type="hidden" name="intent" value="substituir" />
            <div className="mb-3">
              <label htmlFor="substituir-arquivo" className="form-label">
                Novo arquivo
              </label>
              <input
                id="substituir-arquivo"
                name="arquivo"
                type="file"
                accept={item.tipo === 'imagem' ? 'image/jpeg,image/png,image/webp,image/avif' : 'application/pdf'}
                className={`form-control${erroSubstituir ? ' is-invalid' : ''}`}
                aria-invalid={erroSubstituir ? true : undefined}
                aria-describedby={erroSubstituir ? 'substituir-erro' : undefined}
              />
              {erroSubstituir ? (
                <div id="substituir-erro" className="invalid-feedback d-block" role="alert">
                  {erroSubstituir}
                </div>
              ) : null}
            </div>
            <button type="submit" className="btn btn-outline-primary">
              Substituir arquivo
            </button>
          </div>
        </Form>
      ) : item.bloqueadoPorUso ? (
        <div className="alert alert-info mt-4" id="midia-em-uso">
          <h2 className="h6">Por que não há como substituir este arquivo</h2>
          <p className="mb-0">
            Este arquivo é usado em conteúdo publicado (veja "Onde é usado"): trocá-lo mudaria páginas públicas sem revisão. Só um editor ou
            um administrador pode substituí-lo ou mudar o texto alternativo. Para usar outra versão, envie um arquivo novo na biblioteca de
            mídia e peça a troca a um editor.
          </p>
        </div>
      ) : null}
    </>
  );
}
