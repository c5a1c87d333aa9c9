/**
 * Issue 13, observability, on the whole site as it runs in production (the built server): pages
 * are counted under their React Router route, never the address asked; the page cache's hits and
 * misses; a failed sign-in of the back office; /metrics only with METRICS_TOKEN on the site's port
 * (404 otherwise) or on METRICS_PORT on loopback. docs/decisions/033-metricas-logs-e-parada.md.
 */
import { freePort, startSite } from '@cosems/test-support/site-process';
import { expect, test } from '@playwright/test';

const TOKEN = 'metricas-e2e-0123456789abcdef0123';

/** The sum of the samples of one metric whose labels include `labels` (0 when none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const have = (/\{([^}]*)\}/.exec(line)?.[1] ?? '').split(/,(?=\w+=")/);
    if (wanted.every((w) => have.includes(w))) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

test('the site counts pages by route, its page cache and failed sign-ins, and shows them only with the token or on the metrics port', async () => {
  test.setTimeout(120_000);
  const metricsPort = await freePort();
  const site = await startSite({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) } });
  try {
    await site.waitUntilReady();
    const get = async (path: string) => {
      const res = await fetch(site.url + path, { redirect: 'manual' });
      await res.arrayBuffer();
      return res.status;
    };
    for (const path of ['/noticia/1', '/noticia/2', '/noticia/1', '/equipe', '/api/regioes']) expect(await get(path), path).toBe(200);
    // An address no page has: sent on to the 404 page, and counted under no route of its own.
    expect(await get('/pagina/que/nao/existe')).toBe(302);

    // A sign-in with a wrong password, as the form sends it (from a page of this site).
    const entrada = await fetch(`${site.url}/admin/entrar`, {
      method: 'POST',
      headers: { origin: site.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'ninguem@cosems.example', senha: 'uma senha errada qualquer' }),
      redirect: 'manual',
    });
    await entrada.arrayBuffer();
    expect(entrada.status).toBeLessThan(500);

    // Without the token, or with another: the answer of any unknown address (sent on to the 404 page).
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN.slice(1)}x` }, { authorization: TOKEN }];
    for (const headers of attempts) {
      const refused = await fetch(`${site.url}/metrics`, { headers, redirect: 'manual' });
      expect(refused.status).toBe(302);
      expect(refused.headers.get('location')).toBe(
        (await fetch(`${site.url}/pagina/que/nao/existe`, { redirect: 'manual' })).headers.get('location'),
      );
      expect(await refused.text()).not.toContain('cosems_');
    }

    const res = await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const requests = (labels: Record<string, string>) => sample(text, 'cosems_http_requests_total', { method: 'GET', ...labels });
    expect(requests({ route: 'routes/noticia', status_code: '200' })).toBe(3);
    expect(requests({ route: 'routes/equipe', status_code: '200' })).toBe(1);
    expect(requests({ route: '/api/regioes', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(requests({ route: '(sem rota)', status_code: '302' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cosems_http_request_duration_seconds_count', { route: 'routes/noticia' })).toBe(3);
    expect(text).not.toMatch(/route="\/(noticia|pagina)\//);
    // /noticia/1 twice: rendered once, then read from the cache.
    expect(sample(text, 'cosems_cache_lookups_total', { cache: 'paginas', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cosems_cache_lookups_total', { cache: 'paginas', result: 'miss' })).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'cosems_admin_sign_ins_total', { step: 'senha', outcome: 'falha' })).toBe(1);
    expect(sample(text, 'cosems_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);

    // The metrics port: no token, loopback, nothing but /metrics.
    const internal = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(internal.status).toBe(200);
    expect(sample(await internal.text(), 'cosems_admin_sign_ins_total', { step: 'senha', outcome: 'falha' })).toBe(1);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/noticia/1`)).status).toBe(404);
  } finally {
    await site.stop();
  }
  expect(await site.exited, site.output()).toBe(0);
});
