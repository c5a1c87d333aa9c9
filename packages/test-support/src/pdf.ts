/**
 * A real PDF for the tests (pdfkit): `paginas` pages, each with one line of text (`linha(n)`), and
 * whatever document information or encryption the options ask for. pdfkit writes its own name as
 * the producer and the application ("PDFKit"), as a word processor would.
 */
import PDFDocument from 'pdfkit';

export interface OpcoesDoPdf extends PDFKit.PDFDocumentOptions {
  /** The text of page n (1-based). */
  linha?: (n: number) => string;
  /** The font size of that text (pdfkit's default is 12). */
  corpo?: number;
}

export function makePdf(paginas: number, { linha = (n) => `Página ${n}`, corpo, ...opcoes }: OpcoesDoPdf = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(opcoes);
    const parts: Buffer[] = [];
    doc.on('data', (c: Buffer) => parts.push(c));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    for (let n = 1; n <= paginas; n++) {
      if (n > 1) doc.addPage();
      if (corpo) doc.fontSize(corpo);
      doc.text(linha(n));
    }
    doc.end();
  });
}
