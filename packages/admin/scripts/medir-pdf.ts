/**
 * One-off measurement (not part of npm test): how long the main thread's event loop stalls while
 * three large PDFs are checked and cleaned in parallel, on the main thread (cleanPdf, as before
 * issue 25 item 4) and in worker threads (cleanPdfInWorker). A request arriving during a stall
 * waits for it: the maximum and p99 of the event-loop delay are what the public site's latency
 * gets added. Run: npx tsx packages/admin/scripts/medir-pdf.ts [páginas]
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { makePdf } from '@cosems/test-support/pdf';
import { cleanPdf, cleanPdfInWorker, PDF_MAX_PAGINAS } from '../src/index.ts';

const paginas = Number(process.argv[2] ?? PDF_MAX_PAGINAS);
const texto = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore. '.repeat(6);
const pdfs = await Promise.all(
  [1, 2, 3].map((k) => makePdf(paginas, { info: { Author: `Autor ${k}` }, linha: (n) => `${k}/${n} ${texto}` })),
);
console.log(`3 PDFs de ${paginas} páginas, ${(pdfs[0]?.length ?? 0) / 1e6} MB cada`);

async function medir(nome: string, limpar: (b: Uint8Array) => Promise<unknown>) {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  const inicio = performance.now();
  const r = await Promise.all(pdfs.map((p) => limpar(p)));
  const total = performance.now() - inicio;
  h.disable();
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  console.log(
    `${nome}: ${total.toFixed(0)} ms no total; atraso do event loop: máx ${ms(h.max)} ms, p99 ${ms(h.percentile(99))} ms, média ${ms(h.mean)} ms; ${r.map((x) => (x as { tipo: string }).tipo).join(', ')}`,
  );
}

// The workers' first start (tsx transpiling in the worker) is warmed up first, as a running server's would be.
await cleanPdfInWorker(await makePdf(1));
await medir('na thread principal (antes)', cleanPdf);
await medir('em workers (depois)', cleanPdfInWorker);
process.exit(0);
