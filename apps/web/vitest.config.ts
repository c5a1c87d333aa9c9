import { configDefaults, defineConfig } from 'vitest/config';

// The reactRouter() Vite plugin stays out of here: it builds the whole app (routes, server entry) and
// is not meant to run under Vitest; unit tests import the modules they test directly.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    // Run on each database engine by the root config's data-port projects.
    exclude: [...configDefaults.exclude, 'server/data-port/**'],
    environment: 'jsdom',
  },
});
