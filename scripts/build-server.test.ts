import { describe, expect, it } from 'vitest';
import { packageName, undeclaredImports } from './build-server.ts';

describe('build-server', () => {
  it('names the package of a deep import', () => {
    expect(packageName('drizzle-orm/pglite/migrator')).toBe('drizzle-orm');
    expect(packageName('@electric-sql/pglite/contrib/unaccent')).toBe('@electric-sql/pglite');
    expect(packageName('sharp')).toBe('sharp');
  });

  it('refuses an import the production install would not have: a devDependency of the importing workspace', () => {
    const metafile = {
      inputs: {
        'packages/db/src/client.ts': {
          bytes: 1,
          imports: [
            { path: 'pg', kind: 'import-statement' as const, external: true },
            { path: 'node:fs', kind: 'import-statement' as const, external: true },
            { path: 'pdfkit', kind: 'import-statement' as const, external: true },
            { path: 'packages/db/src/lock.ts', kind: 'import-statement' as const },
          ],
        },
      },
      outputs: {},
    };
    const problems = undeclaredImports(metafile);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('"pdfkit"');
    expect(problems[0]).toContain('@cosems/db');
  });
});
