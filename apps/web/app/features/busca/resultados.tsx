import type { NoticiaResumo } from '@cosems/contracts';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { imagemDaNoticia, urlImagem } from '../../lib/imagens';
import type { ResultadoBusca } from './api.server';

/** 'Navegar para' links to the matching site pages. */
export function PaginasEncontradas({ paginas }: { paginas: ResultadoBusca['paginas'] }) {
  if (paginas.length === 0) return null;
  return (
    <section aria-labelledby="titulo-paginas" className="mb-5">
      <h2 className="cosems-secao-titulo" id="titulo-paginas">
        Páginas do site
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2">
        {paginas.map((p) => (
          <li key={p.url}>
            <Link to={p.url} className="btn btn-outline-primary">
              Navegar para {p.nome}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** News results as cards: image, title, subtitle. */
export function NoticiasEncontradas({ noticias, publicApiUrl }: { noticias: NoticiaResumo[]; publicApiUrl: string }) {
  if (noticias.length === 0) return null;
  return (
    <section aria-labelledby="titulo-noticias-encontradas">
      <h2 className="cosems-secao-titulo" id="titulo-noticias-encontradas">
        Notícias
      </h2>
      <Row as="ul" xs={1} sm={2} lg={3} className="g-4 list-unstyled">
        {noticias.map((n) => (
          <Col as="li" key={n.id}>
            <Card as="article" className="cosems-card cosems-busca-resultado">
              <Card.Img
                variant="top"
                src={urlImagem(publicApiUrl, imagemDaNoticia(n.materia))}
                alt=""
                loading="lazy"
                width={640}
                height={360}
              />
              <Card.Body>
                <Card.Title as="h3">
                  <Link to={`/noticia/${n.id}`}>{n.title}</Link>
                </Card.Title>
                {n.sub_title && <Card.Text>{n.sub_title}</Card.Text>}
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
