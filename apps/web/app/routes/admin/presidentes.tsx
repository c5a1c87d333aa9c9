/**
 * /admin/presidentes: the gallery of past presidents in the order /presidentes shows them —
 * reordered by dragging, by keyboard or with the Subir/Descer buttons (ListaOrdenavel) — each
 * linking to its form; and the link to add one. For editors and administrators (conteudo.editar).
 */
import { PresidentesForm, parseOrdem } from '@cosems/contracts';
import { data, Link, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { readForm } from '../../features/area-restrita/forms.server';
import { ListaOrdenavel } from '../../features/area-restrita/lista-ordenavel';
import { requireSession } from '../../lib/back-office.server';
import { getImageUrl, getSizedImageUrl } from '../../lib/images';
import type { Route } from './+types/presidentes';

export const meta: Route.MetaFunction = () => [{ title: 'Galeria dos Presidentes | Conteúdo do site | Área restrita | COSEMS/MG' }];

const proibido = () => data('Só editores e administradores editam a galeria dos presidentes.', { status: 403 });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const presidentes = await backOffice.presidentes.listar(session);
  if (presidentes === 'proibido') throw proibido();
  return { presidentes, csrf: session.csrf };
}

interface Resposta {
  erro: string | null;
  mensagem: string | null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const form = await readForm(request, PresidentesForm);
  if (!form.ok) return data<Resposta>({ erro: form.erro, mensagem: null }, { status: 400 });
  const r = await backOffice.presidentes.ordenar(session, parseOrdem(form.data.ordem) ?? [], backOffice.quem);
  if (r === 'proibido') throw proibido();
  if (r.tipo === 'recusado') return data<Resposta>({ erro: r.mensagem, mensagem: null }, { status: r.status });
  if (r.tipo === 'erro') return data<Resposta>({ erro: r.erros[0]?.mensagem ?? 'Ordem inválida.', mensagem: null }, { status: 400 });
  return data<Resposta>({ erro: null, mensagem: r.mensagem });
}

export default function Presidentes() {
  const { presidentes, csrf } = useLoaderData<typeof loader>();
  const resultado = useActionData<typeof action>();
  const [params] = useSearchParams();
  const aviso = params.get('excluido') === '1' ? 'Presidente removido da galeria.' : params.get('salvo') ? 'Presidente salvo.' : null;
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link>
      </nav>
      <h1>Galeria dos Presidentes</h1>
      <p>
        Os ex-presidentes, na ordem em que a galeria os mostra. O retrato é uma imagem da <Link to="/admin/midia">biblioteca de mídia</Link>
        , e o texto alternativo dele é o escrito lá. <a href="/presidentes">Ver a página pública</a>.
      </p>
      <div role="status">
        {resultado?.mensagem || aviso ? <div className="alert alert-success">{resultado?.mensagem ?? aviso}</div> : null}
      </div>
      {resultado?.erro ? (
        <div role="alert" className="alert alert-danger">
          {resultado.erro}
        </div>
      ) : null}
      <p>
        <Link to="/admin/presidentes/novo" className="btn btn-primary">
          Adicionar presidente
        </Link>
      </p>
      {presidentes.length === 0 ? (
        <p>Nenhum presidente na galeria.</p>
      ) : (
        <ListaOrdenavel
          id="ordem-presidentes"
          titulo="Ordem da galeria"
          csrf={csrf}
          itens={presidentes.map((p) => ({ id: p.id, rotulo: `${p.name} (${p.date})`, image: p.image, alt: p.alt }))}
          renderItem={(p) => (
            <span className="d-inline-flex align-items-center gap-2">
              <img
                src={getSizedImageUrl(getImageUrl('', p.image), 36)}
                alt=""
                width={36}
                height={48}
                className="rounded object-fit-cover"
              />
              <Link to={`/admin/presidentes/${p.id}`}>{p.rotulo}</Link>
            </span>
          )}
        />
      )}
    </>
  );
}
