/**
 * node --import tsx scripts/bench-escala.ts — uncached requests/s of the reads of issue 28's table,
 * on databases that already hold content (a small one and a large one, `content gerar-escala` +
 * `content import`), each served by the built site (`npm run build` first) with the response
 * cache off (CACHE_MAX_ENTRIES=0) and the README's defaults otherwise (lib/measure.ts).
 * Not part of `npm test`: figures to read (docs/desempenho.md, "Um arquivo de 20 anos").
 *
 *   ESCALA_BANCOS  ';'-separated label=place, where a place is a DATA_DIR (PGlite: its folder is
 *                  kept) or a postgres:// URL, e.g.
 *                  "PGlite 64=/tmp/pgl-64;PGlite 15000=/tmp/pgl-15000;PostgreSQL 15000=postgres://…"
 *   ESCALA_SEGUNDOS (10), ESCALA_CONEXOES (10)
 *   ESCALA_LEITURAS ','-separated reads instead of READS ({id}: a middle item; {regiao}: region 1)
 *   ESCALA_CACHE    'desligado' (the default: CACHE_MAX_ENTRIES=0) or 'padrao' (the README's cache)
 *   ESCALA_CODIFICACAO the Accept-Encoding sent (none by default), e.g. "br, gzip" as a browser
 */
import autocannon from 'autocannon';
import { launchSite } from '@cosems/test-support/site-process';
import { describeMachine, MEASURE_ENV, measurePort } from './lib/measure.ts';

const seconds = Number(process.env.ESCALA_SEGUNDOS ?? 10);
const connections = Number(process.env.ESCALA_CONEXOES ?? 10);
const bancos = (process.env.ESCALA_BANCOS ?? '')
  .split(';')
  .filter(Boolean)
  .map((pair) => {
    const at = pair.indexOf('=');
    return { label: pair.slice(0, at), place: pair.slice(at + 1) };
  });
if (bancos.length === 0) {
  console.error('Diga os bancos em ESCALA_BANCOS (veja o comentário do topo de scripts/bench-escala.ts).');
  process.exit(2);
}

/** The reads of the issue's table, and the feeds, sitemap and a page's .data; {id} is a middle item. */
const DEFAULT_READS = [
  '/noticia/{id}',
  '/noticia/{id}.data',
  '/lista-noticias?page=5',
  '/lista-noticias?page=900',
  '/api/noticia/{id}',
  '/api/noticia/page/900',
  '/pesquisa/saude',
  '/rss.xml',
  '/sitemap.xml',
];
const READS = process.env.ESCALA_LEITURAS ? process.env.ESCALA_LEITURAS.split(',').filter(Boolean) : DEFAULT_READS;
const cacheOn = process.env.ESCALA_CACHE === 'padrao';
const acceptEncoding = process.env.ESCALA_CODIFICACAO;
const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : undefined;

const results = new Map<string, Map<string, string>>();
console.log(
  `${describeMachine()}; ${connections} conexões, ${seconds} s por leitura, ${cacheOn ? 'cache padrão' : 'CACHE_MAX_ENTRIES=0'}, ` +
    `Accept-Encoding: ${acceptEncoding ?? '(nenhum)'}`,
);
for (const { label, place } of bancos) {
  const postgres = place.startsWith('postgres');
  const site = await launchSite({
    env: { ...MEASURE_ENV, ...(cacheOn ? {} : { CACHE_MAX_ENTRIES: '0' }), ...(postgres ? { DATABASE_URL: place } : {}) },
    ...(postgres ? {} : { dataDir: place }),
    port: measurePort(),
    output: { file: '/dev/null' },
  });
  try {
    const first = (await (await fetch(`${site.url}/api/noticia/page/1`)).json()) as { notices: { count: number } };
    const middlePage = Math.max(1, Math.ceil(first.notices.count / 12 / 2));
    const rows = (await (await fetch(`${site.url}/api/noticia/site/${middlePage}`)).json()) as { id: number }[];
    const id = rows[0]?.id ?? 1;
    const column = new Map<string, string>();
    for (const read of READS) {
      const url = `${site.url}${read.replace('{id}', String(id)).replace('{regiao}', '1')}`;
      // A page past the last shows page 1: that read is not the deep page, so it is not counted.
      if (read.includes('page=900') || read.endsWith('/page/900')) {
        if (first.notices.count <= 899 * 12) {
          column.set(read, '—');
          continue;
        }
      }
      // What a slow read leaves queued (an answer of seconds on PGlite) is finished before the next
      // measure: /readyz asks the database, so it answers once the queue ahead of it is done.
      await fetch(`${site.url}/readyz`);
      await autocannon({ url, connections, duration: 1, headers, timeout: 60 });
      await fetch(`${site.url}/readyz`);
      const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 60 });
      const errors = result.errors + result.non2xx;
      column.set(read, `${Math.round(result.requests.average)}${errors ? ` (${errors} erros)` : ''}`);
      console.error(`${label} ${read}: ${column.get(read)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    }
    results.set(label, column);
  } finally {
    await site.stop();
  }
}

console.log(`\n| leitura | ${bancos.map((b) => b.label).join(' | ')} |`);
console.log(`| --- | ${bancos.map(() => '---:').join(' | ')} |`);
for (const read of READS) console.log(`| \`${read}\` | ${bancos.map((b) => results.get(b.label)?.get(read) ?? '—').join(' | ')} |`);
