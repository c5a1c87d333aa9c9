/**
 * Beside the title, live: how it will read at every place the site cuts it, and as a share card
 * (WhatsApp / Open Graph). The limits come from the features that cut (the route passes them), so
 * there is one number for each place.
 */
import { getSizedImageUrl } from '../../lib/images';
import { truncate } from '../../lib/text';

/** How wide the share card's image is drawn here (CSS pixels); 1200 × 630 scaled down. */
const LARGURA_DA_IMAGEM = 400;
const ALTURA_DA_IMAGEM = 210;

export interface Corte {
  lugar: string;
  max: number;
}

interface Props {
  titulo: string;
  descricao: string;
  /** The chosen image's /image address (no width: the preview asks for the variant it draws). */
  imagemUrl: string | null;
  cortes: Corte[];
  siteNome: string;
}

export function CortesDoTitulo({ titulo, descricao, imagemUrl, cortes, siteNome }: Props) {
  const texto = titulo.trim() || 'Sem título';
  return (
    <section aria-labelledby="cortes-titulo" className="border rounded p-3 bg-light">
      <h2 id="cortes-titulo" className="h6">
        Como o título aparece no site
      </h2>
      <dl className="cosems-cortes small mb-3">
        {cortes.map((c) => {
          const cortado = truncate(texto, c.max);
          return (
            <div key={c.lugar} className="mb-1">
              <dt className="fw-semibold">
                {c.lugar} <span className="text-body-secondary fw-normal">(até {c.max} caracteres)</span>
              </dt>
              <dd className="mb-0">
                {cortado}
                {cortado !== texto ? <span className="visually-hidden"> (cortado)</span> : null}
              </dd>
            </div>
          );
        })}
      </dl>
      <h3 className="h6">Ao compartilhar (WhatsApp, redes sociais)</h3>
      <div className="cosems-cartao-compartilhar border rounded bg-white">
        {imagemUrl ? (
          <img
            src={getSizedImageUrl(imagemUrl, LARGURA_DA_IMAGEM)}
            alt=""
            width={LARGURA_DA_IMAGEM}
            height={ALTURA_DA_IMAGEM}
            className="cosems-cartao-imagem"
          />
        ) : null}
        <div className="p-2">
          <p className="small text-body-secondary mb-0">{siteNome}</p>
          <p className="fw-semibold mb-0">{truncate(texto, 95)}</p>
          <p className="small mb-0">{truncate(descricao.trim() || texto, 155)}</p>
        </div>
      </div>
    </section>
  );
}
