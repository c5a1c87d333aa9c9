import type { NoticiaSummary } from '@cosems/contracts';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { NoticiaCard } from '../../components/ui/noticia-card';
import { Reveal } from './reveal';

/** Titles in the portal's cards are cut like the news list's (docs/produto.md §9: 100). */
const PORTAL_TITLE_MAX = 100;
const PORTAL_NOTICIAS_COUNT = 3;

/** The portal block: the latest news (the home's news list, page 1), or a spinner while empty. */
export function PortalBlock({ noticias, publicApiUrl }: { noticias: NoticiaSummary[]; publicApiUrl: string }) {
  return (
    <Reveal className="cosems-secao cosems-portal" rotulo="titulo-portal">
      <Container fluid="xl">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
          <h2 className="cosems-secao-titulo mb-0" id="titulo-portal">
            Portal de Notícias do SUS e do COSEMS/MG
          </h2>
          <Link to="/lista-noticias" className="btn btn-light">
            Ver todas as notícias
          </Link>
        </div>
        {noticias.length === 0 ? (
          <Loading />
        ) : (
          <Row xs={1} md={3} className="g-4 text-body">
            {noticias.slice(0, PORTAL_NOTICIAS_COUNT).map((n) => (
              <Col key={n.id}>
                <NoticiaCard noticia={n} titleMax={PORTAL_TITLE_MAX} publicApiUrl={publicApiUrl} />
              </Col>
            ))}
          </Row>
        )}
      </Container>
    </Reveal>
  );
}
