/**
 * The public site's latency while three large PDFs are uploaded at once (issue 25, item 4): the
 * built server (`npm run build` first) with the README's defaults (TRUST_PROXY=loopback only so
 * that the reader's requests come from many addresses and stay under the per-client limit), three
 * editor accounts made with the compiled CLI and signed in over HTTP, each uploading a PDF of
 * PAGINAS pages (2,000: the most the product accepts) to the media library at the same moment. One
 * client reads a public API answer and a page over and over, first alone, then until the three
 * uploads are answered. Prints the reads' p50/p95/p99/max in both phases and each upload's answer.
 *
 *   npm run build && npm run measure:pdf
 *
 * Not part of npm test: it measures, it asserts nothing. WEB_BUILD_DIR picks another build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { totpCode } from '@cosems/admin';
import { makePdf } from '@cosems/test-support/pdf';
import { REPO_ROOT, startSite } from '@cosems/test-support/site-process';

const PAGINAS = Number(process.env.PAGINAS ?? 2000);
const CALM_SECONDS = Number(process.env.CALM_SECONDS ?? 5);
const READS = ['/api/noticia/page/1', '/noticia/64'];
const SENHA = 'cavalo correto bateria grampo azul';
const CONTAS = ['editor1', 'editor2', 'editor3'];

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

let readers = 0;
async function readLoop(url: string, until: () => boolean): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(READS.map((r) => [r, []]));
  while (!until()) {
    for (const p of READS) {
      readers += 1;
      const start = performance.now();
      const res = await fetch(`${url}${p}`, {
        headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': `198.19.${(readers >> 8) & 255}.${readers & 255}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
      times[p]?.push(performance.now() - start);
    }
  }
  return times;
}

function report(label: string, times: Record<string, number[]>) {
  for (const [p, xs] of Object.entries(times)) {
    console.log(
      `${label.padEnd(8)} ${p.padEnd(22)} ${String(xs.length).padStart(6)} leituras  p50 ${ms(quantile(xs, 0.5))}  p95 ${ms(quantile(xs, 0.95))}  p99 ${ms(quantile(xs, 0.99))}  máx ${ms(Math.max(...xs))}`,
    );
  }
}

const tokenOf = (res: Response) => /(?:^|\n)(?:__Host-)?cosems-sessao=([\w-]{43});/.exec(res.headers.getSetCookie().join('\n'))?.[1] ?? '';
const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** Password and two-factor set-up over HTTP, as a browser without JavaScript: the full session's cookie and CSRF token. */
async function signIn(url: string, email: string): Promise<{ cookie: string; csrf: string }> {
  const post = (p: string, cookie: string, form: Record<string, string>) =>
    fetch(`${url}${p}`, {
      method: 'POST',
      headers: { cookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
  const half = tokenOf(await post('/admin/entrar', '', { email, senha: SENHA }));
  const html = await (await fetch(`${url}/admin/entrar/configurar`, { headers: { cookie: `cosems-sessao=${half}` } })).text();
  const chave = (/<code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(html)?.[1] ?? '').replace(/\s+/g, '');
  const full = tokenOf(
    await post('/admin/entrar/configurar', `cosems-sessao=${half}`, {
      _csrf: csrfOf(html),
      codigo: totpCode(chave, Math.floor(Date.now() / 1000)),
    }),
  );
  if (!full) throw new Error(`${email}: a entrada não terminou`);
  const cookie = `cosems-sessao=${full}`;
  const midia = await (await fetch(`${url}/admin/midia`, { headers: { cookie } })).text();
  return { cookie, csrf: csrfOf(midia) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-ataque-pdf-'));
for (const conta of CONTAS) {
  execFileSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'packages/admin/build/cli.js'),
      'criar-usuario',
      '--email',
      `${conta}@cosems.example`,
      '--nome',
      conta,
      '--papel',
      'editor',
    ],
    { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
}
const texto = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore. '.repeat(6);
const pdfs = await Promise.all(
  CONTAS.map((_, k) => makePdf(PAGINAS, { info: { Author: `Autor ${k}` }, linha: (n) => `${k}/${n} ${texto}` })),
);
const site = await startSite({ dataDir, env: { TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' } });
try {
  await site.waitUntilReady(120_000);
  const sessoes = [];
  for (const conta of CONTAS) sessoes.push(await signIn(site.url, `${conta}@cosems.example`));
  const calmUntil = Date.now() + 1000;
  await readLoop(site.url, () => Date.now() > calmUntil); // warm-up
  const calmEnd = Date.now() + CALM_SECONDS * 1000;
  const calm = await readLoop(site.url, () => Date.now() > calmEnd);
  let done = 0;
  const start = performance.now();
  const uploads = sessoes.map(async ({ cookie, csrf }, k) => {
    const form = new FormData();
    form.set('_csrf', csrf);
    form.set('alt', '');
    form.set('arquivo', new Blob([new Uint8Array(pdfs[k] as Buffer)], { type: 'application/pdf' }), `relatorio-${k}.pdf`);
    const res = await fetch(`${site.url}/admin/midia/enviar`, { method: 'POST', headers: { cookie, origin: site.url }, body: form });
    const body = await res.text();
    done += 1;
    return `${res.status} em ${((performance.now() - start) / 1000).toFixed(1)} s ${body.slice(0, 120)}`;
  });
  const [during, ...answers] = await Promise.all([readLoop(site.url, () => done === CONTAS.length), ...uploads]);
  console.log(
    `build: ${process.env.WEB_BUILD_DIR ?? 'build'}; 3 PDFs de ${PAGINAS} páginas (${((pdfs[0]?.length ?? 0) / 1e6).toFixed(1)} MB cada), enviados ao mesmo tempo`,
  );
  report('calmo', calm);
  report('envios', during);
  for (const a of answers) console.log(`envio: ${a}`);
} finally {
  await site.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
