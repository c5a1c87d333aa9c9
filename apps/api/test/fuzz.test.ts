/**
 * Hostile input over every API call and file route: thousands of generated requests with
 * negative, zero, huge and non-numeric ids, unicode, SQL and shell meta-characters, path
 * traversal, over-long segments, repeated slashes and bad percent-encoding. None may answer 5xx.
 * The generator is seeded, so a failure names a request that can be replayed.
 */
import { describe, expect, it } from 'vitest';
import { useTestApi } from './helper.ts';

const api = useTestApi();

function prng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

const HOSTILE = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  '2147483648',
  '-0',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  "1' OR '1'='1",
  '1;DROP TABLE noticias',
  '1--',
  "'",
  '"',
  '`id`',
  '$(id)',
  '| cat /etc/passwd',
  '&&',
  ';',
  '\\',
  '\\\\',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%252e%252e',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ff%fe',
  'ção',
  'São João del-Rei',
  '😀',
  '\u202e',
  '中文',
  'a'.repeat(600),
  '1'.repeat(400),
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal log4shell probe
  '${jndi:ldap://x}',
  '*',
  '?',
  '#',
  ' ',
  '%20',
  '+',
  '//',
  '///',
  '.',
  '..',
  '~',
  'Get',
  'banner',
  'destque',
];
const ROUTES = [
  '/api/noticia/{x}',
  '/api/noticia/site/{x}',
  '/api/noticia/page/{x}',
  '/api/noticia/page/1?regiao={x}',
  '/api/noticia/name/{x}',
  '/api/noticia/regiao/{x}',
  '/api/notices/page/{x}',
  '/api/regioes/{x}',
  '/api/municipios/regiao/{x}',
  '/api/juridico/{x}',
  '/api/busca?q={x}',
  '/api/busca?q=saude&page={x}',
  '/api/noticia/Get/{x}',
  '/api/{x}',
  '/api/logos/{x}',
  '/image/{x}',
  '/image/logo/{x}',
  '/arquivo/{x}',
  '/api/noticia/{x}/{x}',
  '/{x}/api/noticia',
  '/api//noticia//{x}',
  '/api/publicacoes/{x}',
];

describe('fuzz', () => {
  it('5 000 hostile requests: no 5xx, always the error shape on errors, and memory settles', async () => {
    const random = prng(20261121);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
    const before = process.memoryUsage().heapUsed;
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 5000; i++) {
      let value = pick(HOSTILE);
      if (random() < 0.3) value += pick(HOSTILE);
      const encode = random() < 0.5;
      const url = pick(ROUTES).replaceAll('{x}', encode ? encodeURIComponent(value) : value);
      const method = random() < 0.9 ? 'GET' : pick(['HEAD', 'POST', 'OPTIONS', 'DELETE'] as const);
      const res = await api.app.inject({ method, url });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      else if (res.statusCode >= 400 && method === 'GET' && url.startsWith('/api/')) {
        const body = res.json() as Record<string, unknown>;
        if (Object.keys(body).sort().join() !== 'error,message,statusCode') failures.push(`${url}: shape ${res.body.slice(0, 120)}`);
      }
      if (/node_modules|\.ts:\d+|at [A-Za-z]+ \(/.test(res.body)) failures.push(`${url}: internal detail in the answer`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    global.gc?.();
    const grown = process.memoryUsage().heapUsed - before;
    expect(grown).toBeLessThan(200 * 1024 * 1024);
    console.log('fuzz statuses:', Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])));
  }, 300_000);
});
