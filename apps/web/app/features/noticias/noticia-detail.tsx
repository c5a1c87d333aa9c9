import type { NoticiaDetail } from '@cosems/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';
import { showVideosOnClick } from '../../lib/videos';
import { announceNewTab, getNoticiaAutor, getNeighborLinks, getNeighborTitle } from './rules';
// Its styles (noticia-corpo.css) are inline in every page's <head> (vite.config.ts, ESTILOS_DO_SITE).

/**
 * Date, author, subtitle and the (API-sanitised) HTML body of a news item. The route wraps it in
 * the <article> together with the page's title, so that the article has its heading.
 */
export function NoticiaBody({ noticia }: { noticia: NoticiaDetail['data']['response'] }) {
  const corpo = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the body's HTML is set by React from conteudo; a new one needs the pass again
  useEffect(() => {
    if (corpo.current) showVideosOnClick(corpo.current);
  }, [noticia.conteudo]);
  return (
    <>
      <p className="cosems-data mb-1">
        Publicado em <time dateTime={noticia.data_publicao}>{formatDate(noticia.data_publicao)}</time>
      </p>
      <p className="cosems-data">Autor: {getNoticiaAutor(noticia.escritor)}</p>
      {noticia.sub_title && <p className="lead">{noticia.sub_title}</p>}
      {/* conteudo is sanitised on import and again by the data port on the server, which also gives
          its images srcset/sizes (the first, the page's main image, loads with priority):
          apps/web/server/data-port/site-policies.ts. Links to a new tab say so. */}
      <div ref={corpo} className="cosems-noticia-corpo" dangerouslySetInnerHTML={{ __html: announceNewTab(noticia.conteudo) }} />
    </>
  );
}

/** 'Anterior' (→ seguinte) and 'Próximo' (→ anterior) links. */
export function NoticiaNeighbors({ data }: { data: NoticiaDetail['data'] }) {
  const links = getNeighborLinks(data);
  if (links.every((l) => !l.vizinha)) return null;
  return (
    <nav
      aria-label="Outras notícias"
      className="cosems-vizinhas d-flex flex-column flex-sm-row justify-content-between gap-3 mt-5 pt-3 border-top"
    >
      {links.map(({ rotulo, vizinha }) =>
        vizinha ? (
          <Link key={rotulo} to={`/noticia/${vizinha.id}`} className={rotulo === 'Próximo' ? 'text-sm-end ms-sm-auto' : ''}>
            <span className="d-block fw-bold">{rotulo}</span>
            <span>{getNeighborTitle(vizinha.title)}</span>
          </Link>
        ) : (
          <span key={rotulo} />
        ),
      )}
    </nav>
  );
}
