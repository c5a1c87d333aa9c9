import type { Presidente } from '@cosems/contracts';
import { getImageAttributes, IMAGE_PROFILES, getImageUrl } from '../../lib/images';

/**
 * Alternative text of a portrait: the one written in the media library, which the API gives
 * (by default the name and the period: 'Júlio Vieira, presidente de 1991-1993').
 */
export function getPresidenteAltText(p: Presidente): string {
  return p.alt || `${p.name}, presidente de ${p.date}`;
}

/** docs/produto.md §2 (Gallery of Presidents): the portraits only, no captions. Portraits are 3:4. */
export function PresidentesGallery({ presidentes, publicApiUrl }: { presidentes: Presidente[]; publicApiUrl: string }) {
  return (
    <ul className="list-unstyled row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-lg-5 g-3">
      {presidentes.map((p, i) => (
        <li key={`${p.image}-${p.date}`} className="col">
          <img
            // The first row (up to 5 portraits) is in the first screen.
            {...getImageAttributes(getImageUrl(publicApiUrl, p.image), IMAGE_PROFILES.retrato, i < 5 ? 'normal' : 'adiado')}
            alt={getPresidenteAltText(p)}
            width={300}
            height={400}
            className="img-fluid rounded shadow-sm w-100 h-auto"
          />
        </li>
      ))}
    </ul>
  );
}
