/** Builds the API on a fresh database (PGlite, or the run's PostgreSQL server) loaded with the demo bundle. */
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApi } from '../src/app.ts';

export interface TestApi {
  app: FastifyInstance;
  db: TestDatabase;
  /** GET and parse JSON; fails the test on a non-JSON answer. */
  get<T = unknown>(url: string): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
}

export const testConfig = {
  corsOrigins: [],
  logLevel: 'silent' as const,
  // Every answer's line, for the tests that read the log (the default, erros: config.ts).
  logRequests: 'todas' as const,
  apiCacheSeconds: 60,
  trustProxy: false as const,
  rateLimitMax: 0,
  rateLimitWindowSeconds: 60,
};

export function useTestApi(): TestApi {
  const api = {} as TestApi;
  beforeAll(async () => {
    api.db = await createTestDatabase();
    api.app = await createApi({ database: api.db.database, config: testConfig, logger: false });
    await api.app.ready();
    api.get = async (url) => {
      const res = await api.app.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    };
  });
  afterAll(async () => {
    await api.app?.close();
    await api.db?.close();
  });
  return api;
}

/** A request answers `status` in the contract's error shape, with no internal detail in it. */
export async function expectError(api: TestApi, url: string, status: number) {
  const res = await api.get<Record<string, unknown>>(url);
  expect(res.status, url).toBe(status);
  expect(Object.keys(res.body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(res.body.statusCode).toBe(status);
  expect(String(res.body.message)).not.toMatch(/at .*\.ts|node_modules|stack/);
}
