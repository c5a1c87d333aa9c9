/** Configuration from the environment (src/config.ts): TRUST_PROXY, SITE_URL, the HTTP timeouts and the keys. */
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openContent } from '../src/runtime.ts';
import { testConfig } from './helper.ts';

describe('TRUST_PROXY', () => {
  const trust = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('unset, empty or 0: X-Forwarded-For is not trusted', () => {
    for (const value of [undefined, '', '0', 'false']) expect(trust(value)).toBe(false);
  });

  it('a number: that many proxies in front of the server', () => {
    expect(trust('1')).toBe(1);
    expect(trust(' 2 ')).toBe(2);
  });

  it('a list: the proxies’ addresses, CIDR ranges or proxy-addr’s named ranges', () => {
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses true (every hop trusted), trust-all ranges and what is not an address, naming the variable', () => {
    for (const value of ['true', 'yes', 'sim', '0.0.0.0/0', '::/0', '11', 'proxy.interno', '10.0.0.0/33', '10.0.0.1/8/2', '300.1.1.1']) {
      expect(() => trust(value), value).toThrow(ConfigError);
      expect(() => trust(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('SITE_URL (issue 26, item 4)', () => {
  it('unset: links use http://localhost:PORT, and the configuration says it was not given (the back office warns)', () => {
    expect(loadConfig({ PORT: '8080' })).toMatchObject({ siteUrl: 'http://localhost:8080', siteUrlSet: false });
    expect(loadConfig({ SITE_URL: '  ' })).toMatchObject({ siteUrl: 'http://localhost:3000', siteUrlSet: false });
  });

  it('set: its value without the trailing slash', () => {
    expect(loadConfig({ SITE_URL: 'https://cosems.org.br/' })).toMatchObject({ siteUrl: 'https://cosems.org.br', siteUrlSet: true });
  });
});

describe('HTTP timeouts', () => {
  it('safe defaults, and each settable in seconds', () => {
    const defaults = loadConfig({});
    expect([defaults.requestTimeoutSeconds, defaults.connectionTimeoutSeconds, defaults.keepAliveTimeoutSeconds]).toEqual([10, 60, 72]);
    const set = loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', CONNECTION_TIMEOUT_SECONDS: '30', KEEP_ALIVE_TIMEOUT_SECONDS: '65' });
    expect([set.requestTimeoutSeconds, set.connectionTimeoutSeconds, set.keepAliveTimeoutSeconds]).toEqual([5, 30, 65]);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});

describe('TOTP_KEYS (docs/decisions/042)', () => {
  const b64 = Buffer.alloc(32, 7).toString('base64');
  const hex = Buffer.alloc(32, 8).toString('hex');

  it('empty: no keys; else id:key pairs, base64 or hex, the first one first', () => {
    expect(loadConfig({}).totpKeys).toEqual([]);
    const keys = loadConfig({ TOTP_KEYS: ` 2026b:${hex}, 2026a:${b64}\n` }).totpKeys;
    expect(keys.map((k) => k.id)).toEqual(['2026b', '2026a']);
    expect(keys[0]?.key).toEqual(Buffer.alloc(32, 8));
    expect(keys[1]?.key).toEqual(Buffer.alloc(32, 7));
  });

  it('refuses a malformed value, naming the variable and never echoing a key', () => {
    const short = Buffer.alloc(16, 1).toString('base64');
    for (const value of [b64, `:${b64}`, `a b:${b64}`, `k1:${short}`, `k1:${hex.slice(2)}`, `k1:${b64},k1:${hex}`, 'k1:', `k1:${b64}!`]) {
      expect(() => loadConfig({ TOTP_KEYS: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ TOTP_KEYS: value }), value).toThrow(/^TOTP_KEYS deve ser/);
      try {
        loadConfig({ TOTP_KEYS: value });
      } catch (err) {
        expect(String(err)).not.toContain(b64);
        expect(String(err)).not.toContain(short);
      }
    }
  });
});

describe('DATABASE_OWNER_URL (docs/decisions/041)', () => {
  it('only with DATABASE_URL, and only postgres://', () => {
    const both = { DATABASE_URL: 'postgres://cosems_site:s@127.0.0.1/cosems', DATABASE_OWNER_URL: 'postgres://cosems:d@127.0.0.1/cosems' };
    expect(loadConfig(both).db.ownerUrl).toBe(both.DATABASE_OWNER_URL);
    expect(loadConfig({ DATABASE_URL: both.DATABASE_URL }).db.ownerUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_OWNER_URL: both.DATABASE_OWNER_URL })).toThrow(/DATABASE_OWNER_URL só vale com DATABASE_URL/);
    expect(() => loadConfig({ ...both, DATABASE_OWNER_URL: 'cosems:d@127.0.0.1/cosems' })).toThrow(ConfigError);
  });

  it.skipIf(!process.env.TEST_PG_URL)('a start whose DATABASE_URL role owns the audit log works as before, with a warning', async () => {
    const t = await createTestDatabase({ empty: true });
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (msg: string) => warnings.push(msg) };
    try {
      const database = await openContent(loadConfig({ DATABASE_URL: t.url, START_EMPTY: '1' }), log);
      await database.close();
      expect(warnings).toEqual([expect.stringMatching(/dono do registro de auditoria.*DATABASE_OWNER_URL/)]);
    } finally {
      await t.close();
    }
  });
});

describe('media quota and upload bounds (issue 25, items 4 and 7)', () => {
  it('2 GB for authors and none for editors by default; 0 is no limit; bounds of 4 uploads and 2 per account', () => {
    const d = loadConfig({});
    expect([d.midiaQuotaAutorBytes, d.midiaQuotaEditorBytes, d.uploadLimitMax, d.uploadLimitPerAccount]).toEqual([
      2048 * 1024 * 1024,
      null,
      4,
      2,
    ]);
    const set = loadConfig({
      MIDIA_QUOTA_AUTOR_MB: '0',
      MIDIA_QUOTA_EDITOR_MB: '10',
      UPLOAD_LIMIT_MAX: '8',
      UPLOAD_LIMIT_PER_ACCOUNT: '1',
    });
    expect([set.midiaQuotaAutorBytes, set.midiaQuotaEditorBytes, set.uploadLimitMax, set.uploadLimitPerAccount]).toEqual([
      null,
      10 * 1024 * 1024,
      8,
      1,
    ]);
    expect(() => loadConfig({ UPLOAD_LIMIT_MAX: '0' })).toThrow(/UPLOAD_LIMIT_MAX/);
  });
});

describe('a client reaching the server directly', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('with TRUST_PROXY listing the proxy, its own X-Forwarded-For is ignored', async () => {
    const app = await createApi({
      database: db.database,
      config: { ...testConfig, trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy, rateLimitMax: 3 },
      logger: false,
    });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i++) {
        const res = await app.inject({ url: '/api/regioes', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': `10.0.0.${i}` } });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});
