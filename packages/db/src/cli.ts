/**
 * npm run content -- import <pasta>   validates the whole bundle, then replaces the content
 * npm run content -- export <pasta>   writes the content as a bundle
 * Uses DATABASE_URL / DATA_DIR like the server. With PGlite it refuses to run while the site
 * holds DATA_DIR (the lock), instead of losing writes.
 */
import path from 'node:path';
import { BundleError, readBundle } from './bundle/read.ts';
import { importBundle } from './bundle/import.ts';
import { exportBundle } from './bundle/export.ts';
import { openDatabase } from './client.ts';
import { dbOptionsFromEnv } from './env.ts';
import { DataDirLockedError } from './lock.ts';

const USAGE = 'Uso: npm run content -- import <pasta> | export <pasta>';

async function main(argv: string[]): Promise<number> {
  const [command, dirArg] = argv;
  if ((command !== 'import' && command !== 'export') || !dirArg) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts from the package root; the folder is the caller's.
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), dirArg);
  const bundle = command === 'import' ? await readBundle(dir) : undefined;
  const database = await openDatabase(dbOptionsFromEnv(process.env));
  try {
    if (bundle) {
      await database.withExclusiveLock(() => importBundle(database.db, bundle));
      console.log(
        `Importado: ${bundle.noticias.length} notícias, ${bundle.regioes.length} regionais, ${bundle.images.size} imagens, ${bundle.arquivos.size} arquivos.`,
      );
    } else {
      await exportBundle(database.db, dir);
      console.log(`Exportado para ${dir}`);
    }
  } finally {
    await database.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BundleError || err instanceof DataDirLockedError) console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
