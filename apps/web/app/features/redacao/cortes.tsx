/**
 * Beside the title, live: how it will read at every place the site cuts it, and as a share card
 * (WhatsApp / Open Graph). The limits come from the features that cut (the route passes them), so
 * there is one number for each place.
 */
import { truncate } from '../../lib/text';

export interface Corte {
  lugar: string;
  max: number;
}

interface Props {
  titulo: string;
  descricao: string;
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
        {imagemUrl ? <img src={imagemUrl} alt="" width={400} height={210} className="cosems-cartao-imagem" /> : null}
        <div className="p-2">
          <p className="small text-body-secondary mb-0">{siteNome}</p>
          <p className="fw-semibold mb-0">{truncate(texto, 95)}</p>
          <p className="small mb-0">{truncate(descricao.trim() || texto, 155)}</p>
        </div>
      </div>
    </section>
  );
}
