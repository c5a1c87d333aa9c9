import type { Parceiro } from '@cosems/contracts';
import Container from 'react-bootstrap/Container';
import { NewTabNotice } from '../../components/ui/external-link';
import { getImageAttributes, IMAGE_PROFILES, getImageUrl } from '../../lib/images';
import { ESPERA_MOTOR } from '../../lib/motor';
import { useMotor } from '../../lib/use-motor';
import { getParceirosPauseLabel } from './parceiros';
import { Reveal } from './reveal';

/**
 * 'Nossos Parceiros' (docs/produto.md §2): autoplay, loop, dots, no pause on hover; a visible pause
 * button. This renders the HTML; parceiros-motor.ts gives it its behaviour (the same code the home
 * page's inline script runs when it is served without React), loaded once the page has rendered.
 */
export function ParceirosCarousel({ parceiros, publicApiUrl }: { parceiros: Parceiro[]; publicApiUrl: string }) {
  // Offline or a new deploy: the logos stay in the page, as without JavaScript.
  const secao = useMotor<HTMLDivElement>(async () => (await import('./parceiros-motor')).createParceiros, parceiros);

  if (parceiros.length === 0) return null;
  return (
    <Reveal className="cosems-secao cosems-secao-clara" rotulo="titulo-parceiros">
      <Container fluid="xl" ref={secao}>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 className="cosems-secao-titulo mb-0" id="titulo-parceiros">
            Nossos Parceiros
          </h2>
          <button type="button" className={`btn btn-outline-primary btn-sm cosems-parceiros-pausa ${ESPERA_MOTOR}`} aria-pressed={false}>
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
