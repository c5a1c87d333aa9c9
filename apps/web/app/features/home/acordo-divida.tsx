import Container from 'react-bootstrap/Container';
import { NewTabNotice } from '../../components/ui/external-link';
import { siteConfig } from '../../lib/site-config';
import { Reveal } from './reveal';

/** The state health fund debt-agreement section, with its external 'Saiba mais' button (new tab). */
export function AcordoDivida() {
  return (
    <Reveal className="cosems-secao" rotulo="titulo-acordo">
      <Container fluid="xl">
        <div className="cosems-acordo p-4 rounded">
          <h2 className="cosems-secao-titulo" id="titulo-acordo">
            Acordo da dívida do Estado com os Fundos Municipais de Saúde
          </h2>
          <p>
            O COSEMS/MG acompanha o acordo firmado para o pagamento dos valores devidos pelo Fundo Estadual de Saúde aos municípios
            mineiros: parcelas, cronograma e orientações aos gestores municipais.
          </p>
          <a className="btn btn-primary" href={siteConfig.externos.acordoDividaSaibaMais} target="_blank" rel="noopener noreferrer">
            Saiba mais
            <NewTabNotice />
          </a>
        </div>
      </Container>
    </Reveal>
  );
}
