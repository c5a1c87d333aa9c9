/**
 * The demo's PDFs (pdfkit): one-page documents for the legal section and the publications, and the
 * ten-page statute whose headings must land on the pages the /estatuto topics menu points to. A
 * fixed creation date gives a fixed document ID, so the same text gives the same bytes.
 */
import PDFDocument from 'pdfkit';
import estatuto from './dados/estatuto.json' with { type: 'json' };

/** Fixed "creation date" written into every PDF (pdfkit derives the document ID from it). */
const PDF_DATE = new Date('2026-11-01T12:00:00Z');

export interface Pdf {
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

function novoPdf(titulo: string): { doc: PDFKit.PDFDocument; pronto: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 72, left: 64, right: 64 },
    info: { Title: titulo, Author: 'COSEMS/MG (demonstração)', CreationDate: PDF_DATE },
  });
  const partes: Buffer[] = [];
  doc.on('data', (c: Buffer) => partes.push(c));
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  return { doc, pronto };
}

function rodape(doc: PDFKit.PDFDocument, texto: string): void {
  const inferior = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = doc.page.height - 44;
  const largura = doc.page.width - 128;
  doc.font('Helvetica').fontSize(8).fillColor('#666666');
  doc.text(texto, 64, y, { width: largura, align: 'left', lineBreak: false });
  doc.page.margins.bottom = inferior;
  doc.fillColor('#000000');
}

export async function pdfSimples(p: Pdf): Promise<Buffer> {
  const { doc, pronto } = novoPdf(p.titulo);
  let paginas = 1;
  doc.on('pageAdded', () => paginas++);
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
  rodape(doc, 'Documento de demonstração – COSEMS/MG');
  doc.end();
  const buf = await pronto;
  if (paginas !== 1) throw new Error(`${p.arquivo}: ${paginas} páginas (esperada 1)`);
  return buf;
}

export async function pdfEstatuto(): Promise<Buffer> {
  const { doc, pronto } = novoPdf('Estatuto do COSEMS/MG (demonstração)');
  let pagina = 1;
  doc.on('pageAdded', () => pagina++);
  const onde = new Map<string, number>();
  ESTATUTO.forEach((linhas, i) => {
    if (i > 0) doc.addPage();
    if (pagina !== i + 1) throw new Error(`estatuto: conteúdo da página ${i} transbordou`);
    for (const linha of linhas) {
      if (linha.startsWith('#')) {
        const texto = linha.slice(1);
        onde.set(texto, pagina);
        doc
          .moveDown(0.6)
          .font('Helvetica-Bold')
          .fontSize(i === 0 && texto.startsWith('ESTATUTO') ? 14 : 12);
        doc.text(texto, { align: texto.startsWith('ESTATUTO') ? 'center' : 'left' });
        doc.moveDown(0.4);
      } else if (linha.startsWith('!')) {
        doc.moveDown(0.4).font('Helvetica-Oblique').fontSize(10).text(linha.slice(1), { align: 'center' });
        doc.moveDown(0.4);
      } else {
        doc.font('Helvetica').fontSize(11).text(linha, { align: 'justify', lineGap: 2.5, paragraphGap: 5 });
      }
    }
    if (pagina !== i + 1) throw new Error(`estatuto: conteúdo da página ${i + 1} transbordou`);
    rodape(doc, `Documento de demonstração – Estatuto do COSEMS/MG (texto fictício) – Página ${i + 1} de ${ESTATUTO.length}`);
  });
  doc.end();
  const buf = await pronto;
  if (pagina !== 10) throw new Error(`estatuto: ${pagina} páginas (esperadas 10)`);
  for (const { titulo, pagina: esperada } of estatuto.topicos) {
    const achada = [...onde].find(([t]) => t.endsWith(titulo))?.[1];
    if (achada !== esperada) throw new Error(`estatuto: "${titulo}" na página ${achada}, esperada ${esperada}`);
  }
  return buf;
}
