/**
 * The copy of an uploaded PDF that is published: without the document information (author,
 * producer, dates…), the XMP packet and the applications' private data (PieceInfo), unless the
 * PDF is signed (docs/decisions/026).
 *
 * The file is checked to open first (checkPdf). A signed PDF is kept byte for byte: any rewrite
 * breaks its signature. Otherwise pdf-lib reads it, the trailer's /Info goes, every /Metadata and
 * /PieceInfo key goes, and every object the document no longer reaches is dropped — which also
 * drops what earlier revisions of an incrementally saved file left behind (an old title, a deleted
 * paragraph's object). The rewritten file must pass checkPdf again, with the same page count and
 * nothing left to list; if not, or if pdf-lib cannot read the file, the bytes are kept as sent and
 * the staff member is told so.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from 'pdf-lib';
import { checkPdf, type PdfRecusado } from './pdf.ts';

/** What became of the upload's metadata: taken out, kept because signed, kept because the rewrite failed. */
export type DadosDoPdf = 'retirados' | 'assinado' | 'mantidos';

export interface PdfLimpo {
  tipo: 'pdf';
  /** The bytes to publish. */
  bytes: Buffer;
  paginas: number;
  /** What the upload carried ("Autor: …", "Metadados XMP"), as checkPdf lists it. */
  metadados: string[];
  dados: DadosDoPdf;
}

const REMOVIDAS = [PDFName.of('Metadata'), PDFName.of('PieceInfo')];
const BYTE_RANGE = PDFName.of('ByteRange');
const TYPE = PDFName.of('Type');
const SIG = PDFName.of('Sig');

/** The rewritten bytes, or 'assinado' when a signature dictionary is found on the way. */
async function stripMetadata(bytes: Uint8Array): Promise<Uint8Array | 'assinado'> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  const { context } = doc;
  context.trailerInfo.Info = undefined;
  const alcancados = new Set<PDFRef>();
  const raiz = context.trailerInfo.Root;
  if (!raiz) throw new Error('PDF sem catálogo');
  const pilha: PDFObject[] = [raiz];
  for (let obj = pilha.pop(); obj !== undefined; obj = pilha.pop()) {
    if (obj instanceof PDFRef) {
      if (alcancados.has(obj)) continue;
      alcancados.add(obj);
      const alvo = context.lookup(obj);
      if (alvo) pilha.push(alvo);
    } else if (obj instanceof PDFDict || obj instanceof PDFStream) {
      const dict = obj instanceof PDFStream ? obj.dict : obj;
      // pdf.js finds signatures through the AcroForm; a signature dictionary anywhere counts too.
      if (dict.has(BYTE_RANGE) || dict.get(TYPE) === SIG) return 'assinado';
      for (const chave of REMOVIDAS) dict.delete(chave);
      for (const [, valor] of dict.entries()) pilha.push(valor);
    } else if (obj instanceof PDFArray) {
      pilha.push(...obj.asArray());
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!alcancados.has(ref)) context.delete(ref);
  return doc.save({ addDefaultPage: false, updateFieldAppearances: false });
}

export async function cleanPdf(recebido: Uint8Array): Promise<PdfLimpo | PdfRecusado> {
  const original = Buffer.from(recebido.buffer, recebido.byteOffset, recebido.byteLength);
  const conferido = await checkPdf(original);
  if (conferido.tipo === 'recusado') return conferido;
  const { paginas, metadados } = conferido;
  const comoVeio = (dados: DadosDoPdf): PdfLimpo => ({ tipo: 'pdf', bytes: original, paginas, metadados, dados });
  if (conferido.assinado) return comoVeio('assinado');
  let reescrito: Uint8Array | 'assinado';
  try {
    reescrito = await stripMetadata(new Uint8Array(original));
  } catch {
    return comoVeio('mantidos');
  }
  if (reescrito === 'assinado') return comoVeio('assinado');
  const deNovo = await checkPdf(reescrito);
  if (deNovo.tipo !== 'pdf' || deNovo.paginas !== paginas || deNovo.metadados.length > 0) return comoVeio('mantidos');
  return {
    tipo: 'pdf',
    bytes: Buffer.from(reescrito.buffer, reescrito.byteOffset, reescrito.byteLength),
    paginas,
    metadados,
    dados: 'retirados',
  };
}
