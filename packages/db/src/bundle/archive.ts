/**
 * The bundle as one .tar.gz: what the back office's "Cópia de segurança" sends, and what
 * `npm run content -- import <arquivo.tar.gz>` restores (docs/decisions/023-copia-de-seguranca.md).
 *
 * Writing: the entries of bundleEntries() go into a tar stream (tar-stream) and through gzip, one
 * at a time, each waiting until the previous one was taken by the reader: the archive is never held
 * in memory, and a slow client slows the database reads down instead of filling a buffer.
 *
 * Reading: an archive comes from outside, so it is extracted as hostile. Only plain files and
 * folders, under names that a bundle can hold (no absolute path, no `..`, no backslash, each part a
 * plain file name); no links of either kind, no devices or FIFOs; at most MAX_ARCHIVE_ENTRIES
 * entries and `maxBytes` bytes of files in all, each file (JSON, image or PDF) at most 20 MB (checked
 * from the header, before writing, and again while writing); each file created new (an entry that repeats a
 * name is refused). Any problem refuses the whole archive with an ArchiveError, before the database
 * is touched: readBundle() then checks the extracted folder as any other.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import type { Db } from '../client.ts';
import { BUNDLE_FOLDERS, bundleEntries, type ExportOptions } from './export.ts';
import { FILE_NAME } from './format.ts';

export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

/** Entries (files and folders) an archive may hold: a bundle of 100 000 images is far beyond any real one. */
export const MAX_ARCHIVE_ENTRIES = 100_000;
/** Bytes of files an archive may extract to, in all (4 GiB), unless the caller gives another limit. */
export const MAX_ARCHIVE_BYTES = 4 * 1024 ** 3;
/** A file above this is refused by readBundle anyway: refused here before it is written. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The bundle as a gzip'd tar stream. An error on the way (the database went away) destroys the stream. */
export function bundleArchive(db: Db, options: ExportOptions = {}): Readable {
  const pack = tar.pack();
  const gzip = createGzip({ level: 6 });
  const out = new PassThrough();
  // tar-stream's streams are streamx streams; Node's pipeline takes them as readables.
  pipeline(pack as unknown as Readable, gzip, out).catch((err: unknown) => out.destroy(err as Error));
  let stopped = false;
  out.on('close', () => {
    stopped = true;
    if (!pack.destroyed) pack.destroy();
  });
  const add = (header: Partial<tar.Header> & { name: string }, data?: Buffer) =>
    new Promise<void>((resolve, reject) => {
      const done = (err?: Error | null) => (err ? reject(err) : resolve());
      if (data) pack.entry(header, data, done);
      else pack.entry(header, done);
    });
  (async () => {
    const now = new Date();
    for (const folder of BUNDLE_FOLDERS) await add({ name: `${folder}/`, type: 'directory', mode: 0o755, mtime: now });
    for await (const entry of bundleEntries(db, options)) {
      if (stopped) return;
      // Resolves once the entry went through the pack's buffer (tar-stream waits for the reader).
      await add({ name: entry.name, type: 'file', mode: 0o644, mtime: entry.mtime }, entry.data);
    }
    pack.finalize();
  })().catch((err: unknown) => {
    if (!stopped) out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

/** Why `name` (an entry's path in the archive) cannot be extracted, or null. */
export function unsafeEntryName(name: string): string | null {
  if (name.includes('\0') || name.includes('\\')) return 'caractere não permitido no nome';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'caminho absoluto';
  const parts = name.replace(/^\.\//, '').replace(/\/$/, '').split('/');
  if (parts.some((p) => p === '..')) return 'caminho com ".."';
  if (parts.length > 3) return 'pastas demais';
  if (parts.some((p) => !FILE_NAME.test(p))) return 'nome de arquivo inválido (use letras, dígitos, ".", "_" e "-")';
  return null;
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * Extracts the .tar.gz `file` into the empty folder `dir`, refusing the whole archive (ArchiveError)
 * at the first entry that is not a plain file or folder of a safe name, or past the limits.
 */
export async function extractArchive(file: string, dir: string, limits: { maxBytes?: number; maxEntries?: number } = {}): Promise<void> {
  const maxBytes = limits.maxBytes ?? MAX_ARCHIVE_BYTES;
  const maxEntries = limits.maxEntries ?? MAX_ARCHIVE_ENTRIES;
  const handle = await fs.open(file, 'r').catch(() => {
    throw new ArchiveError(`${file}: arquivo não encontrado`);
  });
  try {
    const head = Buffer.alloc(2);
    await handle.read(head, 0, 2, 0);
    if (!head.equals(GZIP_MAGIC)) throw new ArchiveError(`${file}: não é um arquivo .tar.gz (o conteúdo não está em gzip)`);
  } finally {
    await handle.close();
  }
  const root = path.resolve(dir);
  const extract = tar.extract();
  const source = createReadStream(file);
  const gunzip = createGunzip();
  // A failure of the file or of the gzip also rejects `failed`, which every wait below races: a
  // stream destroyed while the loop awaited something else (a mkdir) is not seen by a pipeline
  // started on it afterwards, and a truncated archive hung the import for ever (CI, 2026-11-27).
  let rejectFailed: (err: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    rejectFailed = reject;
  });
  failed.catch(() => {});
  const fail = (err: Error) => {
    rejectFailed(err);
    extract.destroy(err);
  };
  source.on('error', fail);
  gunzip.on('error', (err) => fail(new ArchiveError(`${file}: o gzip está corrompido (${err.message})`)));
  source.pipe(gunzip).pipe(extract as unknown as NodeJS.WritableStream);

  let entries = 0;
  let total = 0;
  try {
    for await (const entry of extract) {
      const { name, type, size } = entry.header;
      const where = `${file}: ${JSON.stringify(name)}`;
      if (++entries > maxEntries) throw new ArchiveError(`${file}: mais de ${maxEntries} entradas`);
      const problem = unsafeEntryName(name);
      if (problem) throw new ArchiveError(`${where}: ${problem}`);
      const target = path.resolve(root, name);
      if (!target.startsWith(root + path.sep)) throw new ArchiveError(`${where}: fora da pasta do pacote`);
      if (type === 'directory') {
        await fs.mkdir(target, { recursive: true, mode: 0o700 });
        entry.resume();
        continue;
      }
      if (type !== 'file' && type !== 'contiguous-file') {
        throw new ArchiveError(
          `${where}: só arquivos e pastas são aceitos (é ${type === 'symlink' || type === 'link' ? 'um link' : type})`,
        );
      }
      if (size > MAX_FILE_BYTES) throw new ArchiveError(`${where}: maior que 20 MB`);
      if (total + size > maxBytes) throw new ArchiveError(`${file}: o conteúdo passa de ${formatBytes(maxBytes)} descompactado`);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      let written = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          written += chunk.length;
          // The header's size bounds what tar-stream gives; counted again all the same.
          if (total + written > maxBytes) done(new ArchiveError(`${file}: o conteúdo passa de ${formatBytes(maxBytes)} descompactado`));
          else if (written > MAX_FILE_BYTES) done(new ArchiveError(`${where}: maior que 20 MB`));
          else done(null, chunk);
        },
      });
      // 'wx': a new file only, never through an existing path (a name repeated by a second entry).
      const sink = createWriteStream(target, { flags: 'wx', mode: 0o600 });
      try {
        await Promise.race([pipeline(entry as unknown as Readable, counter, sink), failed]);
      } catch (err) {
        sink.destroy();
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new ArchiveError(`${where}: entrada repetida`);
        throw err;
      }
      total += written;
    }
  } catch (err) {
    source.destroy();
    extract.destroy();
    if (err instanceof ArchiveError) throw err;
    throw new ArchiveError(`${file}: não é um arquivo .tar.gz válido (${(err as Error).message})`);
  }
  if (entries === 0) throw new ArchiveError(`${file}: o arquivo está vazio`);
}

function formatBytes(n: number): string {
  return n >= 1024 ** 3 ? `${n / 1024 ** 3} GB` : n >= 1024 ** 2 ? `${Math.round(n / 1024 ** 2)} MB` : `${n} bytes`;
}

/**
 * Runs `use` on the bundle folder a .tar.gz holds: extracted into a new temporary folder, which is
 * removed afterwards, also when `use` or the extraction fails. The bundle is the archive's root, or
 * its only folder (an archive made with `tar czf pacote.tar.gz pacote/`).
 */
export async function withExtractedArchive<T>(
  file: string,
  use: (dir: string) => Promise<T>,
  limits?: { maxBytes?: number; maxEntries?: number },
): Promise<T> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'cosems-pacote-'));
  try {
    await extractArchive(file, tmp, limits);
    let dir = tmp;
    const top = await fs.readdir(tmp, { withFileTypes: true });
    if (!top.some((e) => e.name === 'meta.json') && top.length === 1 && top[0]?.isDirectory()) dir = path.join(tmp, top[0].name);
    return await use(dir);
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/** Whether `target` names an archive (by its name: .tar.gz or .tgz) rather than a bundle folder. */
export const isArchiveName = (target: string) => /\.(tar\.gz|tgz)$/i.test(target);
