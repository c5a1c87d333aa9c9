import { useEffect, useState } from 'react';
import { NewTabNotice } from '../../components/ui/external-link';
import { COPY_DONE_MESSAGE, COPY_MESSAGE_MS, copyFailedMessage, getShareLinks } from './share';

type EstadoCopia = 'nada' | 'copiado' | 'falhou';

/**
 * Share links (WhatsApp, Facebook, LinkedIn, X, e-mail), 'Copiar link' and, where the browser
 * offers it, the system's 'Compartilhar'. The two buttons need JavaScript, so they appear once
 * the page has hydrated (on a news page, served without React, the page's script adds them:
 * app/sem-hidratacao/); the links work without JavaScript.
 */
export function ShareNoticia({ url, titulo }: { url: string; titulo: string }) {
  const [hidratado, setHidratado] = useState(false);
  const [podeCompartilhar, setPodeCompartilhar] = useState(false);
  const [copia, setCopia] = useState<EstadoCopia>('nada');
  useEffect(() => {
    setHidratado(true);
    setPodeCompartilhar(typeof navigator.share === 'function');
  }, []);
  useEffect(() => {
    if (copia !== 'copiado') return;
    const t = setTimeout(() => setCopia('nada'), COPY_MESSAGE_MS);
    return () => clearTimeout(t);
  }, [copia]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopia('copiado');
    } catch {
      setCopia('falhou');
    }
  }

  async function compartilhar() {
    try {
      await navigator.share({ title: titulo, url });
    } catch {
      // Cancelled by the visitor, or refused by the browser: nothing to do.
    }
  }

  return (
    // data-url and data-titulo: what the script of a page served without React shares (app/sem-hidratacao/).
    <section aria-labelledby="titulo-compartilhar" className="cosems-compartilhar mt-4" data-url={url} data-titulo={titulo}>
      <h2 id="titulo-compartilhar" className="h6">
        Compartilhar esta notícia
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
        {getShareLinks(url, titulo).map(({ rede, href }) => (
          <li key={rede}>
            {rede === 'E-mail' ? (
              <a className="btn btn-outline-secondary btn-sm" href={href}>
                Enviar por e-mail
              </a>
            ) : (
              <a className="btn btn-outline-secondary btn-sm" href={href} target="_blank" rel="noopener noreferrer">
                {rede}
                <NewTabNotice />
              </a>
            )}
          </li>
        ))}
        {hidratado && (
          <li>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={copyLink}>
              Copiar link
            </button>
          </li>
        )}
        {podeCompartilhar && (
          <li>
            <button type="button" className="btn btn-primary btn-sm" onClick={compartilhar}>
              Compartilhar
            </button>
          </li>
        )}
      </ul>
      <p role="status" className="small mb-0 text-break">
        {copia === 'copiado' && COPY_DONE_MESSAGE}
        {copia === 'falhou' && copyFailedMessage(url)}
      </p>
    </section>
  );
}
