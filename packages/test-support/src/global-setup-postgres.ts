/**
 * Vitest global setup for the "postgres" test projects: starts one throwaway server for the run.
 * Without PostgreSQL binaries the projects are skipped on a developer machine, but CI (CI=true)
 * must have them: there a missing server fails the run instead of silently testing less.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server.ts';

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  if (!server) {
    if (process.env.CI) throw new Error('PostgreSQL não encontrado: instale postgresql (veja o README).');
    console.warn('PostgreSQL não encontrado: testes contra servidor PostgreSQL ignorados.');
    project.provide('pgUrl', '');
    return;
  }
  project.provide('pgUrl', server.url);
  // Stop it and delete its folder: each run leaves nothing behind in the temporary directory.
  return () => server.remove();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}
