import { Link } from 'react-router';
import { getFocoStyle, useFocos } from '../../lib/image-focus';
import { getImageAttributes, getNoticiaImage, IMAGE_PROFILES, getImageUrl } from '../../lib/images';
import type { BuscaResults } from './api.server';
import { getSafeExcerpt } from './excerpt';

/** 'Navegar para' links to the matching site pages. */
export function SiteMapResults({ siteMapMatches }: { siteMapMatches: BuscaResults['siteMapMatches'] }) {
  if (siteMapMatches.length === 0) return null;
  return (
    <section aria-labelledby="titulo-paginas" className="mb-5">
      <h2 className="cosems-secao-titulo" id="titulo-paginas">
        Páginas do site
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2">
        {siteMapMatches.map((p) => (
          <li key={p.url}>
            <Link to={p.url} className="btn btn-outline-primary">
              Navegar para {p.nome}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The deliberations the search finds (page 1): their names, days and summaries, and the link to all of them. */
export function DeliberacoesResults({ query, deliberacoes }: { query: string; deliberacoes: BuscaResults['deliberacoes'] }) {
  if (deliberacoes.total === 0) return null;
  const { total, itens } = deliberacoes;
  return (
    <section aria-labelledby="titulo-deliberacoes-encontradas" className="mb-5">
      <h2 className="cosems-secao-titulo" id="titulo-deliberacoes-encontradas">
        Deliberações da CIB-SUS/MG
      </h2>
      <ul className="list-unstyled">
        {itens.map((d) => (
          <li key={d.id} className="mb-3">
            <a href={`/deliberacoes/${d.id}`} className="fw-bold">
              {d.nome}
            </a>
            <p className="mb-0">{d.ementa}</p>
          </li>
        ))}
      </ul>
      <a href={`/deliberacoes?q=${encodeURIComponent(query)}`}>
        {total === 1 ? 'Ver a deliberação encontrada' : `Ver as ${total} deliberações encontradas`}
      </a>
    </section>
  );
}

/** News results as cards: image, title, subtitle and the snippet with the words found highlighted. */
export function NoticiasResults({
  noticias,
  count,
  publicApiUrl,
}: {
  noticias: BuscaResults['noticias'];
  count: number;
  publicApiUrl: string;
}) {
  const focos = useFocos();
  if (noticias.length === 0) return null;
  return (
    <section aria-labelledby="titulo-noticias-encontradas">
      <h2 className="cosems-secao-titulo" id="titulo-noticias-encontradas">
        Notícias
      </h2>
      <p className="text-body-secondary">{count === 1 ? '1 notícia encontrada' : `${count} notícias encontradas`}</p>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled">
        {noticias.map((n, i) => {
          const image = getNoticiaImage(n.materia);
          return (
            <li key={n.id} className="col">
              <article className="card cosems-card cosems-busca-resultado">
                <img
                  className="card-img-top"
                  // The first result is in the first screen: loaded at once, the others when scrolled to.
                  {...getImageAttributes(getImageUrl(publicApiUrl, image), IMAGE_PROFILES.cartao, i === 0 ? 'normal' : 'adiado')}
                  style={getFocoStyle(focos, image)}
                  alt=""
                  width={640}
                  height={360}
                />
                <div className="card-body">
                  <h3 className="card-title">
                    <Link to={`/noticia/${n.id}`}>{n.title}</Link>
                  </h3>
                  {n.sub_title && <p className="card-text">{n.sub_title}</p>}
                  {n.snippet && (
                    // Only <mark> survives getSafeExcerpt: the rest of the snippet is escaped text.
                    <p
                      className="card-text cosems-trecho small text-break"
                      dangerouslySetInnerHTML={{ __html: getSafeExcerpt(n.snippet) }}
                    />
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
