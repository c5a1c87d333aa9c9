import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { imagemDaNoticia, urlImagem } from '../../lib/imagens';
import type { ResultadoBusca } from './api.server';
import { trechoSeguro } from './trecho';

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

/** News results as cards: image, title, subtitle and the snippet with the words found highlighted. */
export function NoticiasEncontradas({
  noticias,
  count,
  publicApiUrl,
}: {
  noticias: ResultadoBusca['noticias'];
  count: number;
  publicApiUrl: string;
}) {
  if (noticias.length === 0) return null;
  return (
    <section aria-labelledby="titulo-noticias-encontradas">
      <h2 className="cosems-secao-titulo" id="titulo-noticias-encontradas">
        Notícias
      </h2>
      <p className="text-body-secondary">{count === 1 ? '1 notícia encontrada' : `${count} notícias encontradas`}</p>
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
                {n.snippet && (
                  // Only <mark> survives trechoSeguro: the rest of the snippet is escaped text.
                  <Card.Text className="cosems-trecho small text-break" dangerouslySetInnerHTML={{ __html: trechoSeguro(n.snippet) }} />
                )}
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
