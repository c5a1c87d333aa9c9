/**
 * /admin/{tipo}/{id}/excluir: the confirmation before an item of a content type of the registry
 * leaves the site (a page of its own, so that it works without JavaScript), and the deletion itself
 * (POST, with the version shown: an item changed meanwhile is not deleted unseen).
 */
import { type EditavelDoTipo, ExcluirDocumentoForm, type TipoDeConteudo } from '@cosems/contracts';
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
} from 'react-router';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import { DocumentosErro } from '../../../features/area-restrita/conteudo/documentos-erro';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { readForm } from '../../../features/area-restrita/formularios/forms.server';
import { requireSession } from '../../../lib/back-office.server';
import { enderecoDoItem, LinhasDoResumo, raizDe, TELAS, telaDe, tipoDoCaminho } from './tipos';

function enderecoDe(request: Request, params: Record<string, string | undefined>) {
  const endereco = enderecoDoItem(request, params);
  const { id, tela } = endereco;
  if (id === null || !tela.excluir) throw data(tela.naoEncontrado, { status: 404 });
  return { ...endereco, id };
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const { tipo, tela, filtro, id } = enderecoDe(request, params);
  const item = await backOffice.conteudo.obter(session, tipo, filtro, id);
  if (!item) throw data(tela.naoEncontrado, { status: 404 });
  return { tipo, filtro, item, csrf: session.csrf };
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const { tipo, tela, filtro, id } = enderecoDe(request, params);
  const form = await readForm(request, ExcluirDocumentoForm);
  if (!form.ok) return data({ erro: form.erro }, { status: 400 });
  const result = await backOffice.conteudo.excluir(session, tipo, filtro, id, form.data.versao, backOffice.quem);
  if (result.tipo === 'recusado') {
    if (result.status === 404) throw data(tela.naoEncontrado, { status: 404 });
    return data({ erro: result.mensagem }, { status: result.status });
  }
  return redirect(`${tela.base(filtro)}?excluido=1`);
}

export const meta: MetaFunction<typeof loader> = ({ location }) => {
  const tipo = tipoDoCaminho(location.pathname);
  return [{ title: (tipo && TELAS[tipo].excluir?.meta) || 'Área restrita | COSEMS/MG' }];
};

export function ErrorBoundary({ error }: { error: unknown }) {
  const tipo = tipoDoCaminho(useLocation().pathname);
  return <DocumentosErro error={error} voltar={TELAS[tipo ?? 'juridico'].item.voltar} />;
}

export default function ExcluirConteudo() {
  const { tipo, filtro, csrf, ...carregado } = useLoaderData<typeof loader>();
  const resposta = useActionData<typeof action>();
  const tela = telaDe(tipo);
  const item = carregado.item as EditavelDoTipo[TipoDeConteudo];
  // The loader answered 404 for a type without this page.
  const { excluir } = tela;
  if (!excluir) return null;
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to={raizDe(tela).endereco}>{raizDe(tela).nome}</Link> › {tela.item.trilha(filtro, item)}
      </nav>
      <h1>{excluir.titulo}</h1>
      <FormError id="excluir-erro" message={resposta?.erro} />
      <p>{excluir.texto}</p>
      <dl className="row">
        <LinhasDoResumo linhas={excluir.resumo(item, filtro)} />
      </dl>
      <Form method="post" className="d-flex flex-wrap gap-2" aria-describedby={resposta?.erro ? 'excluir-erro' : undefined}>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="excluir" />
        <input type="hidden" name="versao" value={item.versao} />
        <button type="submit" className="btn btn-danger">
          {excluir.botao}
        </button>
        <Link to={tela.base(filtro)} className="btn btn-outline-secondary">
          Cancelar
        </Link>
      </Form>
    </>
  );
}
