/**
 * Issue 28, item 6: a large archive's news split into noticias/0001.json, 0002.json…
 * (docs/decisions/055-copia-em-memoria-limitada.md). The demo's 64 items split into files of 10
 * (a small chunk size, so that the tests stay fast) round-trip through a folder and a .tar.gz; a
 * damaged file anywhere refuses the whole bundle and changes nothing, also when it changes between
 * the check and the import; a bundle with one noticias.json still imports; a file over 20 MB is
 * still refused, the news files included.
 */
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { asc, eq } from 'drizzle-orm';
import * as tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ArchiveError,
  BundleError,
  bundleArchive,
  checkBundle,
  DEMO_BUNDLE_DIR,
  exportBundle,
  generateScaleBundle,
  importBundle,
  readBundle,
  tables,
  withExtractedArchive,
} from '../src/index.ts';
import { noticiasFiles } from '../src/bundle/export.ts';
import { filesOf, tempDir } from './pastas.ts';

const SPLIT = { chunkItems: 10 };

const readJson = async <T>(file: string) => JSON.parse(await fs.readFile(file, 'utf8')) as T;

let t: TestDatabase;
/** The demo exported with its news in files of 10. */
let split: string;
beforeAll(async () => {
  t = await createTestDatabase();
  split = await tempDir('cosems-dividido-');
  await exportBundle(t.database.db, split, SPLIT);
});
afterAll(() => t?.close());

/** What a visitor's pages are made of: every news item with its blocks and tags, and the files. */
async function contentState(db = t.database.db) {
  return {
    // What the bundle carries (not when the row was written).
    noticias: await db
      .select({
        id: tables.noticias.id,
        title: tables.noticias.title,
        subTitle: tables.noticias.subTitle,
        dataCriacao: tables.noticias.dataCriacao,
        dataPublicao: tables.noticias.dataPublicao,
        conteudo: tables.noticias.conteudo,
        escritor: tables.escritores.nome,
        bannerImage: tables.noticias.bannerImage,
        destaqueImage: tables.noticias.destaqueImage,
        situacao: tables.noticias.situacao,
        despublicarEm: tables.noticias.despublicarEm,
      })
      .from(tables.noticias)
      .leftJoin(tables.escritores, eq(tables.escritores.id, tables.noticias.escritorId))
      .orderBy(asc(tables.noticias.id)),
    blocos: await db.select().from(tables.noticiaBlocos).orderBy(asc(tables.noticiaBlocos.noticiaId), asc(tables.noticiaBlocos.ordem)),
    tags: await db.select().from(tables.noticiaRegioes).orderBy(asc(tables.noticiaRegioes.noticiaId), asc(tables.noticiaRegioes.regiaoId)),
    arquivos: (await db.select({ nome: tables.arquivos.nome, sha256: tables.arquivos.sha256 }).from(tables.arquivos)).sort((a, b) =>
      a.nome.localeCompare(b.nome),
    ),
  };
}

/** A copy of the split export whose news differ from the database's (so that an import would show). */
async function changedCopy(): Promise<string> {
  const dir = await tempDir('cosems-dividido-copia-');
  await fs.cp(split, dir, { recursive: true });
  for (const name of await fs.readdir(path.join(dir, 'noticias'))) {
    const file = path.join(dir, 'noticias', name);
    const news = await readJson<{ title: string }[]>(file);
    for (const n of news) n.title = `${n.title} (alterada)`;
    await fs.writeFile(file, JSON.stringify(news));
  }
  return dir;
}

async function importFolder(dir: string): Promise<unknown> {
  return (async () => importBundle(t.database.db, await checkBundle(dir)))().then(
    () => null,
    (e: unknown) => e,
  );
}

