/**
 * A news item's page body, as /noticia/{id} shows it and as the back office's preview shows it
 * before publishing: one composition, so the preview is the page.
 */
import type { NoticiaDetail } from '@cosems/contracts';
import { Breadcrumbs } from '../../components/ui/breadcrumb';
import { PageTitle } from '../../components/ui/page-title';
import { breadcrumbTrail } from '../../lib/site-map';
import { NoticiaBody, NoticiaNeighbors } from './noticia-detail';
import { ShareNoticia } from './share-noticia';

export function NoticiaPagina({ data, url }: { data: NoticiaDetail['data']; url: string }) {
  const { response } = data;
  return (
    <div className="container-xl cosems-noticia">
      <Breadcrumbs items={breadcrumbTrail('noticia')} />
      {/* The title inside the article: an <article> without a heading is what the Nu HTML Checker warns about. */}
      <article>
        <PageTitle>{response.title}</PageTitle>
        <NoticiaBody noticia={response} />
      </article>
      <ShareNoticia url={url} titulo={response.title} />
      <NoticiaNeighbors data={data} />
    </div>
  );
}
