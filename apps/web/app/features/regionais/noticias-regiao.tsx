import type { NoticiaSummary } from '@cosems/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';
import { getFocoStyle, useFocos } from '../../lib/image-focus';
import { getImageAttributes, getNoticiaImage, IMAGE_PROFILES, getImageUrl } from '../../lib/images';
import { ESPERA_MOTOR } from '../../lib/motor';
import { useMotor } from '../../lib/use-motor';
import { getPauseLabel, getRegiaoCardTitle } from './regiao';
// Its styles (noticias-regiao.css) are inline in every page's <head> (vite.config.ts, ESTILOS_DO_SITE).

function CartaoNoticiaRegional({ noticia, publicApiUrl }: { noticia: NoticiaSummary; publicApiUrl: string }) {
  const image = getNoticiaImage(noticia.materia);
  const focos = useFocos();
  return (
    <article className="card h-100">
      <img
        {...getImageAttributes(getImageUrl(publicApiUrl, image), IMAGE_PROFILES.cartaoRegional)}
        style={getFocoStyle(focos, image)}
        alt=""
        width={640}
        height={360}
        className="card-img-top h-auto cosems-noticia-regional__imagem"
      />
      <div className="card-body d-flex flex-column">
        <time className="small text-body-secondary" dateTime={noticia.data_publicao}>
          {formatDate(noticia.data_publicao)}
        </time>
        <h3 className="h6 card-title mt-1">
          <Link to={`/noticia/${noticia.id}`} className="stretched-link text-decoration-none" title={noticia.title}>
            {getRegiaoCardTitle(noticia.title)}
          </Link>
        </h3>
      </div>
    </article>
  );
}

function NoticiasCarousel({ noticias, publicApiUrl }: { noticias: NoticiaSummary[]; publicApiUrl: string }) {
  // Without the engine (not loaded yet, or its download failed) the slides are already in the page.
  const [semMotor, setSemMotor] = useState(false);
  // The engine loads once the page has rendered, so embla is not part of a first download. It
  // owns the buttons' state and text (wireCarousel, the code the page's inline script runs too).
  // Offline or a new deploy: the slides scroll sideways, as without JavaScript.
  const secaoRef = useMotor<HTMLElement>(
    async () => (await import('./embla-carousel')).wireCarousel,
    noticias,
    () => setSemMotor(true),
  );

  // A group, not a region: the page's section around it is already the landmark "Notícias da
  // regional", and two landmarks with one name cannot be told apart in a screen reader's list of
  // landmarks (axe landmark-unique, issue 26). The WAI-ARIA carousel pattern allows either role.
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not a carousel
    <section ref={secaoRef} className="cosems-embla" role="group" aria-roledescription="carrossel" aria-label="Notícias da regional">
      {/* Without JavaScript the slides scroll sideways and the buttons, which need it, are hidden. */}
      <noscript>
        <style>{'.cosems-embla__viewport{overflow-x:auto}.cosems-embla__controles{display:none!important}'}</style>
      </noscript>
      <div className="cosems-embla__viewport" style={semMotor ? { overflowX: 'auto' } : undefined}>
        <div className="cosems-embla__container">
          {noticias.map((n, i) => (
            // The WAI-ARIA carousel pattern: each slide is a group with the 'slide' role description.
            // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not a slide
            <div
              key={n.id}
              className="cosems-embla__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} de ${noticias.length}`}
            >
              <CartaoNoticiaRegional noticia={n} publicApiUrl={publicApiUrl} />
            </div>
          ))}
        </div>
      </div>
      <div
        className={
          semMotor ? 'cosems-embla__controles d-none' : `cosems-embla__controles d-flex justify-content-center gap-2 mt-3 ${ESPERA_MOTOR}`
        }
      >
        <button type="button" className="btn btn-outline-primary btn-sm">
          <span aria-hidden="true">‹</span> Anterior
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm">
          {getPauseLabel(false)}
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm">
          Próxima <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}

/**
 * docs/produto.md §2: the region's news as a carousel when there is more than one, a plain card when there
 * is exactly one; titles cut to 50 characters plus '...'.
 */
export function NoticiasRegiao({ noticias, publicApiUrl }: { noticias: NoticiaSummary[]; publicApiUrl: string }) {
  if (noticias.length === 0) return <p>Nenhuma notícia desta regional por enquanto.</p>;
  if (noticias.length === 1) {
    return (
      <div className="row">
        <div className="col-12 col-md-6">
          <CartaoNoticiaRegional noticia={noticias[0] as NoticiaSummary} publicApiUrl={publicApiUrl} />
        </div>
      </div>
    );
  }
  return <NoticiasCarousel noticias={noticias} publicApiUrl={publicApiUrl} />;
}
