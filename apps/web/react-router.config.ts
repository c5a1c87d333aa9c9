import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // WEB_BUILD_DIR lets two developers' builds (and their end-to-end runs) coexist on one checkout.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;
