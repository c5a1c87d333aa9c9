import type { NoticiaSummary } from '@cosems/contracts';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { getFocoStyle, useFocos } from '../../lib/image-focus';
import { getImageAttributes, getDestaqueImage, IMAGE_PROFILES, getImageUrl } from '../../lib/images';
import { truncate, getRegiaoLabel } from '../../lib/text';
import { GALLERY_TITLE_MAX, getGalleryItems } from './gallery';
import { Reveal } from './reveal';

/** Highlighted-news gallery (docs/produto.md §2): nothing until 4 items; newest first; cuts 150/80/60/40. */
export function DestaquesGallery({ destaques, publicApiUrl }: { destaques: NoticiaSummary[]; publicApiUrl: string }) {
  const items = getGalleryItems(destaques);
  const focos = useFocos();
  if (items.length === 0) return null;
  return (
    <Reveal className="cosems-secao" rotulo="titulo-destaques">
      <Container fluid="xl">
        <h2 className="cosems-secao-titulo" id="titulo-destaques">
          Destaques
        </h2>
        <ol className="cosems-galeria list-unstyled mb-0">
          {items.map((n, i) => {
            const image = getDestaqueImage(n.materia);
            return (
              <li key={n.id} className={`cosems-galeria-item cosems-galeria-item-${i + 1}`}>
                {/* Decorative: the link drawn over it names the news item (in high contrast its black
                  background covers the photo, as the former CSS background was hidden there). */}
                <img
                  {...getImageAttributes(getImageUrl(publicApiUrl, image), IMAGE_PROFILES.destaque)}
                  style={getFocoStyle(focos, image)}
                  alt=""
                  width={800}
                  height={600}
                  className="position-absolute top-0 start-0 w-100 h-100 object-fit-cover shadow-none"
                />
                <Link to={`/noticia/${n.id}`}>
                  <span className="cosems-galeria-regiao">{getRegiaoLabel(n.regioesNoticias)}</span>
                  <span className="cosems-galeria-titulo">{truncate(n.title, GALLERY_TITLE_MAX[i] ?? 40)}</span>
                </Link>
              </li>
            );
          })}
        </ol>
      </Container>
    </Reveal>
  );
}
