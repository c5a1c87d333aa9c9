/**
 * cleanPdf (pdf-limpeza.ts) off the main thread: each upload's PDF is checked and cleaned in a
 * worker thread of a small pool (a worker per check in progress, up to two kept idle for the next
 * ones), and a worker that takes longer than the time limit is ended (docs/decisions/040). At most
 * PDF_EM_PARALELO checks run at once in the process, whatever the upload (media library, legal
 * documents, publications, statute); the others wait their turn, and the time limit counts from
 * their start. The media library bounds its uploads before that (limite-de-envios.ts); a worker
 * also has a memory ceiling of its own.
 *
 * The worker's file is found by the package's name, as the migrations are (018): the compiled
 * server runs packages/admin/build/pdf-worker.js (scripts/build-server.ts writes it); the sources
 * (tests, tsx) run src/pdf-worker.ts through tsx.
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfLimpo } from './pdf-limpeza.ts';
import type { PdfRecusado } from './pdf.ts';

/** Longest a PDF's check and cleaning may take; the worker is ended past it and the file refused. */
export const PDF_TEMPO_MAXIMO_MS = 20_000;

export const pdfDemorado = (ms: number) =>
  `O PDF levou mais de ${Math.round(ms / 1000)} segundos para ser conferido e foi recusado. Gere o arquivo de novo (com menos páginas ou imagens menores) e envie outra vez.`;

const ADMIN_DIR = path.dirname(createRequire(import.meta.url).resolve('@cosems/admin/package.json'));
const BUILT = path.join(ADMIN_DIR, 'build', 'pdf-worker.js');
const SOURCE = path.join(ADMIN_DIR, 'src', 'pdf-worker.ts');

/** The compiled worker when this code is compiled too; the sources through tsx's loader otherwise. */
function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: 512 } };
  const compiled = !import.meta.url.endsWith('.ts');
  if (compiled && existsSync(BUILT)) return new Worker(BUILT, options);
  // A worker does not inherit the test runner's transform: tsx's loader is registered in it first.
  // The ESM entry of tsx/esm/api (require.resolve would give the CommonJS one).
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(tsxPackage, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  const tsx = pathToFileURL(path.join(path.dirname(tsxPackage), exports['./esm/api']?.import.default ?? '')).href;
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(SOURCE).href)}); });`;
  return new Worker(code, { ...options, eval: true });
}

/** Idle workers kept for the next upload (pdf.js loads once per worker, not once per file). */
const OCIOSOS_MAX = 2;
const ociosos: Worker[] = [];
let vivos = 0;
let proximoId = 0;

/** Workers running a check now (a test checks that one past its time limit is ended). */
export const pdfWorkersRunning = () => vivos;

type Resposta = { id: number; result: (PdfLimpo & { bytes: Uint8Array }) | PdfRecusado | { tipo: 'erro'; mensagem: string } };

function takeWorker(): Worker {
  const worker = ociosos.pop() ?? startWorker();
  // An idle worker does not keep the process alive (a server stops, a test run ends).
  worker.ref();
  return worker;
}

function giveBack(worker: Worker): void {
  if (ociosos.length >= OCIOSOS_MAX) {
    void worker.terminate();
    return;
  }
  worker.unref();
  ociosos.push(worker);
}

/** Checks run at once: as many as the cores (2 here), so parallel uploads never take more than the machine. */
export const PDF_EM_PARALELO = Math.max(1, availableParallelism());
let emCurso = 0;
const naVez: (() => void)[] = [];

export async function cleanPdfInWorker(bytes: Uint8Array, tempoMaximoMs = PDF_TEMPO_MAXIMO_MS): Promise<PdfLimpo | PdfRecusado> {
  if (emCurso >= PDF_EM_PARALELO) await new Promise<void>((resolve) => naVez.push(resolve));
  else emCurso++;
  try {
    return await runInWorker(bytes, tempoMaximoMs);
  } finally {
    // The slot passes to the next in line, or is freed.
    const proximo = naVez.shift();
    if (proximo) proximo();
    else emCurso--;
  }
}

async function runInWorker(bytes: Uint8Array, tempoMaximoMs: number): Promise<PdfLimpo | PdfRecusado> {
  const worker = takeWorker();
  const id = ++proximoId;
  vivos++;
  let reusable = false;
  try {
    return await new Promise<PdfLimpo | PdfRecusado>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      // Past the limit the worker is ended (finally below), whatever it is doing.
      const timer = setTimeout(() => {
        done();
        resolve({ tipo: 'recusado', mensagem: pdfDemorado(tempoMaximoMs) });
      }, tempoMaximoMs);
      const onMessage = (m: Resposta) => {
        if (m.id !== id) return;
        done();
        const r = m.result;
        if (r.tipo === 'erro') return reject(new Error(`conferência do PDF falhou: ${r.mensagem}`));
        reusable = true;
        resolve(r.tipo === 'pdf' ? { ...r, bytes: Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength) } : r);
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      const onExit = (code: number) => {
        done();
        reject(new Error(`o processo de conferência do PDF terminou antes da resposta (código ${code})`));
      };
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      // A copy goes over: the caller keeps its bytes (kept as sent when the PDF is signed).
      worker.postMessage({ id, bytes: new Uint8Array(bytes) });
    });
  } finally {
    vivos--;
    if (reusable) giveBack(worker);
    else await worker.terminate();
  }
}
