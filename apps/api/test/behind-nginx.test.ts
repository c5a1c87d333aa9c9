/**
 * The client's address behind a real nginx (Debian's nginx-light, as in production), with the
 * README's proxy lines: X-Forwarded-For is $proxy_add_x_forwarded_for, so whatever the client sent
 * reaches the API, followed by the address nginx saw. TRUST_PROXY names the one proxy (a hop count
 * or its address); a client that forges `X-Forwarded-For: 10.0.0.N` on every request still spends
 * one allowance and gets 429 after RATE_LIMIT_MAX requests (docs/decisions/013).
 *
 * The rate limit does not depend on the database engine: this runs in the PGlite project only.
 * Without nginx installed the test is skipped with a message; under CI=true it fails instead.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { findNginx, startNginx } from '@cosems/test-support/nginx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { testConfig } from './helper.ts';

const RATE_LIMIT_MAX = 5;
const hasNginx = findNginx() !== null;
if (!hasNginx && !process.env.CI)
  console.warn(
    '\n[behind-nginx] nginx não encontrado (/usr/sbin/nginx): teste atrás do nginx pulado. No Debian: apt-get install nginx-light\n',
  );

let db: TestDatabase;

/**
 * Clients' own addresses: other loopback addresses than the one nginx and the API share, as a
 * client on the internet has another address than the proxy.
 */
const CLIENT = '127.0.0.2';
const OTHER_CLIENT = '127.0.0.3';

function get(url: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, localAddress: from }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** The API listening on loopback with this trust, and nginx in front of it; `use` gets the address to call. */
async function behindNginx<T>(trustProxy: Config['trustProxy'], use: (url: string) => Promise<T>): Promise<T> {
  const app = await createApi({
    database: db.database,
    config: { ...testConfig, trustProxy, rateLimitMax: RATE_LIMIT_MAX, rateLimitWindowSeconds: 60 },
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const proxy = await startNginx({ upstream: `127.0.0.1:${(app.server.address() as AddressInfo).port}` });
  if (!proxy) throw new Error('nginx não encontrado (/usr/sbin/nginx): instale nginx-light.');
  try {
    return await use(`${proxy.url}/api/regioes`);
  } finally {
    await proxy.stop();
    await app.close();
  }
}

/** The statuses of RATE_LIMIT_MAX + 2 requests from CLIENT, the n-th with the header forged(n). */
async function forgedStatuses(url: string, forged: (n: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 1; n <= RATE_LIMIT_MAX + 2; n++) statuses.push(await get(url, CLIENT, { 'x-forwarded-for': forged(n) }));
  return statuses;
}

const limited = [...Array<number>(RATE_LIMIT_MAX).fill(200), 429, 429];

describe.skipIf(process.env.TEST_PG_URL || (!hasNginx && !process.env.CI))('behind nginx', () => {
  beforeAll(async () => {
    // The limit is checked before any read: an empty database answers /api/regioes as well.
    db = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('TRUST_PROXY=1: a forged X-Forwarded-For on each request buys no fresh allowance', async () => {
    const trust = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(await behindNginx(trust, (url) => forgedStatuses(url, (n) => `10.0.0.${n}`))).toEqual(limited);
  });

  it('TRUST_PROXY=127.0.0.1 (the proxy by address): the same', async () => {
    const trust = loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy;
    expect(await behindNginx(trust, (url) => forgedStatuses(url, (n) => `10.0.0.${n}, 192.168.0.${n}`))).toEqual(limited);
  });

  it('each client behind the proxy has its own allowance, not the proxy’s one', async () => {
    for (const value of ['1', '127.0.0.1']) {
      const trust = loadConfig({ TRUST_PROXY: value }).trustProxy;
      const [first, other] = await behindNginx(trust, async (url) => {
        const statuses: number[] = [];
        for (let n = 0; n <= RATE_LIMIT_MAX; n++) statuses.push(await get(url, CLIENT));
        return [statuses, await get(url, OTHER_CLIENT)] as const;
      });
      expect(first, value).toEqual([...Array<number>(RATE_LIMIT_MAX).fill(200), 429]);
      expect(other, value).toBe(200);
    }
  });

  it('the forged header does reach the API: trusting every hop (TRUST_PROXY=1 before issue 15) gives each request a fresh allowance', async () => {
    // Every hop of these requests trusted (nginx, the client, the forged addresses), as `true` did:
    // TRUST_PROXY refuses `true` and the lists that amount to it (config.ts); a list that trusts
    // more than the proxy is passed here to show what the test guards.
    const statuses = await behindNginx(['loopback', '10.0.0.0/8'], (url) => forgedStatuses(url, (n) => `10.0.0.${n}`));
    expect(statuses).toEqual(Array(RATE_LIMIT_MAX + 2).fill(200));
  });
});
