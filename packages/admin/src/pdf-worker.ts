/**
 * The worker thread that checks and cleans uploaded PDFs (pdf-pool.ts), one at a time: pdf.js and
 * pdf-lib are plain JavaScript and would hold the server's event loop for as long as they run.
 */
import { parentPort } from 'node:worker_threads';
import { cleanPdf } from './pdf-limpeza.ts';

parentPort?.on('message', async ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  try {
    const result = await cleanPdf(bytes);
    if (result.tipo === 'pdf') {
      const { bytes: limpo, ...rest } = result;
      const copia = new Uint8Array(limpo);
      parentPort?.postMessage({ id, result: { ...rest, bytes: copia } }, [copia.buffer]);
    } else parentPort?.postMessage({ id, result });
  } catch (error) {
    parentPort?.postMessage({ id, result: { tipo: 'erro', mensagem: error instanceof Error ? error.message : String(error) } });
  }
});
