/**
 * The difference between two revisions of a news item, as the revisions page shows it: each field
 * that changed (before → after), and the body's text word by word (jsdiff), read as text — the
 * markup is not what an editor compares.
 */
import type { DadosNoticia } from '@cosems/contracts';
import { diffWords } from 'diff';

export interface TrechoDiferenca {
  texto: string;
  tipo: 'igual' | 'removido' | 'inserido';
}

export interface CampoDiferente {
  campo: string;
  antes: string;
  depois: string;
}

/** A body's text: block ends become line breaks, tags go, the common entities are read. */
export function textoDoHtml(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|figcaption)>|<br\s*\/?>/g, '\n')
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/g, '[imagem: $1]')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export function diferencaDoTexto(antes: string, depois: string): TrechoDiferenca[] {
  return diffWords(textoDoHtml(antes), textoDoHtml(depois)).map((p) => ({
    texto: p.value,
    tipo: p.added ? 'inserido' : p.removed ? 'removido' : 'igual',
  }));
}

/** The fields (other than the body) that differ, named as the form names them. */
export function camposDiferentes(a: DadosNoticia, b: DadosNoticia, nomeDaRegiao: (id: number) => string): CampoDiferente[] {
  const regioes = (d: DadosNoticia) => d.regioes.map(nomeDaRegiao).sort().join(', ') || 'nenhuma';
  const campos: [string, (d: DadosNoticia) => string][] = [
    ['Título', (d) => d.titulo],
    ['Subtítulo', (d) => d.subtitulo],
    ['Autor', (d) => d.autor],
    ['Regiões', regioes],
    ['Imagem principal', (d) => d.imagem ?? 'nenhuma'],
    ['No banner', (d) => (d.bannerImagem ? 'sim' : 'não')],
    ['Nos destaques', (d) => (d.destaqueImagem ? 'sim' : 'não')],
  ];
  return campos.flatMap(([campo, ler]) => (ler(a) === ler(b) ? [] : [{ campo, antes: ler(a), depois: ler(b) }]));
}
