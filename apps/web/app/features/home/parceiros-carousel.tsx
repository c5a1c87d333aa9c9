import type { Parceiro } from '@cosems/contracts';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { NewTabNotice } from '../../components/ui/external-link';
import { getImageAttributes, IMAGE_PROFILES, getImageUrl } from '../../lib/images';
import { EMBLA_OPTIONS, PARCEIROS } from './parceiros';
import { Reveal } from './reveal';

/** 'Nossos Parceiros' (docs/produto.md §2): autoplay, loop, dots, no pause on hover; a visible pause button. */
export function ParceirosCarousel({ parceiros, publicApiUrl }: { parceiros: Parceiro[]; publicApiUrl: string }) {
  const [emblaRef, emblaApi] = useEmblaCarousel(EMBLA_OPTIONS, [
    Autoplay({ delay: PARCEIROS.intervalo, stopOnMouseEnter: false, stopOnInteraction: false, stopOnFocusIn: true }),
  ]);
  const [pontos, setPontos] = useState<number[]>([]);
  const [current, setAtual] = useState(0);
  const [tocando, setTocando] = useState(true);

  const update = useCallback(() => {
    if (!emblaApi) return;
    setPontos(emblaApi.scrollSnapList());
    setAtual(emblaApi.selectedScrollSnap());
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi) return;
    // Nothing moves on its own for visitors who prefer reduced motion; the button starts it.
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) emblaApi.plugins().autoplay?.stop();
    const estado = () => setTocando(emblaApi.plugins().autoplay?.isPlaying() ?? false);
    update();
    estado();
    emblaApi.on('select', update).on('reInit', update).on('autoplay:play', estado).on('autoplay:stop', estado);
    return () => {
      emblaApi.off('select', update).off('reInit', update).off('autoplay:play', estado).off('autoplay:stop', estado);
    };
  }, [emblaApi, update]);

  if (parceiros.length === 0) return null;

  function toggle() {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) {
      autoplay.stop();
      setTocando(false);
    } else {
      autoplay.play();
      setTocando(true);
    }
  }

  return (
    <Reveal className="cosems-secao cosems-secao-clara" rotulo="titulo-parceiros">
      <Container fluid="xl">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 className="cosems-secao-titulo mb-0" id="titulo-parceiros">
            Nossos Parceiros
          </h2>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={toggle} aria-pressed={!tocando}>
            {tocando ? 'Pausar carrossel' : 'Reproduzir carrossel'}
          </button>
        </div>
        <div className="cosems-parceiros-viewport" ref={emblaRef}>
          <ul className="cosems-parceiros-container list-unstyled mb-0">
            {parceiros.map((p) => (
              <li className="cosems-parceiros-slide" key={p.nome}>
                <a href={p.link} target="_blank" rel="noopener noreferrer">
                  <img
                    {...getImageAttributes(getImageUrl(publicApiUrl, p.imagem), IMAGE_PROFILES.logo)}
                    alt={p.nome}
                    width={200}
                    height={88}
                  />
                  <NewTabNotice />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {pontos.length > 1 && (
          <div className="cosems-pontos">
            {pontos.map((_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll position
                key={i}
                type="button"
                className="cosems-ponto"
                aria-label={`Ir para o parceiro ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => emblaApi?.scrollTo(i)}
              />
            ))}
          </div>
        )}
      </Container>
    </Reveal>
  );
}
