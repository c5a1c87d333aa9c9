import { useEffect } from 'react';
import { getNoticia } from '../features/noticias/api.server';
import { NoticiaPagina } from '../features/noticias/noticia-pagina';
import { getSiteUrls } from '../lib/data-port.server';
import { getNoticiaImage } from '../lib/images';
import { buildNoticiaJsonLd } from '../lib/seo/json-ld';
import { getRootSeoData, buildSeoMeta, getCanonicalUrl, getAbsoluteImageUrl } from '../lib/seo/meta';
import type { PageHandle } from '../lib/page-query';
import type { Route } from './+types/noticia';

// A reading page: served without React's scripts (docs/decisions/032-paginas-de-leitura-sem-hidratacao.md).
export const handle: PageHandle = { hidratar: false };

export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await getNoticia(context, params.id);
  return { ...data, url: getCanonicalUrl(getSiteUrls(context).siteUrl, `/noticia/${data.response.id}`) };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const seoData = getRootSeoData(matches);
  if (!loaderData)
    return buildSeoMeta(seoData, location.pathname, {
      titulo: 'Notícia não encontrada – COSEMS/MG',
      descricao: 'Notícia não encontrada.',
      indexar: false,
    });
  const n = loaderData.response;
  const image = getAbsoluteImageUrl(seoData, getNoticiaImage(n.materia));
  const description = n.sub_title || n.title;
  return buildSeoMeta(seoData, `/noticia/${n.id}`, {
    titulo: `${n.title} – COSEMS/MG`,
    tituloSocial: n.title,
    descricao: description,
    // The share image: 1200 × 630 around the image's focal point (media library; /image ?recorte=social).
    imagem: `${image}?recorte=social`,
    imagemAlt: n.title,
    tipo: 'article',
    publicadoEm: n.data_publicao,
    extras: [
      {
        'script:ld+json': buildNoticiaJsonLd(seoData, {
          url: loaderData.url,
          titulo: n.title,
          descricao: n.sub_title,
          imagem: image,
          publicadoEm: n.data_publicao,
          autor: n.escritor?.nome.trim() || null,
        }),
      },
    ],
  });
};

export default function Noticia({ loaderData }: Route.ComponentProps) {
  const { response, url } = loaderData;
  // docs/produto.md §2: scroll to the top whenever another news item is shown.
  useEffect(() => {
    if (response.id) window.scrollTo(0, 0);
  }, [response.id]);
  return <NoticiaPagina data={loaderData} url={url} />;
}
