/**
 * /admin/noticias/:id/previa: the preview at a phone's width and at a desktop's, side by side (two
 * frames of /admin/previa/:id, the only back-office page that may be framed, and only by this site).
 */
import { Link, useLoaderData } from 'react-router';
import { parseNoticiaId } from '../../../features/noticias/rules';
import { requireSession } from '../../../lib/back-office.server';
import type { Route } from './+types/noticia-previa';

export const meta: Route.MetaFunction = () => [{ title: 'Pré-visualizar notícia | Área restrita | COSEMS/MG' }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireSession(context, request);
  const id = parseNoticiaId(params.id);
  if (id === null) throw new Response('Notícia não encontrada', { status: 404 });
  return { id };
}

export default function NoticiaPrevia() {
  const { id } = useLoaderData<typeof loader>();
  const src = `/admin/previa/${id}`;
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to={`/admin/noticias/${id}`}>← Voltar ao formulário</Link>
      </nav>
      <h1>Pré-visualizar</h1>
      <p>
        A prévia mostra o último texto salvo (o formulário salva sozinho a cada poucos segundos).{' '}
        <a href={src}>Abrir a prévia em tela cheia</a>.
      </p>
      <div className="cosems-previas">
        <section aria-labelledby="previa-celular">
          <h2 id="previa-celular" className="h6">
            Celular (390 pixels)
          </h2>
          <iframe src={src} title="Prévia no celular" width={390} height={760} className="cosems-previa cosems-previa-celular" />
        </section>
        <section aria-labelledby="previa-computador">
          <h2 id="previa-computador" className="h6">
            Computador (1280 pixels, reduzido)
          </h2>
          <div className="cosems-previa-escala">
            <iframe src={src} title="Prévia no computador" width={1280} height={1100} className="cosems-previa cosems-previa-computador" />
          </div>
        </section>
      </div>
    </>
  );
}
