import type { NoticiaSummary } from '@cosems/contracts';
import { useEffect, useRef, useState } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';
import { getFocoStyle, useFocos } from '../../lib/image-focus';
import { getImageAttributes, getNoticiaImage, IMAGE_PROFILES, getImageUrl } from '../../lib/images';
import { truncate } from '../../lib/text';
import { BANNER_TITLE_MAX, CAROUSEL_INTERVAL, ARROW_SCROLL } from './banner';

/**
 * Banner carousel of news (docs/produto.md §2): fade, 5000 ms, pause on hover, touch, wrap. A visible
 * Pause/Play button stops auto-advance (WCAG 2.2.2); it also stops while a slide has focus and
 * for visitors who prefer reduced motion.
 */
export function BannerCarousel({
  noticias,
  publicApiUrl,
  logoUrl,
}: {
  noticias: NoticiaSummary[];
  publicApiUrl: string;
  logoUrl: string | null;
}) {
  const [pausado, setPausado] = useState(false);
  const [comFoco, setComFoco] = useState(false);
  const secao = useRef<HTMLElement>(null);
  // The arrow keys change the slide while its link has focus; the old slide is then hidden, so
  // focus would drop to the page: it follows to the new slide's link instead.
  const focoNoSlide = useRef(false);
  const focos = useFocos();
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPausado(true);
  }, []);
  // docs/produto.md §2: with no banner items, the site's logo fills the banner area instead.
  if (noticias.length === 0) {
    return (
      <div className="cosems-banner-vazio d-flex align-items-center justify-content-center">
        {logoUrl ? <img src={logoUrl} alt="COSEMS/MG" width={200} height={80} /> : <span className="cosems-logo-texto">COSEMS/MG</span>}
      </div>
    );
  }
  return (
    <section
      ref={secao}
      aria-label="Notícias em destaque no banner"
      className="position-relative"
      onFocus={() => setComFoco(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setComFoco(false);
      }}
    >
      {/* Before the slides in the tab order: the control that stops the motion comes first. */}
      <button type="button" className="cosems-banner-pausa" onClick={() => setPausado((p) => !p)}>
        {pausado ? 'Reproduzir banner' : 'Pausar banner'}
      </button>
      <Carousel
        className="cosems-banner"
        fade
        interval={pausado || comFoco ? null : CAROUSEL_INTERVAL}
        pause="hover"
        touch
        wrap
        prevLabel="Notícia anterior do banner"
        nextLabel="Próxima notícia do banner"
        indicatorLabels={noticias.map((n) => `Banner: ${n.title}`)}
        onSlide={() => {
          focoNoSlide.current = !!secao.current?.querySelector('.carousel-inner')?.contains(document.activeElement);
        }}
        onSlid={() => {
          if (focoNoSlide.current) secao.current?.querySelector<HTMLElement>('.carousel-item.active a')?.focus();
          focoNoSlide.current = false;
        }}
      >
        {noticias.map((n, i) => {
          const image = n.banner_image ?? getNoticiaImage(n.materia);
          return (
            <Carousel.Item key={n.id}>
              {/* An <img>, not a CSS background: the browser finds it in the HTML and picks its width.
                  The first slide is the first screen's largest image; the others wait to be shown. */}
              <img
                {...getImageAttributes(getImageUrl(publicApiUrl, image), IMAGE_PROFILES.banner, i === 0 ? 'prioritario' : 'adiado')}
                style={getFocoStyle(focos, image)}
                alt=""
                width={1600}
                height={600}
                className="position-absolute top-0 start-0 w-100 h-100 object-fit-cover shadow-none"
              />
              <div className="cosems-banner-sombra" />
              <div className="cosems-banner-texto">
                <div className="container-xl">
                  <time className="d-block mb-1" dateTime={n.data_publicao}>
                    {formatDate(n.data_publicao)}
                  </time>
                  <h2 className="cosems-banner-titulo">
                    <Link to={`/noticia/${n.id}`}>{truncate(n.title, BANNER_TITLE_MAX)}</Link>
                  </h2>
                  {n.sub_title && <p className="mb-0 d-none d-sm-block">{n.sub_title}</p>}
                </div>
              </div>
            </Carousel.Item>
          );
        })}
      </Carousel>
      <button
        type="button"
        className="cosems-banner-seta"
        aria-label="Rolar a página para baixo"
        onClick={() => window.scrollBy({ top: ARROW_SCROLL, behavior: 'smooth' })}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </section>
  );
}
