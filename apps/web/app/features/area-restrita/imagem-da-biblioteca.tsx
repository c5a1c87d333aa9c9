/**
 * Choosing an image of the media library — a partner's logo, a new site logo, a president's
 * portrait: a labelled select of the library's images (alternative text and name), with a preview
 * of the chosen one, and a link to the library to upload one first (with its alternative text).
 * Works without JavaScript; with it, the preview follows the choice. An image that left the library
 * still shows as the current choice (the save then asks for another).
 */
import type { ErroDeCampo, ImagemDaBiblioteca } from '@cosems/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { getImageUrl, getSizedImageUrl } from '../../lib/images';
import { atributosDoCampo, MensagemDoCampo } from './erros-de-campo';

export function ImagemDaBibliotecaCampo({
  imagens,
  valor,
  erros,
  nome = 'imagem',
  rotulo = 'Imagem (da biblioteca de mídia)',
  dica,
  previa = { largura: 160, altura: 80, className: 'img-thumbnail cosems-logo-previa' },
  semAlt = 'sem texto alternativo',
}: {
  imagens: readonly ImagemDaBiblioteca[];
  valor: string;
  erros: readonly ErroDeCampo[] | null | undefined;
  /** The field's name and id. */
  nome?: string;
  rotulo?: string;
  /** Instead of the default hint (upload to the library first). */
  dica?: ReactNode;
  previa?: { largura: number; altura: number; className: string };
  /** What the preview says of an image without alternative text. */
  semAlt?: string;
}) {
  const [escolhida, setEscolhida] = useState(valor);
  const opcoes = valor && !imagens.some((i) => i.nome === valor) ? [{ nome: valor, alt: '' }, ...imagens] : imagens;
  const atual = opcoes.find((i) => i.nome === escolhida);
  const { className: _c, ...attrs } = atributosDoCampo(erros, nome, `${nome}-ajuda`);
  return (
    <div className="mb-3">
      <label htmlFor={nome} className="form-label">
        {rotulo}
        <span className="text-body-secondary"> (obrigatório)</span>
      </label>
      <select
        {...attrs}
        className={`form-select${erros?.some((e) => e.campo === nome) ? ' is-invalid' : ''}`}
        defaultValue={valor}
        required
        onChange={(e) => setEscolhida(e.currentTarget.value)}
      >
        <option value="">Escolha uma imagem…</option>
        {opcoes.map((i) => (
          <option key={i.nome} value={i.nome}>
            {i.alt ? `${i.alt} (${i.nome})` : `${i.nome} (${semAlt})`}
          </option>
        ))}
      </select>
      <div id={`${nome}-ajuda`} className="form-text">
        {dica ?? (
          <>
            A imagem precisa estar na <Link to="/admin/midia">biblioteca de mídia</Link>: envie-a lá primeiro, com o texto alternativo, e
            volte a esta página.
          </>
        )}
      </div>
      <MensagemDoCampo erros={erros} campo={nome} />
      {atual ? (
        <figure className="mt-2 mb-0">
          <img
            src={getSizedImageUrl(getImageUrl('', atual.nome), previa.largura)}
            alt={atual.alt}
            width={previa.largura}
            height={previa.altura}
            className={previa.className}
          />
          <figcaption className="form-text">Imagem escolhida{atual.alt ? '' : ` (${semAlt})`}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
