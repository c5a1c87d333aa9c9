import type { NoticiaResumo } from '@cosems/contracts';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatarData } from '../../lib/datas';
import { imagemDaNoticia, urlImagem } from '../../lib/imagens';
import { tituloCartaoRegional } from './regiao';
import './noticias-regiao.css';

/** Spec §4: carousels advance every 5000 ms by default; §4's 40 px swipe threshold. */
const INTERVALO_MS = 5000;
const LIMIAR_ARRASTE_PX = 40;

function CartaoNoticiaRegional({ noticia, publicApiUrl }: { noticia: NoticiaResumo; publicApiUrl: string }) {
  return (
    <article className="card h-100">
      <img
        src={urlImagem(publicApiUrl, imagemDaNoticia(noticia.materia))}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="card-img-top h-auto cosems-noticia-regional__imagem"
      />
      <div className="card-body d-flex flex-column">
        <time className="small text-body-secondary" dateTime={noticia.data_publicao}>
          {formatarData(noticia.data_publicao)}
        </time>
        <h3 className="h6 card-title mt-1">
          <Link to={`/noticia/${noticia.id}`} className="stretched-link text-decoration-none" title={noticia.title}>
            {tituloCartaoRegional(noticia.title)}
          </Link>
        </h3>
      </div>
    </article>
  );
}

/** Plays or stops auto-advance; with everything in view (a single snap) there is nothing to play. */
function aplicarAutoplay(embla: EmblaCarouselType, pausado: boolean) {
  const autoplay = embla.plugins().autoplay;
  if (!autoplay || embla.scrollSnapList().length <= 1) return;
  if (pausado) autoplay.stop();
  else autoplay.play();
}

function CarrosselNoticias({ noticias, publicApiUrl }: { noticias: NoticiaResumo[]; publicApiUrl: string }) {
  // Pausing is decided here, not by the plugin: the visitor's Pause button wins over hover/focus.
  const [plugins] = useState(() => [
    Autoplay({ delay: INTERVALO_MS, playOnInit: false, stopOnMouseEnter: false, stopOnFocusIn: false, stopOnInteraction: false }),
  ]);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', dragThreshold: LIMIAR_ARRASTE_PX }, plugins);
  const [podeVoltar, setPodeVoltar] = useState(true);
  const [podeAvancar, setPodeAvancar] = useState(true);
  const [pausadoPeloVisitante, setPausadoPeloVisitante] = useState(false);
  const [sobCursor, setSobCursor] = useState(false);
  const [comFoco, setComFoco] = useState(false);
  const pausado = pausadoPeloVisitante || sobCursor || comFoco;
  const pausadoRef = useRef(pausado);
  pausadoRef.current = pausado;

  // Visitors who ask for less motion get no auto-advance.
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPausadoPeloVisitante(true);
  }, []);

  useEffect(() => {
    if (!embla) return;
    const atualizar = () => {
      setPodeVoltar(embla.canScrollPrev());
      setPodeAvancar(embla.canScrollNext());
    };
    // The plugin restarts itself after a drag and stops on re-init (resize): re-apply the state.
    const aplicar = () => aplicarAutoplay(embla, pausadoRef.current);
    atualizar();
    embla.on('select', atualizar).on('reInit', atualizar).on('reInit', aplicar).on('pointerUp', aplicar);
    return () => {
      embla.off('select', atualizar).off('reInit', atualizar).off('reInit', aplicar).off('pointerUp', aplicar);
    };
  }, [embla]);

  useEffect(() => {
    if (embla) aplicarAutoplay(embla, pausado);
  }, [embla, pausado]);

  // Auto-advance pauses while the pointer is over the slides or a slide's link has focus.
  useEffect(() => {
    const raiz = embla?.rootNode();
    if (!raiz) return;
    const entrar = () => setSobCursor(true);
    const sair = () => setSobCursor(false);
    const focar = () => setComFoco(true);
    const desfocar = (e: FocusEvent) => {
      if (!raiz.contains(e.relatedTarget as Node | null)) setComFoco(false);
    };
    raiz.addEventListener('mouseenter', entrar);
    raiz.addEventListener('mouseleave', sair);
    raiz.addEventListener('focusin', focar);
    raiz.addEventListener('focusout', desfocar);
    return () => {
      raiz.removeEventListener('mouseenter', entrar);
      raiz.removeEventListener('mouseleave', sair);
      raiz.removeEventListener('focusin', focar);
      raiz.removeEventListener('focusout', desfocar);
    };
  }, [embla]);

  return (
    <section className="cosems-embla" aria-roledescription="carrossel" aria-label="Notícias da regional">
      {/* Without JavaScript the slides scroll sideways and the buttons, which need it, are hidden. */}
      <noscript>
        <style>{'.cosems-embla__viewport{overflow-x:auto}.cosems-embla__controles{display:none!important}'}</style>
      </noscript>
      <div className="cosems-embla__viewport" ref={viewportRef}>
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
      <div className="cosems-embla__controles d-flex justify-content-center gap-2 mt-3">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => embla?.scrollPrev()} disabled={!podeVoltar}>
          <span aria-hidden="true">‹</span> Anterior
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setPausadoPeloVisitante((p) => !p)}>
          {pausadoPeloVisitante ? 'Reproduzir' : 'Pausar'}
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => embla?.scrollNext()} disabled={!podeAvancar}>
          Próxima <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}

/**
 * Spec §2: the region's news as a carousel when there is more than one, a plain card when there
 * is exactly one; titles cut to 50 characters plus '...'.
 */
export function NoticiasRegiao({ noticias, publicApiUrl }: { noticias: NoticiaResumo[]; publicApiUrl: string }) {
  if (noticias.length === 0) return <p>Nenhuma notícia desta regional por enquanto.</p>;
  if (noticias.length === 1) {
    return (
      <div className="row">
        <div className="col-12 col-md-6">
          <CartaoNoticiaRegional noticia={noticias[0] as NoticiaResumo} publicApiUrl={publicApiUrl} />
        </div>
      </div>
    );
  }
  return <CarrosselNoticias noticias={noticias} publicApiUrl={publicApiUrl} />;
}
