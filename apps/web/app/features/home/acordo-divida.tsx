import { type Blocos, linkExterno } from '@cosems/contracts';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ui/external-link';
import { Reveal } from './reveal';

/** The state health fund debt-agreement section (block "acordo-divida"), with its 'Saiba mais' link. */
export function AcordoDivida({ bloco }: { bloco: Blocos['acordo-divida'] }) {
  return (
    <Reveal className="cosems-secao" rotulo="titulo-acordo">
      <Container fluid="xl">
        <div className="cosems-acordo p-4 rounded">
          <h2 className="cosems-secao-titulo" id="titulo-acordo">
            {bloco.titulo}
          </h2>
          <p>{bloco.texto}</p>
          {linkExterno(bloco.url) ? (
            <ExternalLink href={bloco.url} className="btn btn-primary">
              Saiba mais
            </ExternalLink>
          ) : (
            <Link to={bloco.url} className="btn btn-primary">
              Saiba mais
            </Link>
          )}
        </div>
      </Container>
    </Reveal>
  );
}
