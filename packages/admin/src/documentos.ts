/**
 * What the legal space's documents and the publications (conteudo/juridico.ts, conteudo/publicacoes.ts)
 * share: the rule for an external link, the plain-text fields, and storing an uploaded PDF
 * in the `arquivos` table (tipo 'documento', served at /arquivo/{nome}) after checking it opens.
 * docs/decisions/026-juridico-e-publicacoes.md.
 */
import { createHash } from 'node:crypto';
import {
  type ArquivoRecebido,
  checkLink,
  sugerirHttps,
  LINK_DOCUMENTO_MAX,
  MIDIA_ALT_MAX,
  MIDIA_MAX_BYTES,
  type PdfSalvo,
  type RecusaDeDocumento,
} from '@cosems/contracts';
import { tables } from '@cosems/db';
import { recusa } from './conteudo/pipeline.ts';
import type { Tx } from './conteudo/tipo.ts';
import { PDF_FALSO } from './pdf.ts';
import { cleanPdfInWorker } from './pdf-pool.ts';
import { storedName } from './midia.ts';

export const CONFLITO =
  'Outra pessoa alterou este item depois que você abriu a página, e nada foi gravado. Abra o item de novo para ver o que está salvo e refaça a sua alteração.';

/**
 * A one-line plain text as stored: control characters as spaces, whitespace runs as one space,
 * trimmed. Nothing else is changed: `<b>` stays `<b>`, and every page writes it as text.
 */
