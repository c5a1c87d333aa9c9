import { type Blocos, linkExterno } from '@cosems/contracts';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { NewTabNotice } from '../../components/ui/external-link';

/** The Quick Access bar (block "acesso-rapido", edited in the back office): a site path in the same tab, an address in a new one. */
export function AcessoRapido({ bloco }: { bloco: Blocos['acesso-rapido'] }) {
  return (
    <nav className="cosems-acesso" aria-label="Acesso rápido">
      <Container fluid="xl">
        <Row as="ul" className="g-2 list-unstyled mb-0" xs={2} md={3} xl={6}>
          {bloco.links.map((l) => (
            <Col as="li" key={`${l.titulo} ${l.url}`}>
              {linkExterno(l.url) ? (
                <a href={l.url} target="_blank" rel="noopener noreferrer">
                  {l.titulo}
                  <NewTabNotice />
                </a>
              ) : (
                <Link to={l.url}>{l.titulo}</Link>
              )}
            </Col>
          ))}
        </Row>
      </Container>
    </nav>
  );
}
