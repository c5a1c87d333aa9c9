/**
 * node --import tsx scripts/custo-area-restrita-http.ts — the back office's pages end to end
 * (issue 28, item 4): the built server (`npm run build` first) on a database given as DATA_DIR
 * (a PGlite directory, which this script must be alone to open) or DATABASE_URL, an editor's
 * account made by the compiled CLI and signed in over HTTP (password, then the two-factor set-up),
 * and CUSTO_VEZES (20) GETs of each page after 2 more, one at a time: the median and the slowest
 * milliseconds and the size of the HTML. The back office is never cached (no-store), so every
 * request is a render with its reads. Run `custo-area-restrita.ts --preparar` on the database
 * first (the 5,000 images and the item with 500 revisions). Not part of `npm test`.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { totpCode } from '@cosems/admin';
import { REPO_ROOT, startSite } from '@cosems/test-support/site-process';

const times = Number(process.env.CUSTO_VEZES ?? 20);
const SENHA = 'cavalo correto bateria grampo azul medida';
const TITULO_REVISOES = 'Notícia com 500 revisões (escala da área restrita)';
const dataDir = process.env.DATA_DIR || undefined;
const databaseUrl = process.env.DATABASE_URL || '';
if (!dataDir && !databaseUrl) throw new Error('Diga o banco: DATA_DIR ou DATABASE_URL.');

// A new account each run: the second sign-in of an account asks for a code of the key it keeps.
const email = `medida-${Date.now()}@cosems.example`;
execFileSync(
  process.execPath,
  [
    path.join(REPO_ROOT, 'packages/admin/build/cli.js'),
    'criar-usuario',
    '--email',
    email,
    '--nome',
    'Editora da medida HTTP',
    '--papel',
    'editor',
  ],
  { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir ?? '', DATABASE_URL: databaseUrl }, encoding: 'utf8' },
);

const site = await startSite({
  ...(dataDir ? { dataDir } : {}),
  env: { DATABASE_URL: databaseUrl, HSTS_MAX_AGE: '0', RATE_LIMIT_MAX: '0' },
});
try {
  await site.waitUntilReady(180_000);
  const cookies = new Map<string, string>();
  const pedir = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(`${site.url}${url}`, {
      ...init,
      redirect: 'manual',
      headers: {
        origin: site.url,
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'accept-encoding': 'identity',
        ...(init.headers ?? {}),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [par = ''] = c.split(';');
      const i = par.indexOf('=');
      cookies.set(par.slice(0, i), par.slice(i + 1));
    }
    return res;
  };
  const form = (campos: Record<string, string>): RequestInit => ({
    method: 'POST',
    body: new URLSearchParams(campos).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const csrfDe = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const r1 = await pedir('/admin/entrar', form({ email, senha: SENHA }));
  const configurar = await (await pedir(r1.headers.get('location') ?? '/admin/entrar/configurar')).text();
  const chave = (/<code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(configurar)?.[1] ?? '').replace(/\s+/g, '');
  if (!/^[A-Z2-7]{32}$/.test(chave)) throw new Error(`entrada: sem a chave do segundo fator (${r1.status})`);
  await pedir('/admin/entrar/configurar', form({ _csrf: csrfDe(configurar), codigo: totpCode(chave, Math.floor(Date.now() / 1000)) }));
  const lista = await pedir('/admin/noticias');
  if (lista.status !== 200) throw new Error(`/admin/noticias: ${lista.status}`);
  const html = await lista.text();
  const total = Number((/([\d.]+) notícias; página 1 de/.exec(html)?.[1] ?? '0').replaceAll('.', ''));
  const autor = /<option value="([^"]+)">[^<]+<\/option>/.exec(html.slice(html.indexOf('filtro-autor')))?.[1] ?? '';
  const busca = await (await pedir(`/admin/noticias?q=${encodeURIComponent(TITULO_REVISOES)}`)).text();
  const id = /href="\/admin\/noticias\/(\d+)"/.exec(busca)?.[1];
  if (!id) throw new Error('sem a notícia de 500 revisões: rode custo-area-restrita.ts --preparar');
  const midia = await (await pedir('/admin/midia')).text();
  const arquivos = Number(/(\d+) arquivo\(s\)/.exec(midia)?.[1] ?? '0');
  const pages = [
    '/admin/noticias',
    `/admin/noticias?page=${Math.max(1, Math.floor(total / 20 / 2))}`,
    '/admin/noticias?q=saude',
    '/admin/noticias?q=poliomielite',
    '/admin/noticias?situacao=publicada',
    '/admin/noticias?situacao=rascunho',
    `/admin/noticias?autor=${encodeURIComponent(autor)}`,
    '/admin/noticias?regiao=1',
    '/admin/noticias/lixeira',
    '/admin/midia',
    `/admin/midia?page=${Math.max(1, Math.floor(arquivos / 24 / 2))}`,
    '/admin/midia?q=minas',
    `/admin/noticias/${id}/revisoes`,
    `/admin/noticias/${id}`,
  ];
  console.log(`${databaseUrl ? 'postgres' : 'pglite'}, ${total} notícias, ${arquivos} arquivos; mediana de ${times} GET, um por vez`);
  console.log('| página | status | ms (mediana) | ms (o mais lento) | KB de HTML |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const url of pages) {
    const ms: number[] = [];
    let status = 0;
    let bytes = 0;
    for (let i = 0; i < times + 2; i++) {
      const started = performance.now();
      const res = await pedir(url);
      const body = await res.arrayBuffer();
      if (i >= 2) ms.push(performance.now() - started);
      status = res.status;
      bytes = body.byteLength;
    }
    ms.sort((a, b) => a - b);
    const median = ms[Math.floor(ms.length / 2)] ?? 0;
    console.log(`| \`${url}\` | ${status} | ${median.toFixed(1)} | ${(ms.at(-1) ?? 0).toFixed(1)} | ${(bytes / 1024).toFixed(0)} |`);
  }
} finally {
  await site.stop();
}
