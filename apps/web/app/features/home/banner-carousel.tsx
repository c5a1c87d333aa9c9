import type { NoticiaSummary } from '@cosems/contracts';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';
import { getFocoStyle, useFocos } from '../../lib/image-focus';
import { getImageAttributes, getNoticiaImage, IMAGE_PROFILES, getImageUrl } from '../../lib/images';
import { truncate } from '../../lib/text';
import { BANNER_TITLE_MAX, getBannerPauseLabel } from './banner';
import { createBanner } from './banner-motor';
import { ESPERA_MOTOR } from '../../lib/motor';
import { useMotor } from '../../lib/use-motor';

/**
 * Banner carousel of news (docs/produto.md §2): fade, 5000 ms, pause on hover, touch, wrap. A visible
 * Pause/Play button stops auto-advance (WCAG 2.2.2); it also stops while a slide has focus and
 * for visitors who prefer reduced motion. This renders Bootstrap's carousel markup; its behaviour
 * is banner-motor.ts, the same code the home page's inline script runs when it is served without
 * React (docs/decisions/036). Nothing here re-renders while the banner moves: the engine owns the
 * classes and the pause button's text, and puts them back when it is destroyed.
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
  const secao = useMotor<HTMLElement>(async () => createBanner, noticias);
  const focos = useFocos();
  // docs/produto.md §2: with no banner items, the site's logo fills the banner area instead.
  if (noticias.length === 0) {
    return (
      <div className="cosems-banner-vazio d-flex align-items-center justify-content-center">
        {logoUrl ? <img src={logoUrl} alt="COSEMS/MG" width={200} height={80} /> : <span className="cosems-logo-texto">COSEMS/MG</span>}
      </div>
    );
  }
  return (
    <section ref={secao} aria-label="Notícias em destaque no banner" className="position-relative">
      {/* Before the slides in the tab order: the control that stops the motion comes first. */}
      <button type="button" className={`cosems-banner-pausa ${ESPERA_MOTOR}`}>
        {getBannerPauseLabel(false)}
      </button>
      <div className="cosems-banner carousel slide carousel-fade">
        <div className={`carousel-indicators ${ESPERA_MOTOR}`}>
          {noticias.map((n, i) => (
            // data-bs-target: Bootstrap's CSS styles the indicators by that attribute.
            <button
              key={n.id}
              type="button"
              data-bs-target=""
              aria-label={`Banner: ${n.title}`}
              className={i === 0 ? 'active' : undefined}
              aria-current={i === 0}
            />
          ))}
        </div>
        <div className="carousel-inner">
          {noticias.map((n, i) => {
            const image = n.banner_image ?? getNoticiaImage(n.materia);
            return (
              <div key={n.id} className={i === 0 ? 'carousel-item active' : 'carousel-item'}>
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
              </div>
            );
          })}
        </div>
        <button type="button" className={`carousel-control-prev ${ESPERA_MOTOR}`}>
          <span aria-hidden="true" className="carousel-control-prev-icon" />
          <span className="visually-hidden">Notícia anterior do banner</span>
        </button>
        <button type="button" className={`carousel-control-next ${ESPERA_MOTOR}`}>
          <span aria-hidden="true" className="carousel-control-next-icon" />
          <span className="visually-hidden">Próxima notícia do banner</span>
        </button>
      </div>
      <button type="button" className={`cosems-banner-seta ${ESPERA_MOTOR}`} aria-label="Rolar a página para baixo">
        <span aria-hidden="true">↓</span>
      </button>
    </section>
  );
}
