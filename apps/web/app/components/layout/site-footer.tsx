import type { Blocos, Parceiro } from '@cosems/contracts';
import { getImageAttributes, IMAGE_PROFILES, getImageUrl } from '../../lib/images';
import { siteConfig } from '../../lib/site-config';
import { ExternalLink } from '../ui/external-link';

// Plain Bootstrap grid classes: react-bootstrap's Container/Row/Col would add JS to every page.

/**
 * Footer (docs/produto.md §2): about text, address, hours, phones, e-mail and social links (block
 * "rodape", edited in the back office), bodies' logos, credit. Without the block (an error page
 * drawn before any data was read), only the logos and the credit.
 */
export function SiteFooter({
  orgaos,
  rodape,
  credito,
  publicApiUrl,
}: {
  orgaos: Parceiro[];
  rodape: Blocos['rodape'] | undefined;
  /** The developer's name and address (block `enderecos`); no credit on an error page whose data failed. */
  credito: Pick<Blocos['enderecos'], 'desenvolvedor' | 'desenvolvedorNome'> | undefined;
  publicApiUrl: string;
}) {
  return (
    <footer id="rodape" className="cosems-rodape">
      <div className="container-xl">
        <div className="g-4 row">
          {rodape ? (
            <>
              <div className="col-lg-3 col-md-6 col-12">
                <h2>Sobre nós</h2>
                <p>{rodape.sobre}</p>
              </div>
              <div className="col-lg-3 col-md-6 col-12">
                <h2>Endereço</h2>
                <address>
                  {rodape.endereco.map((linha, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines of an address, in order; two may read the same
                    <span key={i} className="d-block">
                      {linha}
                    </span>
                  ))}
                </address>
                {rodape.horarios.length ? (
                  <>
                    <h2>Horário de atendimento</h2>
                    <ul>
                      {rodape.horarios.map((h, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: lines in order
                        <li key={i}>{h}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </div>
              <div className="col-lg-3 col-md-6 col-12">
                <h2>Contato</h2>
                <ul>
                  {rodape.telefones.map((t, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines in order
                    <li key={i}>
                      Telefone: <a href={`tel:${t.replace(/\D/g, '')}`}>{t}</a>
                    </li>
                  ))}
                  {rodape.email ? (
                    <li>
                      E-mail: <a href={`mailto:${rodape.email}`}>{rodape.email}</a>
                    </li>
                  ) : null}
                </ul>
                {rodape.redesSociais.length ? (
                  <>
                    <h2>Redes sociais</h2>
                    <ul className="d-flex flex-wrap gap-3">
                      {rodape.redesSociais.map((r, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: links in order
                        <li key={i}>
                          <ExternalLink href={r.url}>{r.titulo}</ExternalLink>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </div>
            </>
          ) : null}
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
          {credito ? (
            <span>
              Desenvolvido por <ExternalLink href={credito.desenvolvedor}>{credito.desenvolvedorNome}</ExternalLink>
            </span>
          ) : null}
        </p>
      </div>
    </footer>
  );
}
