import type { Parceiro } from '@cosems/contracts';
import { getImageAttributes, IMAGE_PROFILES, getImageUrl } from '../../lib/images';
import { siteConfig } from '../../lib/site-config';
import { ExternalLink } from '../ui/external-link';

// Plain Bootstrap grid classes: react-bootstrap's Container/Row/Col would add JS to every page.

/** Footer (docs/produto.md §2): address, hours, phones, e-mail, about text, social links, bodies' logos, credit. */
export function SiteFooter({ orgaos, publicApiUrl }: { orgaos: Parceiro[]; publicApiUrl: string }) {
  const { contato } = siteConfig;
  return (
    <footer id="rodape" className="cosems-rodape">
      <div className="container-xl">
        <div className="g-4 row">
          <div className="col-lg-3 col-md-6 col-12">
            <h2>Sobre nós</h2>
            <p>{siteConfig.sobre}</p>
          </div>
          <div className="col-lg-3 col-md-6 col-12">
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
          </div>
          <div className="col-lg-3 col-md-6 col-12">
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
          </div>
          <div className="col-lg-3 col-md-6 col-12">
            <h2>Órgãos e parceiros</h2>
            <ul className="cosems-rodape-orgaos d-flex flex-wrap gap-2">
              {orgaos.map((o) => (
                <li key={o.nome}>
                  <ExternalLink href={o.link}>
                    <img
                      {...getImageAttributes(getImageUrl(publicApiUrl, o.imagem), IMAGE_PROFILES.logoRodape)}
                      alt={o.nome}
                      width={140}
                      height={48}
                    />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="cosems-rodape-credito mb-0 d-flex flex-wrap justify-content-between gap-2">
          <span>
            © {siteConfig.nome} – {siteConfig.nomeCompleto}
          </span>
          <span>
            Desenvolvido por <ExternalLink href={siteConfig.desenvolvedor.url}>{siteConfig.desenvolvedor.nome}</ExternalLink>
          </span>
        </p>
      </div>
    </footer>
  );
}
