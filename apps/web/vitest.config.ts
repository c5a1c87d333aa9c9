import { defineConfig } from 'vitest/config';

// The reactRouter() Vite plugin stays out of here (STACK.md): unit tests import modules directly.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'jsdom',
  },
});
