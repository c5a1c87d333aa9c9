import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { NewTabNotice } from '../../components/ui/external-link';
import { siteConfig } from '../../lib/site-config';

/** The six Quick Access links of docs/produto.md §2, in its order. */
export const ACESSO_RAPIDO: { titulo: string; url: string; externo: boolean }[] = [
  { titulo: 'Notícias do COSEMS/MG', url: '/lista-noticias', externo: false },
  { titulo: 'COSEMS Regionais', url: '/secretarios', externo: false },
  { titulo: 'Nossas publicações', url: '/publicacoes', externo: false },
  { titulo: 'Galeria de fotos', url: siteConfig.externos.albunsFotos, externo: true },
  { titulo: 'Sala de Apoio à Gestão Estratégica', url: siteConfig.externos.salaEstrategica, externo: true },
  { titulo: 'Portal de cursos', url: siteConfig.externos.cursos, externo: true },
];

export function AcessoRapido() {
  return (
    <nav className="cosems-acesso" aria-label="Acesso rápido">
      <Container fluid="xl">
        <Row as="ul" className="g-2 list-unstyled mb-0" xs={2} md={3} xl={6}>
          {ACESSO_RAPIDO.map((l) => (
            <Col as="li" key={l.titulo}>
              {l.externo ? (
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
