import type { LinkUtil } from '@cosems/contracts';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { ExternalLink } from '../../components/ui/external-link';
import { splitLinkColumns } from './link-columns';
import { Reveal } from './reveal';

export function LinksUteis({ links }: { links: LinkUtil[] }) {
  const columns = splitLinkColumns(links);
  if (columns.length === 0) return null;
  return (
    <Reveal className="cosems-secao cosems-links-uteis" rotulo="titulo-links-uteis">
      <Container fluid="xl">
        <h2 className="cosems-secao-titulo" id="titulo-links-uteis">
          Links Úteis
        </h2>
        <Row xs={1} sm={2} lg={4} className="g-3">
          {columns.map((coluna) => (
            <Col key={coluna[0]?.nome}>
              <ul>
                {coluna.map((l) => (
                  <li key={l.nome}>
                    <ExternalLink href={l.link}>{l.nome}</ExternalLink>
                  </li>
                ))}
              </ul>
            </Col>
          ))}
        </Row>
      </Container>
    </Reveal>
  );
}
