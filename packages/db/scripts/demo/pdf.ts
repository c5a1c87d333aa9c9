/**
 * The demo's PDFs (pdfkit): one-page documents for the legal section and the publications, and the
 * ten-page statute whose headings must land on the pages the /estatuto topics menu points to. A
 * fixed creation date gives a fixed document ID, so the same text gives the same bytes.
 */
import PDFDocument from 'pdfkit';
import estatuto from './dados/estatuto.json' with { type: 'json' };

/** Fixed "creation date" written into every PDF (pdfkit derives the document ID from it). */
const PDF_DATE = new Date('2026-11-01T12:00:00Z');

export interface PdfSpec {
  arquivo: string;
  titulo: string;
  texto: string;
  data: string;
}

/**
 * Statute pages (dados/estatuto.json): each inner array is one page, in order; lines starting
 * with '#' are headings, with '!' centred notes.
 */
const ESTATUTO: string[][] = estatuto.paginas;

function createPdf(titulo: string): { doc: PDFKit.PDFDocument; pronto: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 72, left: 64, right: 64 },
    info: { Title: titulo, Author: 'COSEMS/MG (demonstração)', CreationDate: PDF_DATE },
  });
  const partes: Buffer[] = [];
  doc.on('data', (c: Buffer) => partes.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  return { doc, pronto: done };
}

function writeFooter(doc: PDFKit.PDFDocument, text: string): void {
  const inferior = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = doc.page.height - 44;
  const width = doc.page.width - 128;
  doc.font('Helvetica').fontSize(8).fillColor('#666666');
  doc.text(text, 64, y, { width: width, align: 'left', lineBreak: false });
  doc.page.margins.bottom = inferior;
  doc.fillColor('#000000');
}

export async function renderSimplePdf(p: PdfSpec): Promise<Buffer> {
  const { doc, pronto: done } = createPdf(p.titulo);
  let pageCount = 1;
  doc.on('pageAdded', () => pageCount++);
  const [ano, mes, dia] = p.data.slice(0, 10).split('-');
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#0b4f8a')
    .text('COSEMS/MG – Conselho de Secretarias Municipais de Saúde de Minas Gerais');
  doc.moveDown(1.5).fillColor('#000000').fontSize(16).text(p.titulo);
  doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor('#444444').text(`Belo Horizonte, ${dia}/${mes}/${ano}`);
  doc.moveDown(1.2).fillColor('#000000').fontSize(11).text(p.texto, { align: 'justify', lineGap: 3 });
  doc.moveDown(1.2).font('Helvetica-Oblique').text('Conteúdo de demonstração: documento fictício, sem valor normativo.');
  writeFooter(doc, 'Documento de demonstração – COSEMS/MG');
  doc.end();
  const buf = await done;
  if (pageCount !== 1) throw new Error(`${p.arquivo}: ${pageCount} páginas (esperada 1)`);
  return buf;
}

export async function renderEstatutoPdf(): Promise<Buffer> {
  const { doc, pronto: done } = createPdf('Estatuto do COSEMS/MG (demonstração)');
  let page = 1;
  doc.on('pageAdded', () => page++);
  const positions = new Map<string, number>();
  ESTATUTO.forEach((lines, i) => {
    if (i > 0) doc.addPage();
    if (page !== i + 1) throw new Error(`estatuto: conteúdo da página ${i} transbordou`);
    for (const line of lines) {
      if (line.startsWith('#')) {
        const text = line.slice(1);
        positions.set(text, page);
        doc
          .moveDown(0.6)
          .font('Helvetica-Bold')
          .fontSize(i === 0 && text.startsWith('ESTATUTO') ? 14 : 12);
        doc.text(text, { align: text.startsWith('ESTATUTO') ? 'center' : 'left' });
        doc.moveDown(0.4);
      } else if (line.startsWith('!')) {
        doc.moveDown(0.4).font('Helvetica-Oblique').fontSize(10).text(line.slice(1), { align: 'center' });
        doc.moveDown(0.4);
      } else {
        doc.font('Helvetica').fontSize(11).text(line, { align: 'justify', lineGap: 2.5, paragraphGap: 5 });
      }
    }
    if (page !== i + 1) throw new Error(`estatuto: conteúdo da página ${i + 1} transbordou`);
    writeFooter(doc, `Documento de demonstração – Estatuto do COSEMS/MG (texto fictício) – Página ${i + 1} de ${ESTATUTO.length}`);
  });
  doc.end();
  const buf = await done;
  if (page !== 10) throw new Error(`estatuto: ${page} páginas (esperadas 10)`);
  for (const { titulo, pagina: esperada } of estatuto.topicos) {
    const found = [...positions].find(([t]) => t.endsWith(titulo))?.[1];
    if (found !== esperada) throw new Error(`estatuto: "${titulo}" na página ${found}, esperada ${esperada}`);
  }
  return buf;
}
