/**
 * cleanPdf: the published copy of an upload loses its document information, XMP and what earlier
 * revisions left behind; a signed PDF is kept byte for byte (docs/decisions/026).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument as PdfLib, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { makePdf as makeTestPdf } from '@cosems/test-support/pdf';
import { listPdfActiveContent } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';
import { checkPdf, cleanPdf } from '../src/index.ts';

const makePdf = (paginas: number) =>
  makeTestPdf(paginas, {
    info: { Author: 'Fulana de Tal', Title: 'Parecer reservado', Keywords: 'rascunho' },
    linha: (n) => `Página ${n} do parecer`,
  });

/** The text of each page, as a reader extracts it. */
async function textos(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const out: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { items } = await (await doc.getPage(n)).getTextContent();
    out.push(items.map((i) => ('str' in i ? i.str : '')).join(''));
  }
  await doc.destroy();
  return out;
}

const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1');

/** Appends an incremental update whose new /Info replaces the old one (left unreachable in the file). */
function withIncrementalUpdate(pdf: Buffer): Buffer {
  const texto = pdf.toString('latin1');
  const prev = Number([...texto.matchAll(/startxref\s+(\d+)/g)].at(-1)?.[1]);
  const size = Number(/\/Size (\d+)/.exec(texto)?.[1]);
  const root = /\/Root (\d+ \d+ R)/.exec(texto)?.[1];
  const objeto = `${size} 0 obj\n<< /Title (Parecer final) /Producer (Editor de PDF 9) >>\nendobj\n`;
  const xref = pdf.length + objeto.length;
  const final = `xref\n0 1\n0000000000 65535 f \n${size} 1\n${String(pdf.length).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size + 1} /Root ${root} /Info ${size} 0 R /Prev ${prev} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(objeto + final, 'latin1')]);
}

describe('cleanPdf', () => {
  it('takes the document information out of the published copy; the pages and their text stay', async () => {
    const enviado = await makePdf(3);
    expect(latin1(enviado)).toContain('Fulana de Tal');
    const limpo = await cleanPdf(enviado);
    expect(limpo).toMatchObject({
      tipo: 'pdf',
      paginas: 3,
      dados: 'retirados',
      metadados: expect.arrayContaining([
        'Título: Parecer reservado',
        'Autor: Fulana de Tal',
        'Palavras-chave: rascunho',
        'Programa: PDFKit',
      ]),
    });
    if (limpo.tipo !== 'pdf') return;
    expect(latin1(limpo.bytes)).not.toContain('Fulana de Tal');
    expect(latin1(limpo.bytes)).not.toContain('PDFKit');
    expect(await checkPdf(limpo.bytes)).toEqual({ tipo: 'pdf', paginas: 3, metadados: [], assinado: false });
    expect(await textos(limpo.bytes)).toEqual(['Página 1 do parecer', 'Página 2 do parecer', 'Página 3 do parecer']);
  });

  it('takes out the XMP packet of the catalogue and of a page', async () => {
    const doc = await PdfLib.create({ updateMetadata: false });
    const pagina = doc.addPage([200, 200]);
    // ASCII names: pdf-lib writes a string stream one byte per character, and XMP is UTF-8.
    const xmp = (quem: string) =>
      doc.context.register(
        doc.context.stream(
          '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
            `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${quem}</rdf:li></rdf:Seq></dc:creator></rdf:Description>` +
            '</rdf:RDF></x:xmpmeta>',
          {
            Type: 'Metadata',
            Subtype: 'XML',
          },
        ),
      );
    doc.catalog.set(PDFName.of('Metadata'), xmp('Autora do catalogo'));
    pagina.node.set(PDFName.of('Metadata'), xmp('Autora da pagina'));
    pagina.node.set(PDFName.of('PieceInfo'), doc.context.obj({ Word: { Private: PDFString.of('dados do Word') } }));
    const enviado = Buffer.from(await doc.save({ useObjectStreams: false }));
    expect(latin1(enviado)).toContain('Autora da pagina');
    const limpo = await cleanPdf(enviado);
    expect(limpo).toMatchObject({ tipo: 'pdf', paginas: 1, metadados: ['Metadados XMP'], dados: 'retirados' });
    if (limpo.tipo !== 'pdf') return;
    for (const resto of ['xmpmeta', 'Autora', 'dados do Word', 'PieceInfo']) expect(latin1(limpo.bytes)).not.toContain(resto);
  });

  it('drops what an earlier revision of an incrementally saved file left behind', async () => {
    const enviado = withIncrementalUpdate(await makePdf(1));
    const conferido = await checkPdf(enviado);
    // A reader sees the last revision; the first one's author is still in the bytes.
    expect(conferido).toMatchObject({ tipo: 'pdf', metadados: ['Título: Parecer final', 'Programa: Editor de PDF 9'] });
    expect(latin1(enviado)).toContain('Fulana de Tal');
    const limpo = await cleanPdf(enviado);
    expect(limpo).toMatchObject({ tipo: 'pdf', paginas: 1, dados: 'retirados' });
    if (limpo.tipo !== 'pdf') return;
    for (const resto of ['Fulana de Tal', 'Parecer reservado', 'Parecer final', 'Editor de PDF 9'])
      expect(latin1(limpo.bytes)).not.toContain(resto);
  });

  it('keeps a signed PDF byte for byte, whether the form or only a signature dictionary says so', async () => {
    for (const comFormulario of [true, false]) {
      const doc = await PdfLib.create({ updateMetadata: false });
      doc.setAuthor('Procuradoria');
      const pagina = doc.addPage([200, 200]);
      const { context } = doc;
      const assinatura = context.register(
        context.obj({ Type: 'Sig', Filter: 'Adobe.PPKLite', ByteRange: [0, 10, 20, 10], Contents: PDFHexString.of('00') }),
      );
      const campo = context.register(
        context.obj({ FT: 'Sig', T: PDFString.of('Assinatura1'), V: assinatura, Subtype: 'Widget', Rect: [0, 0, 0, 0], P: pagina.ref }),
      );
      pagina.node.set(PDFName.of('Annots'), context.obj([campo]));
      if (comFormulario) doc.catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [campo], SigFlags: 3 }));
      const enviado = Buffer.from(await doc.save());
      expect(await checkPdf(enviado)).toMatchObject({ tipo: 'pdf', assinado: comFormulario });
      const limpo = await cleanPdf(enviado);
      expect(limpo).toMatchObject({ tipo: 'pdf', paginas: 1, metadados: ['Autor: Procuradoria'], dados: 'assinado' });
      expect(limpo.tipo === 'pdf' && limpo.bytes.equals(enviado)).toBe(true);
    }
  });

  it('takes out active content: OpenAction JavaScript, page and field AA, JavaScript and EmbeddedFiles name trees, Launch, SubmitForm, RichMedia (issue 25, item 10)', async () => {
    const doc = await PdfLib.create({ updateMetadata: false });
    const pagina = doc.addPage([200, 200]);
    pagina.drawText('Texto da pagina', { x: 10, y: 100, size: 12 });
    const { context } = doc;
    const js = (codigo: string) => context.obj({ S: 'JavaScript', JS: PDFString.of(codigo) });
    doc.catalog.set(PDFName.of('OpenAction'), context.register(js('app.alert("aberto")')));
    doc.catalog.set(PDFName.of('AA'), context.obj({ WC: js('app.alert("fechado")') }));
    const anexo = context.register(context.flateStream('conteudo do anexo secreto', { Type: 'EmbeddedFile' }));
    doc.catalog.set(
      PDFName.of('Names'),
      context.obj({
        JavaScript: context.obj({ Names: [PDFString.of('init'), context.register(js('app.alert("init")'))] }),
        EmbeddedFiles: context.obj({
          Names: [PDFString.of('anexo.exe'), context.obj({ Type: 'Filespec', F: PDFString.of('anexo.exe'), EF: { F: anexo } })],
        }),
      }),
    );
    pagina.node.set(PDFName.of('AA'), context.obj({ O: js('app.alert("pagina")') }));
    const lancar = context.obj({ Subtype: 'Link', Rect: [0, 0, 50, 50], A: { S: 'Launch', F: PDFString.of('cmd.exe') } });
    const enviar = context.obj({ Subtype: 'Link', Rect: [50, 0, 100, 50], A: { S: 'SubmitForm', F: PDFString.of('https://mal.example') } });
    const link = context.obj({
      Subtype: 'Link',
      Rect: [100, 0, 150, 50],
      A: { S: 'URI', URI: PDFString.of('https://www.cosemsmg.org.br') },
    });
    const midia = context.obj({ Subtype: 'RichMedia', Rect: [150, 0, 200, 50], RichMediaContent: { Assets: {} } });
    pagina.node.set(PDFName.of('Annots'), context.obj([lancar, enviar, link, midia].map((a) => context.register(a))));
    const enviado = Buffer.from(await doc.save());
    expect(listPdfActiveContent(enviado)).toEqual(expect.arrayContaining(['ObjStm']));
    const semObjStm = Buffer.from(await doc.save({ useObjectStreams: false }));
    expect(listPdfActiveContent(semObjStm)).toEqual([
      'AA',
      'EmbeddedFiles',
      'JS',
      'JavaScript',
      'Launch',
      'OpenAction',
      'RichMedia',
      'RichMediaContent',
      'SubmitForm',
    ]);

    for (const pdf of [enviado, semObjStm]) {
      const limpo = await cleanPdf(pdf);
      expect(limpo).toMatchObject({ tipo: 'pdf', paginas: 1, dados: 'retirados' });
      if (limpo.tipo !== 'pdf') return;
      expect(listPdfActiveContent(limpo.bytes)).toEqual([]);
      for (const resto of ['app.alert', 'cmd.exe', 'mal.example', 'anexo.exe', 'SubmitForm', 'Launch'])
        expect(latin1(limpo.bytes)).not.toContain(resto);
      // The page, its text and the plain link stay.
      expect(await textos(limpo.bytes)).toEqual(['Texto da pagina']);
      expect(latin1(limpo.bytes)).toContain('https://www.cosemsmg.org.br');
    }
    // A name written with #xx escapes is read as the name it stands for.
    expect(listPdfActiveContent(Buffer.from('%PDF-1.7\n<< /J#61vaScript 1 0 R /Open#41ction 2 0 R /AAx 3 >>\n%%EOF', 'latin1'))).toEqual([
      'JavaScript',
      'OpenAction',
    ]);
  });

  it('keeps a signed PDF with active content as sent: it reads as active, for the file route to serve it as an attachment', async () => {
    const doc = await PdfLib.create({ updateMetadata: false });
    doc.addPage([200, 200]);
    const { context } = doc;
    doc.catalog.set(PDFName.of('OpenAction'), context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
    context.register(context.obj({ Type: 'Sig', Filter: 'Adobe.PPKLite', ByteRange: [0, 10, 20, 10], Contents: PDFHexString.of('00') }));
    const assinatura = context.register(
      context.obj({ Type: 'Sig', Filter: 'Adobe.PPKLite', ByteRange: [0, 10, 20, 10], Contents: PDFHexString.of('00') }),
    );
    doc.catalog.set(PDFName.of('Assinatura'), assinatura);
    const enviado = Buffer.from(await doc.save({ useObjectStreams: false }));
    const limpo = await cleanPdf(enviado);
    expect(limpo).toMatchObject({ tipo: 'pdf', dados: 'assinado' });
    expect(limpo.tipo === 'pdf' && listPdfActiveContent(limpo.bytes)).toEqual(['JS', 'JavaScript', 'OpenAction']);
  });

  it('refuses what checkPdf refuses, with its message', async () => {
    const cortado = (await makePdf(2)).subarray(0, 900);
    expect(await cleanPdf(cortado)).toEqual(await checkPdf(cortado));
    expect((await cleanPdf(cortado)).tipo).toBe('recusado');
  });
});
