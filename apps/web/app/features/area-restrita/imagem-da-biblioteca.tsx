/**
 * Choosing an image of the media library (a partner's logo, a new site logo): a labelled select
 * of the library's images (name and alternative text), with a preview of the chosen one, and a
 * link to the library to upload one first (with its alternative text). Works without JavaScript;
 * with it, the preview follows the choice.
 */
import type { ErroDeCampo, ImagemDaBiblioteca } from '@cosems/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { atributosDoCampo, MensagemDoCampo } from './erros-de-campo';

export function ImagemDaBibliotecaCampo({
  imagens,
  valor,
  erros,
  rotulo = 'Imagem (da biblioteca de mídia)',
}: {
  imagens: readonly ImagemDaBiblioteca[];
  valor: string;
  erros: readonly ErroDeCampo[] | null | undefined;
  rotulo?: string;
}) {
  const [escolhida, setEscolhida] = useState(valor);
  const atual = imagens.find((i) => i.nome === escolhida);
  const { className: _c, ...attrs } = atributosDoCampo(erros, 'imagem', 'imagem-ajuda');
  return (
    <div className="mb-3">
      <label htmlFor="imagem" className="form-label">
        {rotulo}
        <span className="text-body-secondary"> (obrigatório)</span>
      </label>
      <select
        {...attrs}
        className={`form-select${erros?.some((e) => e.campo === 'imagem') ? ' is-invalid' : ''}`}
        defaultValue={valor}
        required
        onChange={(e) => setEscolhida(e.currentTarget.value)}
      >
        <option value="">Escolha uma imagem…</option>
        {imagens.map((i) => (
          <option key={i.nome} value={i.nome}>
            {i.alt ? `${i.alt} (${i.nome})` : i.nome}
          </option>
        ))}
      </select>
      <div id="imagem-ajuda" className="form-text">
        A imagem precisa estar na <Link to="/admin/midia">biblioteca de mídia</Link>: envie-a lá primeiro, com o texto alternativo, e volte
        a esta página.
      </div>
      <MensagemDoCampo erros={erros} campo="imagem" />
      {atual ? (
        <figure className="mt-2 mb-0">
          <img
            src={`/image/${encodeURIComponent(atual.nome)}?w=160`}
            alt={atual.alt}
            width={160}
            height={80}
            className="img-thumbnail cosems-logo-previa"
          />
          <figcaption className="form-text">Imagem escolhida</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
