/**
 * A library image drawn small in the back office (the image fields, the media picker's grid and
 * preview): one variant the server makes (getSizedImageUrl: a width of IMAGE_WIDTHS), cropped to
 * its box around the focal point as the public site crops it, with the point marked by a dot. The
 * image is decorative here (alt=""): the text beside it names it.
 */
import type { ImagemDaBiblioteca } from '@cosems/contracts';
import { getImageUrl, getSizedImageUrl } from '../../../lib/images';
import { estiloDoFoco, posicaoDoFoco } from './seletor-de-midia-estado';

export function MiniaturaDeImagem({
  imagem,
  largura,
  altura,
  ajuste = 'cover',
  carregar = 'eager',
  fluida = false,
  className = '',
}: {
  imagem: Pick<ImagemDaBiblioteca, 'nome' | 'foco'>;
  /** CSS pixels of the box. */
  largura: number;
  altura: number;
  /** 'contain' for logos (never cut; no focal point to show); 'cover' crops around the point. */
  ajuste?: 'cover' | 'contain';
  carregar?: 'eager' | 'lazy';
  /** The box fills its cell's width (the picker's grid) in the proportion largura × altura; the variant is still for `largura`. */
  fluida?: boolean;
  className?: string;
}) {
  const cobre = ajuste === 'cover';
  const marca = cobre ? posicaoDoFoco(imagem.foco) : null;
  return (
    <span
      className={`cosems-miniatura cosems-miniatura-${ajuste}${fluida ? ' cosems-miniatura-fluida' : ''} ${className}`}
      style={fluida ? { aspectRatio: `${largura} / ${altura}` } : { width: largura, height: altura }}
    >
      <img
        src={getSizedImageUrl(getImageUrl('', imagem.nome), largura)}
        alt=""
        width={largura}
        height={altura}
        loading={carregar}
        decoding="async"
        style={cobre ? estiloDoFoco(imagem.foco) : undefined}
      />
      {marca ? <span className="cosems-foco" style={marca} aria-hidden="true" /> : null}
    </span>
  );
}
