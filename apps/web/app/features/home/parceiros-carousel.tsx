import type { Parceiro } from '@cosems/contracts';
import { useEffect, useRef } from 'react';
import Container from 'react-bootstrap/Container';
import { NewTabNotice } from '../../components/ui/external-link';
import { getImageAttributes, IMAGE_PROFILES, getImageUrl } from '../../lib/images';
import { prefersReducedMotion } from '../../lib/movimento';
import { getParceirosPauseLabel } from './parceiros';
import type { ParceirosControl } from './parceiros-motor';
import { Reveal } from './reveal';

/**
 * 'Nossos Parceiros' (docs/produto.md §2): autoplay, loop, dots, no pause on hover; a visible pause
 * button. This renders the HTML; parceiros-motor.ts gives it its behaviour (the same code the home
 * page's inline script runs when it is served without React), loaded once the page has rendered.
 */
export function ParceirosCarousel({ parceiros, publicApiUrl }: { parceiros: Parceiro[]; publicApiUrl: string }) {
  const secao = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list is new HTML, so a new engine (the old one puts back what it changed first)
  useEffect(() => {
    const el = secao.current;
    if (!el) return;
    let ativo = true;
    let motor: ParceirosControl | null = null;
    import('./parceiros-motor')
      .then(({ createParceiros }) => {
        if (ativo) motor = createParceiros(el, prefersReducedMotion(window));
      })
      // Offline or a new deploy: the logos stay in the page, as without JavaScript.
      .catch(() => {});
    return () => {
      ativo = false;
      motor?.destruir();
    };
  }, [parceiros]);

  if (parceiros.length === 0) return null;
  return (
    <Reveal className="cosems-secao cosems-secao-clara" rotulo="titulo-parceiros">
      <Container fluid="xl" ref={secao}>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 className="cosems-secao-titulo mb-0" id="titulo-parceiros">
            Nossos Parceiros
          </h2>
          <button type="button" className="btn btn-outline-primary btn-sm cosems-parceiros-pausa" aria-pressed={false}>
            {getParceirosPauseLabel(true)}
          </button>
        </div>
        <div className="cosems-parceiros-viewport">
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
        {/* The dots: made by the engine, one per scroll position. */}
        <div className="cosems-pontos" />
      </Container>
    </Reveal>
  );
}
