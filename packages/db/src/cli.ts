/**
 * npm run content -- import <pasta | arquivo.tar.gz>   validates the whole bundle, then replaces the content
 * npm run content -- export <pasta | arquivo.tar.gz>   writes the content as a bundle
 * npm run content -- migrar --de <URL> <pasta>          reads a running site's API into a new bundle
 *                                                       (migracao/migrate.ts; opens no database)
 * npm run content -- gerar-escala --noticias N <pasta>  writes a large archive from the demo bundle
 *                                                       (bundle/scale.ts; opens no database)
 * npm run content -- preparar-banco                     as DATABASE_OWNER_URL: migrations, then the
 *                                                       grants of DATABASE_URL's role (decision 041),
 *                                                       so the site's processes never hold the owner's password
 * Uses DATABASE_URL / DATA_DIR like the server. With PGlite it refuses to run while the site
 * holds DATA_DIR (the lock), instead of losing writes. An archive is extracted safely into a
 * temporary folder, removed afterwards (bundle/archive.ts).
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { ArchiveError, bundleArchive, isArchiveName, withExtractedArchive } from './bundle/archive.ts';
import { exportBundle } from './bundle/export.ts';
import { importBundle } from './bundle/import.ts';
import type { BundleProgress } from './bundle/format.ts';
import { BundleError, checkBundle } from './bundle/read.ts';
import { generateScaleBundle } from './bundle/scale.ts';
import { openDatabase } from './client.ts';
import { ConfigError, dbOptionsFromEnv } from './env.ts';
import { DataDirLockedError } from './lock.ts';
import { MIGRATION_DEFAULTS, MigrationError, migrateSite } from './migracao/migrate.ts';
import { formatReport, type MigrationReport, Progress } from './migracao/report.ts';

const USAGE = [
  'Uso: npm run content -- import <pasta ou arquivo.tar.gz>',
  '     npm run content -- export <pasta ou arquivo.tar.gz>',
  '     npm run content -- preparar-banco   (com DATABASE_URL e DATABASE_OWNER_URL)',
  '     npm run content -- gerar-escala --noticias <quantas> <pasta>   (um arquivo grande feito da demonstração)',
  '     npm run content -- migrar --de <endereço do site atual> <pasta> [--relatorio <arquivo.json>]',
  `         [--concorrencia ${MIGRATION_DEFAULTS.concurrency}] [--tempo-limite ${MIGRATION_DEFAULTS.timeoutMs / 1000}] [--tentativas ${MIGRATION_DEFAULTS.retries}]`,
].join('\n');

/** A whole number within bounds from an option, or an error naming it. */
function intOption(value: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} deve ser um número inteiro de ${min} a ${max}`);
  return n;
}

class UsageError extends Error {}

const numero = new Intl.NumberFormat('pt-BR');

/**
 * Progress on stderr, "notícias: 3.000 de 15.000": a line when a step starts and ends, and at most
 * one a second in between (stdout keeps only the final summary, for scripts).
 */
function progressPrinter(out: NodeJS.WritableStream = process.stderr): BundleProgress {
  const line = (etapa: string, feitos: number, total: number | null) =>
    out.write(`${etapa}: ${numero.format(feitos)}${total === null ? '' : ` de ${numero.format(total)}`}\n`);
  let current: { etapa: string; feitos: number; total: number | null; shown: boolean } | null = null;
  let last = 0;
  return (etapa, feitos, total) => {
    const now = Date.now();
    // A step that ends unannounced (its total was not known) is shown as it ended.
    if (current && current.etapa !== etapa && !current.shown) line(current.etapa, current.feitos, current.total);
    const starts = current?.etapa !== etapa;
    const ends = total !== null && feitos >= total;
    const show = starts || ends || now - last >= 1000;
    current = { etapa, feitos, total, shown: show };
    if (!show) return;
    last = now;
    line(etapa, feitos, total);
  };
}

async function migrar(argv: string[], cwd: string): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      de: { type: 'string' },
      relatorio: { type: 'string' },
      concorrencia: { type: 'string' },
      'tempo-limite': { type: 'string' },
      tentativas: { type: 'string' },
    },
  });
  if (!values.de || positionals.length !== 1) throw new UsageError('migrar precisa de --de <endereço> e de uma pasta');
  const target = path.resolve(cwd, positionals[0] as string);
  const reportFile = path.resolve(cwd, values.relatorio ?? `${target}.relatorio.json`);
  const controller = new AbortController();
  const stop = () => controller.abort(new Error('interrompida'));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  let report: MigrationReport;
  let code = 0;
  try {
    report = await migrateSite({
      source: values.de,
      target,
      concurrency: intOption(values.concorrencia, 'concorrencia', 1, 32, MIGRATION_DEFAULTS.concurrency),
      timeoutMs: intOption(values['tempo-limite'], 'tempo-limite', 1, 600, MIGRATION_DEFAULTS.timeoutMs / 1000) * 1000,
      retries: intOption(values.tentativas, 'tentativas', 0, 10, MIGRATION_DEFAULTS.retries),
      signal: controller.signal,
      progress: new Progress(process.stderr),
    });
  } catch (err) {
    if (!(err instanceof MigrationError)) throw err;
    report = err.report;
    code = 1;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
  await fs.writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  (code ? console.error : console.log)(formatReport(report, reportFile));
  return code;
}

async function gerarEscala(argv: string[], cwd: string): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { noticias: { type: 'string' } } });
  if (!values.noticias || positionals.length !== 1) throw new UsageError('gerar-escala precisa de --noticias <quantas> e de uma pasta');
  const target = path.resolve(cwd, positionals[0] as string);
  const total = await generateScaleBundle({ noticias: intOption(values.noticias, 'noticias', 64, 1_000_000, 0), target });
  console.log(`Gerado: ${total} notícias em ${target} (importe com: npm run content -- import ${positionals[0]})`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, target] = argv;
  if (command === 'gerar-escala') {
    try {
      return await gerarEscala(argv.slice(1), process.env.INIT_CWD ?? process.cwd());
    } catch (err) {
      if (!(err instanceof UsageError || (err as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')) throw err;
      console.error(`${(err as Error).message}\n${USAGE}`);
      return 2;
    }
  }
  if (command === 'migrar') {
    try {
      return await migrar(argv.slice(1), process.env.INIT_CWD ?? process.cwd());
    } catch (err) {
      if (!(err instanceof UsageError || (err as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')) throw err;
      console.error(`${(err as Error).message}\n${USAGE}`);
      return 2;
    }
  }
  if (command === 'preparar-banco') {
    const options = dbOptionsFromEnv(process.env);
    if (!options.ownerUrl) {
      console.error('preparar-banco precisa de DATABASE_URL (o usuário do site) e DATABASE_OWNER_URL (o dono das tabelas).');
      return 2;
    }
    const database = await openDatabase(options);
    const owns = database.appRoleOwnsAudit;
    await database.close();
    if (owns) {
      console.error('Migrações aplicadas, mas o usuário de DATABASE_URL ainda é dono do registro de auditoria (docs/operacao.md, 1.4).');
      return 1;
    }
    console.log('Banco preparado: migrações aplicadas pelo dono e permissões do usuário do site renovadas.');
    return 0;
  }
  if ((command !== 'import' && command !== 'export') || !target) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts from the package root; the path is the caller's.
  const where = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  if (command === 'import') {
    const isFile = (await fs.stat(where).catch(() => null))?.isFile() ?? false;
    const progress = progressPrinter();
    // The whole bundle is checked before the database is opened: a bad one changes nothing. Then
    // the import reads it again, one news file and one image at a time (docs/decisions/055), from
    // the folder, or from the archive's extracted copy, which lives until the import ends.
    const restore = async (dir: string) => {
      const bundle = await checkBundle(dir, { progress });
      const database = await openDatabase(dbOptionsFromEnv(process.env));
      try {
        await database.withExclusiveLock(() => importBundle(database.db, bundle, { progress }));
        // Until a VACUUM marks the new rows visible to all, no count or deep page is read from the
        // index alone (issue 28): PGlite has no autovacuum, and PostgreSQL's comes minutes later.
        await database.vacuum();
      } finally {
        await database.close();
      }
      return bundle;
    };
    const bundle = isFile ? await withExtractedArchive(where, restore) : await restore(where);
    console.log(
      `Importado: ${bundle.noticias.total} notícias, ${bundle.regioes.length} regionais, ${bundle.images.size} imagens, ${bundle.arquivos.size} arquivos.`,
    );
    return 0;
  }
  const database = await openDatabase(dbOptionsFromEnv(process.env));
  const progress = progressPrinter();
  try {
    if (isArchiveName(where)) {
      const partial = `${where}.parcial`;
      try {
        await pipeline(bundleArchive(database.db, { progress }), createWriteStream(partial, { flags: 'wx' }));
        await fs.rename(partial, where);
      } catch (err) {
        await fs.rm(partial, { force: true });
        throw err;
      }
    } else {
      await exportBundle(database.db, where, { progress });
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
    if (err instanceof BundleError || err instanceof ArchiveError || err instanceof DataDirLockedError || err instanceof ConfigError)
      console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
