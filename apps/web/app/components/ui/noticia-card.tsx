import type { NoticiaSummary } from '@cosems/contracts';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';
import { useFocos, getFocoStyle } from '../../lib/image-focus';
import { getImageAttributes, type ImageLoading, getNoticiaImage, IMAGE_PROFILES, getImageUrl } from '../../lib/images';
import { truncate, getRegiaoTags } from '../../lib/text';

/**
 * A news card (docs/produto.md §2, News list): image (fall-back image), date, title cut to `titleMax`
 * characters plus '...', region tags (up to 5; the 5th reads 'Outros' when there are more;
 * 'Geral' when none) and a 'Ler noticia' link. The image loads lazily unless the card is in the
 * first screen (`carregamento`). Plain Bootstrap card classes: no react-bootstrap JS for a list.
 */
export function NoticiaCard({
  noticia,
  titleMax,
  publicApiUrl,
  carregamento = 'adiado',
}: {
  noticia: NoticiaSummary;
  titleMax: number;
  publicApiUrl: string;
  carregamento?: ImageLoading;
}) {
  const href = `/noticia/${noticia.id}`;
  const image = getNoticiaImage(noticia.materia);
  const focos = useFocos();
  return (
    <article className="cosems-card card">
      <img
        className="card-img-top"
        {...getImageAttributes(getImageUrl(publicApiUrl, image), IMAGE_PROFILES.cartao, carregamento)}
        style={getFocoStyle(focos, image)}
        alt=""
        width={640}
        height={360}
      />
      <div className="d-flex flex-column card-body">
        <time className="cosems-data" dateTime={noticia.data_publicao}>
          {formatDate(noticia.data_publicao)}
        </time>
        <h2 className="mt-1 card-title">{truncate(noticia.title, titleMax)}</h2>
        <ul className="list-unstyled mb-3" aria-label="Regiões">
          {getRegiaoTags(noticia.regioesNoticias).map((tag) => (
            <li key={tag} className="cosems-tag">
              {tag}
            </li>
          ))}
        </ul>
        <Link to={href} className="btn btn-outline-primary btn-sm mt-auto align-self-start" aria-label={`Ler noticia: ${noticia.title}`}>
          Ler noticia
        </Link>
      </div>
    </article>
  );
}