describe('news split over several files', () => {
  it('an export past the chunk size writes noticias/0001.json… in order, each within the size', async () => {
    const names = [...(await filesOf(split)).keys()].filter((n) => n.startsWith('noticias')).sort();
    expect(names).toEqual(['0001', '0002', '0003', '0004', '0005', '0006', '0007'].map((n) => path.join('noticias', `${n}.json`)));
    const ids: number[] = [];
    for (const name of names) {
      const news = await readJson<{ id: number }[]>(path.join(split, name));
      expect(news.length).toBeLessThanOrEqual(10);
      ids.push(...news.map((n) => n.id));
    }
    const demo = await readJson<{ id: number }[]>(path.join(DEMO_BUNDLE_DIR, 'noticias.json'));
    expect(ids).toEqual(demo.map((n) => n.id).sort((a, b) => a - b));

    // A byte limit splits too: no file above it unless one item alone is larger.
    const small = await tempDir('cosems-dividido-bytes-');
    await exportBundle(t.database.db, small, { chunkBytes: 64 * 1024 });
    const sizes = await Promise.all(
      (await fs.readdir(path.join(small, 'noticias'))).map(async (n) => {
        const file = path.join(small, 'noticias', n);
        return { size: (await fs.stat(file)).size, items: (await readJson<unknown[]>(file)).length };
      }),
    );
    expect(sizes.length).toBeGreaterThan(1);
    for (const s of sizes) expect(s.size <= 64 * 1024 + 4 || s.items === 1).toBe(true);
  });

  it('round-trips: export → import → the same rows and the same export, byte for byte', async () => {
    const before = await contentState();
    const other = await createTestDatabase({ empty: true });
    try {
      await importBundle(other.database.db, await checkBundle(split));
      expect(await contentState(other.database.db)).toEqual(before);
      const again = await tempDir('cosems-dividido-de-novo-');
      await exportBundle(other.database.db, again, SPLIT);
      const [a, b] = [await filesOf(split), await filesOf(again)];
      expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
      for (const [file, content] of a) expect(b.get(file), file).toBe(content);
      // readBundle (all in memory) reads the split form as the same items.
      const inMemory = await readBundle(split);
      expect(inMemory.noticias.map((n) => n.id)).toEqual(before.noticias.map((n) => n.id));
    } finally {
      await other.close();
    }
  });

  it('round-trips through a .tar.gz too (the back office download and `content import x.tar.gz`)', async () => {
    const work = await tempDir('cosems-dividido-tar-');
    const file = path.join(work, 'copia.tar.gz');
    await pipeline(bundleArchive(t.database.db, SPLIT), createWriteStream(file));
    const before = await contentState();
    const other = await createTestDatabase({ empty: true });
    try {
      const total = await withExtractedArchive(file, async (dir) => {
        const bundle = await checkBundle(dir);
        await importBundle(other.database.db, bundle);
        return bundle.noticias.total;
      });
      expect(total).toBe(before.noticias.length);
      expect(await contentState(other.database.db)).toEqual(before);
    } finally {
      await other.close();
    }
  });

  it('reports progress: how many news of how many, and how many files', async () => {
    const seen: string[] = [];
    const progress = (etapa: string, feitos: number, total: number | null) =>
      seen.push(`${etapa}: ${feitos}${total === null ? '' : ` de ${total}`}`);
    const dir = await tempDir('cosems-dividido-progresso-');
    await exportBundle(t.database.db, dir, { ...SPLIT, progress });
    expect(seen).toContain('notícias: 64 de 64');
    expect(seen.at(-1)).toMatch(/^imagens e arquivos: (\d+) de \1$/);
    seen.length = 0;
    const bundle = await checkBundle(dir, { progress });
    expect(seen).toContain('conferindo notícias: 10');
    expect(seen).toContain('conferindo notícias: 64');
    seen.length = 0;
    const other = await createTestDatabase({ empty: true });
    try {
      await importBundle(other.database.db, bundle, { progress });
    } finally {
      await other.close();
    }
    expect(seen.filter((s) => s.startsWith('notícias'))).toEqual([10, 20, 30, 40, 50, 60, 64].map((n) => `notícias: ${n} de 64`));
    expect(seen).toContain(
      `imagens e arquivos: ${bundle.images.size + bundle.arquivos.size} de ${bundle.images.size + bundle.arquivos.size}`,
    );
  });

  const damages: { nome: string; damage: (dir: string) => Promise<void>; problem: RegExp }[] = [
    {
      nome: 'an item of the first file names a region that does not exist',
      damage: async (dir) => {
        const file = path.join(dir, 'noticias', '0001.json');
        const news = await readJson<{ regioes: number[] }[]>(file);
        (news[3] as { regioes: number[] }).regioes = [999];
        await fs.writeFile(file, JSON.stringify(news));
      },
      problem: /^noticias\/0001\.json\[3\]\.regioes\[0\]: região 999 não existe/,
    },
    {
      nome: 'the last file is not valid JSON',
      damage: async (dir) => {
        const file = path.join(dir, 'noticias', '0007.json');
        await fs.writeFile(file, (await fs.readFile(file, 'utf8')).slice(0, -20));
      },
      problem: /^noticias\/0007\.json: JSON inválido/,
    },
    {
      nome: 'an item in the middle has a field the format does not have',
      damage: async (dir) => {
        const file = path.join(dir, 'noticias', '0004.json');
        const news = await readJson<Record<string, unknown>[]>(file);
        (news[9] as Record<string, unknown>).autor = 'x';
        await fs.writeFile(file, JSON.stringify(news));
      },
      problem: /^noticias\/0004\.json\[9\]: .*autor/,
    },
    {
      nome: 'an id repeated in another file',
      damage: async (dir) => {
        const first = await readJson<{ id: number }[]>(path.join(dir, 'noticias', '0001.json'));
        const file = path.join(dir, 'noticias', '0006.json');
        const news = await readJson<{ id: number }[]>(file);
        (news[0] as { id: number }).id = (first[0] as { id: number }).id;
        await fs.writeFile(file, JSON.stringify(news));
      },
      problem: /^noticias\/0006\.json\[0\]: id \d+ repetido/,
    },
    {
      nome: 'a file is missing',
      damage: (dir) => fs.rm(path.join(dir, 'noticias', '0003.json')),
      problem: /^noticias\/: falta noticias\/0003\.json/,
    },
    {
      nome: 'a file that is not a list',
      damage: (dir) => fs.writeFile(path.join(dir, 'noticias', '0005.json'), '{}'),
      problem: /^noticias\/0005\.json: deve ser uma lista/,
    },
    {
      nome: 'a file of another name among them',
      damage: (dir) => fs.writeFile(path.join(dir, 'noticias', 'extra.json'), '[]'),
      problem: /^noticias\/extra\.json: nome inválido/,
    },
    {
      nome: 'noticias.json beside noticias/',
      damage: (dir) => fs.writeFile(path.join(dir, 'noticias.json'), '[]'),
      problem: /^noticias\.json e noticias\/: o pacote deve ter um ou outro/,
    },
    {
      nome: 'a news file over 20 MB (a sparse file: never read)',
      damage: (dir) => fs.truncate(path.join(dir, 'noticias', '0002.json'), 20 * 1024 * 1024 + 1),
      problem: /^noticias\/0002\.json: maior que 20 MB/,
    },
  ];
  for (const caso of damages) {
    it(`refuses the whole bundle and changes nothing: ${caso.nome}`, async () => {
      const dir = await changedCopy();
      await caso.damage(dir);
      const before = await contentState();
      const error = await importFolder(dir);
      expect(error).toBeInstanceOf(BundleError);
      expect((error as BundleError).problems).toContainEqual(expect.stringMatching(caso.problem));
      expect(await contentState()).toEqual(before);
    });
  }

  it('an undamaged changed copy does import (so the cases above are refused for their damage alone)', async () => {
    const other = await createTestDatabase();
    try {
      await importBundle(other.database.db, await checkBundle(await changedCopy()));
      const titles = (await contentState(other.database.db)).noticias.map((n) => n.title);
      expect(titles.every((title) => title.endsWith(' (alterada)'))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('a file changed between the check and the import: the import fails inside its transaction and changes nothing', async () => {
    const dir = await changedCopy();
    const bundle = await checkBundle(dir);
    // Files 1 to 5 go in before the import reaches the sixth.
    const file = path.join(dir, 'noticias', '0006.json');
    const news = await readJson<{ regioes: number[] }[]>(file);
    (news[0] as { regioes: number[] }).regioes = [999];
    await fs.writeFile(file, JSON.stringify(news));
    const before = await contentState();
    const error = await importBundle(t.database.db, bundle).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).problems).toEqual(['noticias/0006.json: o arquivo mudou depois de conferido']);
    expect(await contentState()).toEqual(before);
  });

  it('a bundle with one noticias.json (the demo, and every bundle from before) still imports, and a small export keeps that form', async () => {
    const other = await createTestDatabase({ empty: true });
    try {
      const bundle = await checkBundle(DEMO_BUNDLE_DIR);
      expect(bundle.noticias.files.map((f) => f.name)).toEqual(['noticias.json']);
      await importBundle(other.database.db, bundle);
      expect(await contentState(other.database.db)).toEqual(await contentState());
    } finally {
      await other.close();
    }
    const dir = await tempDir('cosems-um-arquivo-');
    await exportBundle(t.database.db, dir);
    await expect(fs.stat(path.join(dir, 'noticias'))).rejects.toThrow();
    expect((await readJson<unknown[]>(path.join(dir, 'noticias.json'))).length).toBe(64);
  });

  it('a noticias.json over 20 MB is refused, saying how a large archive is written', async () => {
    const dir = await tempDir('cosems-grande-');
    await fs.cp(DEMO_BUNDLE_DIR, dir, { recursive: true });
    await fs.truncate(path.join(dir, 'noticias.json'), 20 * 1024 * 1024 + 1);
    const before = await contentState();
    const error = await importFolder(dir);
    expect((error as BundleError).problems).toEqual([
      'noticias.json: maior que 20 MB (um arquivo grande de notícias vai dividido em noticias/0001.json, 0002.json…)',
    ]);
    expect(await contentState()).toEqual(before);
  });

  it('an archive entry over 20 MB is refused from its header, a JSON file too', async () => {
    const work = await tempDir('cosems-grande-tar-');
    const file = path.join(work, 'grande.tar.gz');
    const pack = tar.pack();
    const written = pipeline(pack as unknown as NodeJS.ReadableStream, (await import('node:zlib')).createGzip(), createWriteStream(file));
    pack.entry({ name: 'noticias/0001.json' }, Buffer.alloc(20 * 1024 * 1024 + 1, 0x20));
    pack.finalize();
    await written;
    const error = await withExtractedArchive(file, checkBundle).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as Error).message).toBe(`${file}: "noticias/0001.json": maior que 20 MB`);
  });

  it('gerar-escala writes the split form past the chunk size, and it checks whole', async () => {
    const dir = path.join(await tempDir('cosems-escala-dividida-'), 'a');
    await generateScaleBundle({ noticias: 130, target: dir, chunkItems: 50 });
    expect((await fs.readdir(path.join(dir, 'noticias'))).sort()).toEqual(['0001.json', '0002.json', '0003.json']);
    await expect(fs.stat(path.join(dir, 'noticias.json'))).rejects.toThrow();
    const bundle = await checkBundle(dir);
    expect(bundle.noticias.total).toBe(130);
  });
});

