/**
 * Hostile input over every API call and file route: thousands of generated requests with
 * negative, zero, huge and non-numeric ids, unicode, SQL and shell meta-characters, path
 * traversal, over-long segments, repeated slashes and bad percent-encoding. None may answer 5xx.
 * The generator is seeded, so a failure names a request that can be replayed. The hostile values are
 * shared with the page-route fuzz (packages/test-support/src/fuzz.ts).
 */
import { HOSTILE, prng, createPicker } from '@cosems/test-support/fuzz';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../helper.ts';

const api = useTestApi();

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
  '/api/municipios?nome={x}',
  '/api/eventos/{x}',
  '/api/eventos?regiao={x}',
  '/api/eventos?tipo={x}&periodo={x}',
  '/api/eventos?page={x}',
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
  '/api/deliberacoes/{x}',
  '/api/deliberacoes?q={x}',
  '/api/deliberacoes?ano={x}&tema={x}',
  '/api/deliberacoes?page={x}',
];

describe('fuzz', () => {
  it('5 000 hostile requests: no 5xx, always the error shape on errors, and memory settles', async () => {
    const random = prng(20261121);
    const { pick } = createPicker(random);
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
