import type { Parceiro } from '@cosems/contracts';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { urlImagem } from '../../lib/imagens';
import { siteConfig } from '../../lib/site-config';
import { ExternalLink } from '../ui/external-link';

/** Footer (spec §2): address, hours, phones, e-mail, about text, social links, bodies' logos, credit. */
export function SiteFooter({ orgaos, publicApiUrl }: { orgaos: Parceiro[]; publicApiUrl: string }) {
  const { contato } = siteConfig;
  return (
    <footer id="rodape" className="cosems-rodape">
      <Container fluid="xl">
        <Row className="g-4">
          <Col xs={12} md={6} lg={3}>
            <h2>Sobre nós</h2>
            <p>{siteConfig.sobre}</p>
          </Col>
          <Col xs={12} md={6} lg={3}>
            <h2>Endereço</h2>
            <address>
              {contato.endereco.map((linha) => (
                <span key={linha} className="d-block">
                  {linha}
                </span>
              ))}
            </address>
            <h2>Horário de atendimento</h2>
            <ul>
              {contato.horarios.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </Col>
          <Col xs={12} md={6} lg={3}>
            <h2>Contato</h2>
            <ul>
              {contato.telefones.map((t) => (
                <li key={t}>
                  Telefone: <a href={`tel:${t.replace(/[^\d+]/g, '')}`}>{t}</a>
                </li>
              ))}
              <li>
                E-mail: <a href={`mailto:${contato.email}`}>{contato.email}</a>
              </li>
            </ul>
            <h2>Redes sociais</h2>
            <ul className="d-flex flex-wrap gap-3">
              {siteConfig.redesSociais.map((r) => (
                <li key={r.nome}>
                  <ExternalLink href={r.url}>{r.nome}</ExternalLink>
                </li>
              ))}
            </ul>
          </Col>
          <Col xs={12} md={6} lg={3}>
            <h2>Órgãos e parceiros</h2>
            <ul className="cosems-rodape-orgaos d-flex flex-wrap gap-2">
              {orgaos.map((o) => (
                <li key={o.nome}>
                  <ExternalLink href={o.link}>
                    <img src={urlImagem(publicApiUrl, o.imagem)} alt={o.nome} loading="lazy" width={140} height={48} />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </Col>
        </Row>
        <p className="cosems-rodape-credito mb-0 d-flex flex-wrap justify-content-between gap-2">
          <span>
            © {siteConfig.nome} – {siteConfig.nomeCompleto}
          </span>
          <span>
            Desenvolvido por <ExternalLink href={siteConfig.desenvolvedor.url}>{siteConfig.desenvolvedor.nome}</ExternalLink>
          </span>
        </p>
      </Container>
    </footer>
  );
}
