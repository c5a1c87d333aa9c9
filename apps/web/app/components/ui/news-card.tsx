import type { NoticiaResumo } from '@cosems/contracts';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { formatarData } from '../../lib/datas';
import { imagemDaNoticia, urlImagem } from '../../lib/imagens';
import { cortar, tagsDeRegiao } from '../../lib/texto';

/**
 * A news card (spec §2, News list): image (fall-back image), date, title cut to `titleMax`
 * characters plus '...', region tags (up to 5; the 5th reads 'Outros' when there are more;
 * 'Geral' when none) and a 'Ler noticia' link.
 */
export function NewsCard({ noticia, titleMax, publicApiUrl }: { noticia: NoticiaResumo; titleMax: number; publicApiUrl: string }) {
  const href = `/noticia/${noticia.id}`;
  return (
    <Card as="article" className="cosems-card">
      <Card.Img
        variant="top"
        src={urlImagem(publicApiUrl, imagemDaNoticia(noticia.materia))}
        alt=""
        loading="lazy"
        width={640}
        height={360}
      />
      <Card.Body className="d-flex flex-column">
        <time className="cosems-data" dateTime={noticia.data_publicao}>
          {formatarData(noticia.data_publicao)}
        </time>
        <Card.Title as="h2" className="mt-1">
          {cortar(noticia.title, titleMax)}
        </Card.Title>
        <ul className="list-unstyled mb-3" aria-label="Regiões">
          {tagsDeRegiao(noticia.regioesNoticias).map((tag) => (
            <li key={tag} className="cosems-tag">
              {tag}
            </li>
          ))}
        </ul>
        <Link to={href} className="btn btn-outline-primary btn-sm mt-auto align-self-start" aria-label={`Ler noticia: ${noticia.title}`}>
          Ler noticia
        </Link>
      </Card.Body>
    </Card>
  );
}
