import os from 'node:os';
import { findPostgresBin } from './packages/test-support/src/postgres-server.ts';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Every suite that touches the database runs twice: on embedded PGlite, and on a throwaway
 * PostgreSQL server started for the run (when its binaries are installed; CI must have them).
 */
const hasPostgres = findPostgresBin() !== null;
if (!hasPostgres) {
  if (process.env.CI) throw new Error('PostgreSQL não encontrado (CI=true): instale postgresql e postgresql-contrib.');
  console.warn('\n[vitest] PostgreSQL não encontrado: os testes contra servidor PostgreSQL ficam de fora desta execução.\n');
}

function engines(name: string, root: string, include = ['test/**/*.test.ts']): TestProjectInlineConfiguration[] {
  const base = { root, include, testTimeout: 30_000, hookTimeout: 60_000 };
  const pglite: TestProjectInlineConfiguration = { test: { ...base, name: `${name}:pglite` } };
  const postgres: TestProjectInlineConfiguration = {
    test: {
      ...base,
      name: `${name}:postgres`,
      globalSetup: [new URL('./packages/test-support/src/global-setup-postgres.ts', import.meta.url).pathname],
      setupFiles: [new URL('./packages/test-support/src/setup-postgres.ts', import.meta.url).pathname],
    },
  };
  return hasPostgres ? [pglite, postgres] : [pglite];
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which on the team's 2-core machines and
    // CI is one: every file in turn. The suites wait on PostgreSQL, PGlite and child servers much
    // of the time, so two workers on two cores finish sooner: the whole run took 619 s with 2
    // against 915 s with 1 (2026-11-29, same machine), every test green.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      ...engines('db', 'packages/db'),
      ...engines('api', 'apps/api'),
      ...engines('admin', 'packages/admin'),
      // The site's data port against a real API on each engine (apps/web/vitest.config.ts leaves it out).
      ...engines('data-port', 'apps/web', ['server/data-port/**/*.test.{ts,tsx}']),
      'apps/web/vitest.config.ts',
      { test: { name: 'contracts', root: 'packages/contracts', include: ['test/**/*.test.ts'] } },
      // The measuring and checking scripts' own logic, and the repository's checks of its own
      // documents (scripts/docs.test.ts); no database, no browser.
      { test: { name: 'scripts', root: '.', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
