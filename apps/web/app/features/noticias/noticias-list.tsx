import type { NoticiaSummary } from '@cosems/contracts';
import { NoticiaCard } from '../../components/ui/noticia-card';
import { LIST_TITLE_MAX } from './rules';

/** The news card grid: 3 columns on wide screens, 1 on phones. */
export function NoticiasGrid({ noticias, publicApiUrl }: { noticias: NoticiaSummary[]; publicApiUrl: string }) {
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled">
      {noticias.map((n, i) => (
        <li key={n.id} className="col">
          {/* The first card is the first screen's largest image on a phone. */}
          <NoticiaCard
            noticia={n}
            titleMax={LIST_TITLE_MAX}
            publicApiUrl={publicApiUrl}
            carregamento={i === 0 ? 'prioritario' : 'adiado'}
          />
        </li>
      ))}
    </ul>
  );
}
