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
import { listPdfActiveContent } from '@cosems/contracts';
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
/**
 * Active content (docs/decisions/040): the keys that hold it, wherever they are (the catalog's
 * OpenAction and AA, a page's or a field's AA, the JavaScript and EmbeddedFiles name trees, rich
 * media, XFA forms, PDF 2.0 associated files), and the action types an /A key may not hold (a link
 * keeps its URI or GoTo).
 */
const ATIVAS = ['OpenAction', 'AA', 'JavaScript', 'JS', 'EmbeddedFiles', 'RichMediaContent', 'RichMediaSettings', 'XFA', 'AF'].map((n) =>
  PDFName.of(n),
);
const ACOES_ATIVAS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'RichMediaExecute',
  'GoToE',
  'Rendition',
  'Movie',
  'Sound',
]);
/** Annotations that play or open embedded content: taken off their page. */
const ANOTACOES_ATIVAS = new Set(['RichMedia', 'Screen', 'Movie', 'Sound', 'FileAttachment', '3D']);
const ANNOTS = PDFName.of('Annots');
const SUBTYPE = PDFName.of('Subtype');
const ACTION = PDFName.of('A');
const NEXT = PDFName.of('Next');
const S = PDFName.of('S');
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
      for (const chave of ATIVAS) dict.delete(chave);
      // An action chain (/Next) may hide an active action behind a harmless one: it goes too.
      if (dict.get(S) instanceof PDFName) dict.delete(NEXT);
      const anotacoes = dict.lookup(ANNOTS);
      if (anotacoes instanceof PDFArray) {
        const inertes = anotacoes.asArray().filter((a) => {
          const subtipo = (context.lookup(a) as PDFDict | undefined)?.get?.(SUBTYPE);
          return !(subtipo instanceof PDFName && ANOTACOES_ATIVAS.has(subtipo.decodeText()));
        });
        if (inertes.length !== anotacoes.size()) dict.set(ANNOTS, context.obj(inertes));
      }
      const acao = dict.get(ACTION);
      const tipo = acao ? context.lookup(acao) : undefined;
      if (tipo instanceof PDFDict) {
        const s = tipo.get(S);
        if (s instanceof PDFName && ACOES_ATIVAS.has(s.decodeText())) dict.delete(ACTION);
      }
      for (const [, valor] of dict.entries()) pilha.push(valor);
    } else if (obj instanceof PDFArray) {
      pilha.push(...obj.asArray());
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!alcancados.has(ref)) context.delete(ref);
  // No object streams: the file route reads the published bytes for active names
  // (listPdfActiveContent), and it cannot read inside compressed object streams.
  return doc.save({ addDefaultPage: false, updateFieldAppearances: false, useObjectStreams: false });
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
  // What is published must read as inert where it is served; if not, it goes as sent (an attachment).
  if (listPdfActiveContent(reescrito).length > 0) return comoVeio('mantidos');
  return {
    tipo: 'pdf',
    bytes: Buffer.from(reescrito.buffer, reescrito.byteOffset, reescrito.byteLength),
    paginas,
    metadados,
    dados: 'retirados',
  };
}
