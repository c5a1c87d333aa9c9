/**
 * The PDF check off the main thread (pdf-pool.ts): the same answer as cleanPdf, from a worker
 * thread that is ended when it takes longer than its time limit (issue 25, item 4).
 */
import { makePdf } from '@cosems/test-support/pdf';
import { describe, expect, it } from 'vitest';
import {
  cleanPdf,
  cleanPdfInWorker,
  PDF_EM_PARALELO,
  PDF_MAX_PAGINAS,
  pdfDemorado,
  pdfLongoDemais,
  pdfWorkersRunning,
} from '../src/index.ts';

describe('cleanPdfInWorker', () => {
  it('answers what cleanPdf answers, from a worker thread, and ends the worker', async () => {
    const pdf = await makePdf(3, { info: { Author: 'Fulana' }, linha: (n) => `Página ${n}` });
    const noWorker = await cleanPdfInWorker(pdf);
    const aqui = await cleanPdf(pdf);
    expect(noWorker).toMatchObject({ tipo: 'pdf', paginas: 3, dados: 'retirados' });
    expect(noWorker.tipo === 'pdf' && noWorker.metadados).toContain('Autor: Fulana');
    expect(noWorker.tipo === 'pdf' && aqui.tipo === 'pdf' && noWorker.bytes.equals(aqui.bytes)).toBe(true);
    expect(Buffer.isBuffer(noWorker.tipo === 'pdf' && noWorker.bytes)).toBe(true);
    expect(await cleanPdfInWorker(Buffer.from('não é PDF'))).toMatchObject({ tipo: 'recusado' });
    expect(pdfWorkersRunning()).toBe(0);
  });

  it('refuses a PDF over the page limit with its message', async () => {
    const longo = await makePdf(PDF_MAX_PAGINAS + 1, { linha: (n) => `p${n}` });
    expect(await cleanPdfInWorker(longo)).toEqual({ tipo: 'recusado', mensagem: pdfLongoDemais(PDF_MAX_PAGINAS + 1) });
  });

  it('ends a worker that runs past its time limit and refuses the file with a message; the main thread kept answering', async () => {
    const pdf = await makePdf(PDF_MAX_PAGINAS, { linha: (n) => `Página ${n}` });
    let ticks = 0;
    const tick = setInterval(() => ticks++, 10);
    const inicio = performance.now();
    const result = await cleanPdfInWorker(pdf, 150);
    const ms = performance.now() - inicio;
    clearInterval(tick);
    expect(result).toEqual({ tipo: 'recusado', mensagem: pdfDemorado(150) });
    expect(result.tipo === 'recusado' && result.mensagem).toBe(
      'O PDF levou mais de 0 segundos para ser conferido e foi recusado. Gere o arquivo de novo (com menos páginas ou imagens menores) e envie outra vez.',
    );
    expect(ms).toBeLessThan(2000);
    expect(ticks).toBeGreaterThan(3);
    expect(pdfWorkersRunning()).toBe(0);
  });

  it(`runs at most PDF_EM_PARALELO checks at once, whatever the uploads; the others wait their turn and all are answered`, async () => {
    const pdfs = await Promise.all(Array.from({ length: PDF_EM_PARALELO + 3 }, (_, k) => makePdf(200, { linha: (n) => `${k}/${n}` })));
    let pico = 0;
    const amostra = setInterval(() => {
      pico = Math.max(pico, pdfWorkersRunning());
    }, 2);
    const results = await Promise.all(pdfs.map((p) => cleanPdfInWorker(p)));
    clearInterval(amostra);
    expect(results.map((r) => r.tipo)).toEqual(pdfs.map(() => 'pdf'));
    expect(pico).toBeGreaterThanOrEqual(1);
    expect(pico).toBeLessThanOrEqual(PDF_EM_PARALELO);
    expect(pdfWorkersRunning()).toBe(0);
  });
});
