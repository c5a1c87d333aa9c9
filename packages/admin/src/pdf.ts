/**
 * Whether an uploaded PDF opens, read with pdf.js (pdfjs-dist's legacy build, the Node build of
 * Mozilla's reader; already in the project through react-pdf, docs/decisions/026): its page count,
 * each page's dictionary loaded, no encryption. A file is refused with a message in Portuguese when:
 *
 * - it does not start with `%PDF-` (a text file or an image named .pdf or declared application/pdf);
 * - it does not end with `%%EOF` in its last 1024 bytes (a cut upload: pdf.js would rebuild the
 *   cross-reference table of a truncated file and open what is left, so this is checked first);
 * - pdf.js cannot open it, or a page fails to load (stopAtErrors: no silent recovery; every page
 *   of a document up to 200 pages, 200 pages spread from the first to the last beyond that);
 * - it is encrypted, with a password to open it or only with restrictions (copy, print): a public
 *   document must open anywhere, and an encrypted one cannot be checked or indexed.
 *
 * What the document information dictionary says (author, producer…) is returned as well, and
 * `cleanPdf` below takes it out of the copy that is published, unless the PDF is signed.
 */

export interface PdfAceito {
  tipo: 'pdf';
  paginas: number;
  /** "Autor: Fulano", "Programa: Word"… for each non-empty field of the document information, and "Metadados XMP". */
  metadados: string[];
  /** The file has a digital signature (pdf.js: AcroForm SigFlags): it must be kept byte for byte. */
  assinado: boolean;
}

export interface PdfRecusado {
  tipo: 'recusado';
  mensagem: string;
}

export const PDF_FALSO = 'O arquivo não é um PDF: envie um documento PDF (o nome e o tipo declarados não bastam; o conteúdo é conferido).';
export const PDF_INCOMPLETO = 'O PDF está incompleto (o arquivo termina antes do fim do documento). Envie o arquivo inteiro.';
export const PDF_DANIFICADO = 'O PDF está danificado e não pôde ser aberto. Gere o arquivo de novo e envie outra vez.';
export const PDF_PROTEGIDO =
  'O PDF está protegido (por senha ou com restrições de cópia ou impressão). Envie uma versão sem proteção: um documento público precisa abrir em qualquer leitor.';

/** Most pages an uploaded PDF may have: past it, pdf.js and pdf-lib hold the CPU for seconds (docs/decisions/040). */
export const PDF_MAX_PAGINAS = 2000;

const milhar = (n: number) => n.toLocaleString('pt-BR');
export const pdfLongoDemais = (paginas: number) =>
  `O PDF tem ${milhar(paginas)} páginas; o limite é de ${milhar(PDF_MAX_PAGINAS)} páginas por arquivo. Divida o documento em partes menores e envie cada uma.`;

const CAMPOS_INFO: [string, string][] = [
  ['Title', 'Título'],
  ['Author', 'Autor'],
  ['Subject', 'Assunto'],
  ['Keywords', 'Palavras-chave'],
  ['Creator', 'Aplicativo'],
  ['Producer', 'Programa'],
];

/** How the XMP packet (author, tool, dates, history, in XML) is named to the staff. */
export const XMP = 'Metadados XMP';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | null = null;
/** pdf.js is loaded on the first upload only (a few MB of code the site does not need to start). */
const loadPdfJs = () => {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
};

const recusado = (mensagem: string): PdfRecusado => ({ tipo: 'recusado', mensagem });

/** Pages whose dictionaries are loaded: all of them up to this many; beyond, this many spread evenly. */
export const PAGINAS_CONFERIDAS = 200;

/**
 * Which pages to load: every page of a short document; of a long one, PAGINAS_CONFERIDAS pages
 * from the first to the last, evenly spread (pdf.js takes time that grows faster than the count
 * when every page is loaded: measured 0.16 s for 1 000 pages, 2 s for 4 000, 12 s for 10 000).
 */
export function pagesToLoad(total: number): number[] {
  if (total <= PAGINAS_CONFERIDAS) return Array.from({ length: total }, (_, i) => i + 1);
  const step = (total - 1) / (PAGINAS_CONFERIDAS - 1);
  return Array.from({ length: PAGINAS_CONFERIDAS }, (_, i) => Math.round(1 + i * step));
}

export async function checkPdf(bytes: Uint8Array): Promise<PdfAceito | PdfRecusado> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, 5).toString('latin1') !== '%PDF-') return recusado(PDF_FALSO);
  if (!buffer.subarray(Math.max(0, buffer.length - 1024)).includes('%%EOF', 0, 'latin1')) return recusado(PDF_INCOMPLETO);
  const { getDocument } = await loadPdfJs();
  // A copy: pdf.js may take over (detach) the buffer it is given.
  const task = getDocument({
    data: new Uint8Array(buffer),
    stopAtErrors: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const lidos = await doc.getMetadata();
    const info = lidos.info as unknown as Record<string, unknown>;
    if (info.EncryptFilterName) return recusado(PDF_PROTEGIDO);
    if (doc.numPages < 1) return recusado(PDF_DANIFICADO);
    // Refused before any page is loaded: the count is read from the page tree's root.
    if (doc.numPages > PDF_MAX_PAGINAS) return recusado(pdfLongoDemais(doc.numPages));
    for (const n of pagesToLoad(doc.numPages)) await doc.getPage(n);
    const metadados = CAMPOS_INFO.flatMap(([campo, nome]) => {
      const valor = info[campo];
      return typeof valor === 'string' && valor.trim() ? [`${nome}: ${valor.trim().slice(0, 200)}`] : [];
    });
    if (lidos.metadata) metadados.push(XMP);
    return { tipo: 'pdf', paginas: doc.numPages, metadados, assinado: info.IsSignaturesPresent === true };
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') return recusado(PDF_PROTEGIDO);
    return recusado(PDF_DANIFICADO);
  } finally {
    await task.destroy().catch(() => {});
  }
}
