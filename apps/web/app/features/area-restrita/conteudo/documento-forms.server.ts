/**
 * The legal documents' and publications' forms (/admin/juridico, /admin/publicacoes): a refusal as
 * the form shows it, and the notice shown after a save. The body is read once, as for the media
 * library (readMidiaForm); its fields are checked against the type's schema by the save pipeline
 * (@cosems/admin), and the file's bytes and name go to it, which decides what they are.
 */
import {
  AVISO_DADOS_DO_PDF,
  type CampoDocumento,
  DADOS_DO_PDF,
  type DocumentoSalvo,
  type ErroDeCampo,
  type RecusaDeDocumento,
} from '@cosems/contracts';

/** What a form's action answers when it does not save: the message, its field (or several), and what was typed. */
export interface RespostaDeDocumento {
  erro: { mensagem: string; campo?: CampoDocumento | undefined } | null;
  erros?: ErroDeCampo[];
  campos: Record<string, string>;
}

/** The refusal as the form shows it (typed values kept, never the file). */
export function respostaDe(recusa: RecusaDeDocumento, campos: Record<string, string>): RespostaDeDocumento {
  const { _csrf: _, versao: _v, intent: _i, ...digitados } = campos;
  return { erro: { mensagem: recusa.mensagem, campo: recusa.campo }, ...(recusa.erros ? { erros: recusa.erros } : {}), campos: digitados };
}

/** Where a save leads: the list, with what to tell (`salvo`, the PDF's pages and, if it carried metadata, what became of it). */
export function enderecoDepoisDeSalvar(base: string, salvo: DocumentoSalvo): string {
  const query = new URLSearchParams({ salvo: String(salvo.id) });
  if (salvo.rascunho) query.set('rascunho', '1');
  if (salvo.pdf) {
    query.set('paginas', String(salvo.pdf.paginas));
    if (salvo.pdf.metadados.length > 0) query.set('dados', salvo.pdf.dados);
  }
  return `${base}?${query}`;
}

/** The notice of a list page after a save or a deletion, from its query (numbers and known words only are read). */
export function avisoDaLista(url: URL, nome: { salvo: string; excluido: string }): { texto: string; dados: string | null } | null {
  const q = url.searchParams;
  if (q.get('excluido') === '1') return { texto: nome.excluido, dados: null };
  if (!/^[1-9][0-9]{0,9}$/.test(q.get('salvo') ?? '')) return null;
  const paginas = q.get('paginas') ?? '';
  const pdf = /^[1-9][0-9]{0,6}$/.test(paginas)
    ? ` O PDF foi conferido e aceito (${paginas} ${paginas === '1' ? 'página' : 'páginas'}).`
    : '';
  const dados = DADOS_DO_PDF.find((d) => d === q.get('dados'));
  const onde =
    q.get('rascunho') === '1'
      ? ' É um rascunho: o site só o mostra depois que um editor o publicar.'
      : ' O site e a API já mostram a alteração.';
  return { texto: `${nome.salvo}${pdf}${onde}`, dados: dados ? AVISO_DADOS_DO_PDF[dados] : null };
}