export function normalizeText(value: string): string {
  // Control characters and bidirectional overrides (which could disguise the text) become spaces.
  return value
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An external link: an absolute http or https address with a host and no user name or password.
 * `javascript:`, `data:`, `vbscript:`, `mailto:`, `//host`, relative paths: refused (a null
 * answer is accepted). Spaces at the ends are trimmed by the caller; inside, refused.
 */
export function checkExternalLink(link: string): string | null {
  if (!link) return 'Informe o endereço do documento (começando com https://).';
  if ([...link].length > LINK_DOCUMENTO_MAX) return `O endereço pode ter até ${LINK_DOCUMENTO_MAX} caracteres.`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
  if (/[\s\u0000-\u001f\u007f]/.test(link)) return 'O endereço não pode ter espaços nem caracteres de controle.';
  let url: URL;
  const sugestao = sugerirHttps(link);
  if (sugestao) return `Falta o https:// no começo do endereço: quis dizer ${sugestao}?`;
  try {
    url = new URL(link);
  } catch {
    return 'Informe um endereço completo, começando com https:// (ou http://).';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Só são aceitos endereços http:// ou https://.';
  if (!/^https?:\/\/[^/\\]/i.test(link) || !url.hostname) return 'Informe um endereço completo, começando com https:// (ou http://).';
  if (url.username || url.password) return 'O endereço não pode levar usuário nem senha.';
  // Never looser than the content bundle's rule: a saved link always goes through a backup's import.
  if (checkLink(link)) return 'Informe um endereço completo, começando com https:// (ou http://).';
  return null;
}

/** '/arquivo/{nome}' → nome; any other link → null. */
export function fileOfLink(link: string): string | null {
  const m = /^\/arquivo\/([A-Za-z0-9][A-Za-z0-9._-]{0,120})$/.exec(link);
  return m?.[1] ?? null;
}

/** A checked PDF, its metadata taken out where it can be (pdf-limpeza.ts), ready to be stored inside the save's transaction. */
export interface PdfPronto extends PdfSalvo {
  bytes: Buffer;
  nomeOriginal: string;
}

/** The upload as a PDF that opens, or the refusal (400, 413) for the 'arquivo' field. */
export async function preparePdf(arquivo: ArquivoRecebido): Promise<PdfPronto | RecusaDeDocumento> {
  const { bytes } = arquivo;
  if (bytes.byteLength === 0) return recusa(400, 'Escolha o arquivo PDF.', 'arquivo');
  if (bytes.byteLength > MIDIA_MAX_BYTES) {
    const mb = (bytes.byteLength / (1024 * 1024)).toFixed(1).replace('.', ',');
    return recusa(413, `Arquivo grande demais (${mb} MB): o limite é de ${MIDIA_MAX_BYTES / (1024 * 1024)} MB.`, 'arquivo');
  }
  // Off the main thread, with a time limit (pdf-pool.ts).
  const pdf = await cleanPdfInWorker(bytes);
  if (pdf.tipo === 'recusado') return recusa(400, pdf.mensagem, 'arquivo');
  return { bytes: pdf.bytes, nomeOriginal: arquivo.nomeOriginal, paginas: pdf.paginas, metadados: pdf.metadados, dados: pdf.dados };
}

export { PDF_FALSO };

/**
 * Stores the PDF as a new file of the media library (a new name: a file that other pages may use
 * is never overwritten) and answers its name and what the audit log records of it.
 */
export async function storePdf(
  tx: Tx,
  pdf: PdfPronto,
  descricao: string,
  usuarioId: number,
  now: Date,
): Promise<{ nome: string; registro: Record<string, unknown> }> {
  const sha256 = createHash('sha256').update(pdf.bytes).digest('hex');
  for (let attempt = 0; attempt < 8; attempt++) {
    const nome = storedName(pdf.nomeOriginal, 'pdf', attempt);
    const inserted = await tx
      .insert(tables.arquivos)
      .values({
        tipo: 'documento',
        nome,
        mime: 'application/pdf',
        tamanho: pdf.bytes.byteLength,
        sha256,
        dados: pdf.bytes,
        atualizadoEm: now,
        // The description finds the file in the media library's search.
        alt: [...descricao].slice(0, MIDIA_ALT_MAX).join('') || null,
        enviadoPor: usuarioId,
      })
      .onConflictDoNothing()
      .returning({ nome: tables.arquivos.nome });
    if (inserted.length > 0)
      return {
        nome,
        registro: {
          nome,
          sha256,
          tamanho: pdf.bytes.byteLength,
          paginas: pdf.paginas,
          nomeOriginal: pdf.nomeOriginal.slice(0, 300),
        },
      };
  }
  throw new Error('nenhum nome livre para o arquivo');
}

/** The page asked for, within 1…pages. */
export function clampPage(pedida: number, total: number, porPagina: number): { pagina: number; paginas: number } {
  const paginas = Math.max(1, Math.ceil(total / porPagina));
  const pagina = Math.min(Math.max(1, Number.isInteger(pedida) ? pedida : 1), paginas);
  return { pagina, paginas };
}

/** Where a saved record's link will point: a PDF to store now, or a link kept or typed. */
export type Destino = { tipo: 'pdf'; pdf: PdfPronto } | { tipo: 'link'; link: string };

/**
 * The link a save leads to: origem 'arquivo' takes the uploaded PDF (checked), or keeps the
 * record's current file when none was chosen; origem 'link' takes the typed address (checked;
 * a file chosen as well is ignored: the radio button decides).
 */
export async function resolveDestino(
  origem: 'arquivo' | 'link',
  link: string,
  arquivo: ArquivoRecebido | null,
  atual: string | null,
): Promise<Destino | RecusaDeDocumento> {
  if (origem === 'arquivo') {
    if (arquivo && arquivo.bytes.byteLength > 0) {
      const pdf = await preparePdf(arquivo);
      return 'status' in pdf ? pdf : { tipo: 'pdf', pdf };
    }
    if (atual && fileOfLink(atual)) return { tipo: 'link', link: atual };
    return recusa(400, 'Escolha o arquivo PDF.', 'arquivo');
  }
  const typed = link.trim();
  const problem = checkExternalLink(typed);
  return problem ? recusa(400, problem, 'link') : { tipo: 'link', link: typed };
}
