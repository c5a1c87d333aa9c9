/**
 * The legal documents' and publications' forms (/admin/juridico, /admin/publicacoes): the multipart
 * body read (text fields and the one file, as for the media library), the fields checked against
 * the contracts' schemas, and the notice shown after a save. The file's bytes and name go to the
 * port, which decides what they are; nothing here trusts them.
 */
import {
  AVISO_DADOS_DO_PDF,
  type ArquivoRecebido,
  type CampoDocumento,
  DADOS_DO_PDF,
  type DocumentoSalvo,
  type RecusaDeDocumento,
} from '@cosems/contracts';
import type { TObject } from 'typebox';
import { Value } from 'typebox/value';
import { readMidiaForm } from './midia-forms.server';

/** What a form's action answers when it does not save: the message, its field, and what was typed. */
export interface RespostaDeDocumento {
  erro: { mensagem: string; campo?: CampoDocumento | undefined };
  campos: Record<string, string>;
}

export const FORMULARIO_INVALIDO = 'Formulário inválido: confira os campos e envie de novo.';

/** The form's fields against `schema` and its file; `null` when the body is not a form or does not match. */
export async function readDocumentoForm<T>(
  request: Request,
  schema: TObject,
): Promise<{ ok: true; dados: T; campos: Record<string, string>; arquivo: ArquivoRecebido | null } | { ok: false }> {
  const form = await readMidiaForm(request);
  if (!form.ok) return { ok: false };
  if (!Value.Check(schema, form.campos)) return { ok: false };
  return { ok: true, dados: form.campos as T, campos: form.campos, arquivo: form.arquivo };
}

/** The refusal as the form shows it (typed values kept, never the file). */
export function respostaDe(recusa: RecusaDeDocumento, campos: Record<string, string>): RespostaDeDocumento {
  const { _csrf: _, versao: _v, ...digitados } = campos;
  return { erro: { mensagem: recusa.mensagem, campo: recusa.campo }, campos: digitados };
}

/** Where a save leads: the list, with what to tell (`salvo`, the PDF's pages and, if it carried metadata, what became of it). */
export function enderecoDepoisDeSalvar(base: string, salvo: DocumentoSalvo): string {
  const query = new URLSearchParams({ salvo: String(salvo.id) });
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
  return { texto: `${nome.salvo}${pdf} O site e a API já mostram a alteração.`, dados: dados ? AVISO_DADOS_DO_PDF[dados] : null };
}
