import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // WEB_BUILD_DIR lets two developers' builds (and their end-to-end runs) coexist on one checkout.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Loaders read the data port, the public addresses and the nonce from typed router contexts
  // (app/lib/context.ts); the server hands each request a RouterContextProvider.
  future: { v8_middleware: true },
} satisfies Config;
