import type { NoticiaResumo } from '@cosems/contracts';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { NewsCard } from '../../components/ui/news-card';
import { CORTE_TITULO_LISTA } from './regras';

/** The news card grid: 3 columns on wide screens, 1 on phones. */
export function GradeNoticias({ noticias, publicApiUrl }: { noticias: NoticiaResumo[]; publicApiUrl: string }) {
  return (
    <Row as="ul" xs={1} sm={2} lg={3} className="g-4 list-unstyled">
      {noticias.map((n) => (
        <Col as="li" key={n.id}>
          <NewsCard noticia={n} titleMax={CORTE_TITULO_LISTA} publicApiUrl={publicApiUrl} />
        </Col>
      ))}
    </Row>
  );
}
