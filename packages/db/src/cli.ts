/**
 * npm run content -- import <pasta | arquivo.tar.gz>   validates the whole bundle, then replaces the content
 * npm run content -- export <pasta | arquivo.tar.gz>   writes the content as a bundle
 * Uses DATABASE_URL / DATA_DIR like the server. With PGlite it refuses to run while the site
 * holds DATA_DIR (the lock), instead of losing writes. An archive is extracted safely into a
 * temporary folder, removed afterwards (bundle/archive.ts).
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ArchiveError, bundleArchive, isArchiveName, withExtractedArchive } from './bundle/archive.ts';
import { exportBundle } from './bundle/export.ts';
import { importBundle } from './bundle/import.ts';
import { BundleError, readBundle } from './bundle/read.ts';
import { openDatabase } from './client.ts';
import { dbOptionsFromEnv } from './env.ts';
import { DataDirLockedError } from './lock.ts';

const USAGE = 'Uso: npm run content -- import <pasta ou arquivo.tar.gz> | export <pasta ou arquivo.tar.gz>';

async function main(argv: string[]): Promise<number> {
  const [command, target] = argv;
  if ((command !== 'import' && command !== 'export') || !target) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts from the package root; the path is the caller's.
  const where = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  if (command === 'import') {
    const isFile = (await fs.stat(where).catch(() => null))?.isFile() ?? false;
    // The whole bundle is read and checked before the database is opened: a bad one changes nothing.
    const bundle = isFile ? await withExtractedArchive(where, readBundle) : await readBundle(where);
    const database = await openDatabase(dbOptionsFromEnv(process.env));
    try {
      await database.withExclusiveLock(() => importBundle(database.db, bundle));
    } finally {
      await database.close();
    }
    console.log(
      `Importado: ${bundle.noticias.length} notícias, ${bundle.regioes.length} regionais, ${bundle.images.size} imagens, ${bundle.arquivos.size} arquivos.`,
    );
    return 0;
  }
  const database = await openDatabase(dbOptionsFromEnv(process.env));
  try {
    if (isArchiveName(where)) {
      const partial = `${where}.parcial`;
      try {
        await pipeline(bundleArchive(database.db), createWriteStream(partial, { flags: 'wx' }));
        await fs.rename(partial, where);
      } catch (err) {
        await fs.rm(partial, { force: true });
        throw err;
      }
    } else {
      await exportBundle(database.db, where);
    }
  } finally {
    await database.close();
  }
  console.log(`Exportado para ${where}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BundleError || err instanceof ArchiveError || err instanceof DataDirLockedError) console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
