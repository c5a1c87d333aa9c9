/**
 * The media picker's rules, apart from its markup (seletor-de-midia.tsx, seletor-de-midia-dialogo.tsx):
 * what a field or the editor asks of it, the search's address, how pages of results and an image
 * just uploaded join the list, and where the focal point is drawn.
 */
import type { ImagemDaBiblioteca, ImagemDoSeletor, PaginaDoSeletor, PontoFocal } from '@cosems/contracts';
import { toPercent } from '../../../lib/image-focus';

/** The search's address (routes/admin/midia/midia-imagens.ts). */
export const ENDERECO_DA_BUSCA = '/admin/midia/imagens';
/** Where an image without alternative text gets one in the library (routes/admin/midia/midia-descrever.ts). */
export const ENDERECO_DA_DESCRICAO = '/admin/midia/descrever';

/** What a field, or the editor's "Imagem" button, asks the picker for. */
export interface PedidoDeImagem {
  /** The dialog's heading: the field's label ("Imagem principal") or "Inserir imagem no texto". */
  titulo: string;
  /** The button that confirms the choice: "Usar esta imagem", "Inserir no texto". */
  acao: string;
  /** The image chosen now: selected when the dialog opens. */
  atual?: ImagemDaBiblioteca | null;
  /**
   * The label of an alternative text written for this place (the editor's image in the text), which
   * starts as the library's; without it the library's text goes with the image.
   */
  rotuloDoAlt?: string;
}

/** What the picker answers: the image, with the alternative text for this place. */
export type ImagemEscolhida = ImagemDoSeletor;

/** The results shown: the search they answer and every page loaded so far, one after the other. */
export interface Resultados {
  busca: string;
  itens: ImagemDoSeletor[];
  total: number;
  /** The last page loaded. */
  pagina: number;
  paginas: number;
}

/** GET address of page `pagina` of the images that hold `busca` (an empty search and page 1 left out). */
export function enderecoDaBusca(busca: string, pagina = 1): string {
  const query = new URLSearchParams();
  const texto = busca.trim();
  if (texto) query.set('q', texto);
  if (pagina > 1) query.set('pagina', String(pagina));
  const qs = query.toString();
  return qs ? `${ENDERECO_DA_BUSCA}?${qs}` : ENDERECO_DA_BUSCA;
}

/**
 * The results after a page arrives: page 1, or an answer to another search, replaces them; a later
 * page of the same search is added after them, without the images already there (an upload that
 * came first, or a page that moved because something new arrived in the library meanwhile).
 */
export function juntarPagina(atual: Resultados | null, pagina: PaginaDoSeletor): Resultados {
  const nova = { busca: pagina.busca, total: pagina.total, pagina: pagina.pagina, paginas: pagina.paginas };
  if (!atual || pagina.pagina === 1 || atual.busca !== pagina.busca) return { ...nova, itens: pagina.itens };
  const vistos = new Set(atual.itens.map((i) => i.nome));
  return { ...nova, itens: [...atual.itens, ...pagina.itens.filter((i) => !vistos.has(i.nome))] };
}

/**
 * The results after an upload: the new image first (whatever the search: it is the one just sent,
 * and it is chosen at once), counted once.
 */
export function incluirEnviada(atual: Resultados | null, imagem: ImagemDoSeletor): Resultados {
  const base = atual ?? { busca: '', itens: [], total: 0, pagina: 1, paginas: 1 };
  const jaEstava = base.itens.some((i) => i.nome === imagem.nome);
  return { ...base, itens: [imagem, ...base.itens.filter((i) => i.nome !== imagem.nome)], total: base.total + (jaEstava ? 0 : 1) };
}

/** Whether another page of this search is there to load ("Mais imagens"). */
export function temMais(resultados: Resultados | null): boolean {
  return resultados !== null && resultados.pagina < resultados.paginas;
}

/**
 * Where the focal point's mark goes over an image drawn with `object-fit: cover` and
 * `object-position` at the point (estiloDoFoco): at the same percentages of the box, since that
 * position puts the point at x % × y % of the image on x % × y % of the box, whatever the
 * proportions. null: no point marked (the site crops around the centre, and no mark is drawn).
 */
export function posicaoDoFoco(foco: PontoFocal | null): { left: string; top: string } | null {
  return foco ? { left: toPercent(foco.x), top: toPercent(foco.y) } : null;
}

/** The thumbnail's `object-position`: the crop keeps the focal point in view, as the public site's crops do. */
export function estiloDoFoco(foco: PontoFocal | null): { objectPosition: string } | undefined {
  const p = posicaoDoFoco(foco);
  return p ? { objectPosition: `${p.left} ${p.top}` } : undefined;
}

/** The focal point in words, for whoever does not see the mark. */
export function descreverFoco(foco: PontoFocal | null): string {
  const p = posicaoDoFoco(foco);
  return p
    ? `Ponto focal a ${p.left.replace('.', ',')} da esquerda e ${p.top.replace('.', ',')} do topo.`
    : 'Ponto focal não marcado: os recortes do site ficam centralizados.';
}