describe('news held in memory written as parts (the migration of a large site)', () => {
  it('one noticias.json while they fit, noticias/0001.json… past it, each the same list an export writes', async () => {
    // The items of the database's split export, read back.
    const names = ['0001', '0002', '0003', '0004', '0005', '0006', '0007'].map((n) => `noticias/${n}.json`);
    const items: unknown[] = [];
    for (const name of names) items.push(...(await readJson<unknown[]>(path.join(split, name))));
    expect(noticiasFiles(items).map(([name]) => name)).toEqual(['noticias.json']);
    expect(noticiasFiles([])).toEqual([['noticias.json', '[]\n']]);
    const parts = noticiasFiles(items, SPLIT);
    expect(parts.map(([name]) => name)).toEqual(names);
    // The same bytes as the export of the same items from the database, part for part.
    for (const [name, text] of parts) expect(text, name).toBe(await fs.readFile(path.join(split, name), 'utf8'));
  });
});

describe('the CLI', () => {
  it('prints progress to stderr on import and export, and the summary on stdout', { timeout: 60_000 }, async (ctx) => {
    // The CLI opens its own database from DATA_DIR: a PGlite folder, once (not per engine).
    if (t.engine !== 'pglite') ctx.skip();
    const work = await tempDir('cosems-cli-copia-');
    const cli = path.resolve(import.meta.dirname, '../src/cli.ts');
    const env = { ...process.env, DATA_DIR: path.join(work, 'dados'), DATABASE_URL: '' };
    const run = (...args: string[]) => promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], { env });
    const imported = await run('import', split);
    expect(imported.stdout).toMatch(/^Importado: 64 notícias/);
    expect(imported.stderr).toContain('conferindo notícias: 64\n');
    expect(imported.stderr).toContain('notícias: 64 de 64\n');
    expect(imported.stderr).toMatch(/imagens e arquivos: (\d+) de \1\n/);
    const exported = await run('export', path.join(work, 'copia.tar.gz'));
    expect(exported.stderr).toContain('notícias: 64 de 64\n');
    expect(exported.stdout).toMatch(/^Exportado para/);
  });
});
