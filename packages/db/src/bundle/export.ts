/**
 * The database's content as a bundle that imports back to the same data, produced one entry at a
 * time (`bundleEntries`) for two sinks: a folder (`exportBundle`) and a .tar.gz stream
 * (`bundleArchive`, archive.ts), which the back office sends as a download.
 *
 * The JSON files and the list of images and PDFs are read in one short read-only transaction
 * (REPEATABLE READ: one snapshot, so that news never name an image the list lacks). The news are
 * read in it by id, a slice at a time, and written to a temporary folder as they come (one file, or
 * noticias/0001.json… past NOTICIAS_CHUNK_ITEMS items or NOTICIAS_CHUNK_BYTES bytes): a 15,000-item
 * archive is never one string in memory (docs/decisions/055-copia-em-memoria-limitada.md). The files'
 * bytes are then read one row at a time, outside it: a long download must not hold a transaction
 * open (PGlite has one connection; a transaction there would stall the site for its duration), and
 * memory holds one file at a time. A file deleted between the list and its read is left out; one
 * replaced meanwhile is exported with its new bytes (docs/decisions/023-copia-de-seguranca.md).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { type BundleProgress, NOTICIAS_CHUNK_BYTES, NOTICIAS_CHUNK_ITEMS, noticiasChunkName } from './format.ts';
import { type ParteDoPacote, partesCom } from './partes.ts';

const iso = (d: Date) => d.toISOString();

/** One file of a bundle: its path inside the bundle ("noticias.json", "images/x.jpg") and bytes. */
export interface BundleEntry {
  name: string;
  data: Buffer;
  /** When the record last changed (files), or when the export started (JSON). */
  mtime: Date;
}

/** The folders every bundle has, even when empty. */
export const BUNDLE_FOLDERS = ['images', 'arquivos'] as const;

/** How the news are split (tests give small numbers, to split the demo's 64 items). */
export interface ExportOptions {
  /** Items per news file at most (NOTICIAS_CHUNK_ITEMS). */
  chunkItems?: number;
  /** Bytes per news file at most, unless one item alone is larger (NOTICIAS_CHUNK_BYTES). */
  chunkBytes?: number;
  progress?: BundleProgress;
  /** Only for tests: more parts than the registry's. */
  partes?: Record<string, ParteDoPacote>;
}

interface Snapshot {
  json: [string, unknown][];
  /** The news files written to the temporary folder, by their name in the bundle. */
  noticias: { name: string; file: string }[];
  files: { tipo: 'imagem' | 'documento'; nome: string; atualizadoEm: Date }[];
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const list = out.get(key(item));
    if (list) list.push(item);
    else out.set(key(item), [item]);
  }
  return out;
}

/**
 * The news of a bundle held in memory (the migration's) as the files an export writes: one
 * noticias.json when they fit in one part, noticias/0001.json… otherwise; name → text.
 */
export function noticiasFiles(items: unknown[], options: Pick<ExportOptions, 'chunkItems' | 'chunkBytes'> = {}): [string, string][] {
  const maxItems = options.chunkItems ?? NOTICIAS_CHUNK_ITEMS;
  const maxBytes = options.chunkBytes ?? NOTICIAS_CHUNK_BYTES;
  const parts: string[][] = [[]];
  let bytes = 0;
  for (const item of items) {
    const text = `  ${JSON.stringify(item, null, 2).replaceAll('\n', '\n  ')}`;
    const size = Buffer.byteLength(text) + 2;
    const current = parts.at(-1) as string[];
    if (current.length > 0 && (current.length >= maxItems || bytes + size > maxBytes)) {
      parts.push([text]);
      bytes = size;
    } else {
      current.push(text);
      bytes += size;
    }
  }
  const list = (texts: string[]) => (texts.length ? `[\n${texts.join(',\n')}\n]\n` : '[]\n');
  if (parts.length === 1) return [['noticias.json', list(parts[0] as string[])]];
  return parts.map((texts, i) => [noticiasChunkName(i + 1), list(texts)]);
}

/** Items read from the database at a time, inside the snapshot. */
const NOTICIAS_PAGE = 500;

/** A JSON list written item by item, as JSON.stringify(list, null, 2) would write it whole. */
class NoticiasWriter {
  private parts: string[] = [];
  private bytes = 0;
  readonly written: string[] = [];
  constructor(
    private readonly tmp: string,
    private readonly maxItems: number,
    private readonly maxBytes: number,
  ) {}

  async add(item: unknown) {
    const text = `  ${JSON.stringify(item, null, 2).replaceAll('\n', '\n  ')}`;
    const size = Buffer.byteLength(text) + 2;
    if (this.parts.length > 0 && (this.parts.length >= this.maxItems || this.bytes + size > this.maxBytes)) await this.flush();
    this.parts.push(text);
    this.bytes += size;
  }

  async flush() {
    const file = path.join(this.tmp, `noticias-${this.written.length + 1}.json`);
    await fs.writeFile(file, this.parts.length ? `[\n${this.parts.join(',\n')}\n]\n` : '[]\n');
    this.written.push(file);
    this.parts = [];
    this.bytes = 0;
  }
}

async function readSnapshot(db: Db, tmp: string, options: ExportOptions): Promise<Snapshot> {
  return db.transaction(
    async (tx) => {
      const out: [string, unknown][] = [];
      const json = (file: string, data: unknown) => {
        out.push([file, data]);
      };
      const [meta] = await tx.select().from(t.conteudoMeta).limit(1);
      if (!meta) throw new Error('O banco não tem conteúdo para exportar.');
      json('meta.json', {
        formato: 1,
        nome: meta.nome,
        descricao: meta.descricao,
        demonstracao: meta.demonstracao,
        importado_em: iso(meta.importadoEm),
      });

      const regioes = await tx.select().from(t.regioes).orderBy(asc(t.regioes.id));
      const pessoas = await tx.select().from(t.pessoasRegionais).orderBy(asc(t.pessoasRegionais.regiaoId), asc(t.pessoasRegionais.ordem));
      const municipios = await tx.select().from(t.municipios).orderBy(asc(t.municipios.id));
      const pessoa = (p: (typeof pessoas)[number]) => ({ nome: p.nome, telefone: p.telefone, email: p.email });
      json(
        'regioes.json',
        regioes.map((r) => {
          const presidente = pessoas.find((p) => p.regiaoId === r.id && p.papel === 'presidente');
          return {
            id: r.id,
            nome: r.nome,
            presidente: presidente ? pessoa(presidente) : null,
            apoiadores: pessoas.filter((p) => p.regiaoId === r.id && p.papel === 'apoiador').map(pessoa),
            municipios: municipios
              .filter((m) => m.regiaoId === r.id)
              .map((m) => (m.ibge === null ? { id: m.id, nome: m.nome } : { id: m.id, nome: m.nome, ibge: m.ibge })),
          };
        }),
      );

      // The news by id, a page at a time, each page's blocks and tags read by the range of its ids.
      const [{ total } = { total: 0 }] = await tx.select({ total: sql<number>`count(*)::int` }).from(t.noticias);
      const writer = new NoticiasWriter(tmp, options.chunkItems ?? NOTICIAS_CHUNK_ITEMS, options.chunkBytes ?? NOTICIAS_CHUNK_BYTES);
      let done = 0;
      for (let after = 0; ; ) {
        const noticias = await tx
          .select({ n: t.noticias, escritor: t.escritores.nome })
          .from(t.noticias)
          .leftJoin(t.escritores, eq(t.escritores.id, t.noticias.escritorId))
          .where(gt(t.noticias.id, after))
          .orderBy(asc(t.noticias.id))
          .limit(NOTICIAS_PAGE);
        const first = noticias[0]?.n.id;
        const last = noticias.at(-1)?.n.id;
        if (first === undefined || last === undefined) break;
        const blocos = await tx
          .select()
          .from(t.noticiaBlocos)
          .where(and(gte(t.noticiaBlocos.noticiaId, first), lte(t.noticiaBlocos.noticiaId, last)))
          .orderBy(asc(t.noticiaBlocos.noticiaId), asc(t.noticiaBlocos.ordem));
        const tags = await tx
          .select()
          .from(t.noticiaRegioes)
          .where(and(gte(t.noticiaRegioes.noticiaId, first), lte(t.noticiaRegioes.noticiaId, last)))
          .orderBy(asc(t.noticiaRegioes.noticiaId), asc(t.noticiaRegioes.regiaoId));
        const blocosDe = groupBy(blocos, (b) => b.noticiaId);
        const tagsDe = groupBy(tags, (r) => r.noticiaId);
        for (const { n, escritor } of noticias) {
          await writer.add({
            id: n.id,
            title: n.title,
            sub_title: n.subTitle,
            data_criacao: iso(n.dataCriacao),
            data_publicao: iso(n.dataPublicao),
            conteudo: n.conteudo,
            escritor,
            regioes: (tagsDe.get(n.id) ?? []).map((r) => r.regiaoId),
            materia: (blocosDe.get(n.id) ?? []).map((b) => ({ tipo: b.tipo, value: b.value })),
            banner_image: n.bannerImage,
            destaque_image: n.destaqueImage,
            situacao: n.situacao,
            despublicar_em: n.despublicarEm ? iso(n.despublicarEm) : null,
          });
        }
        done += noticias.length;
        options.progress?.('notícias', done, total);
        after = last;
      }
      await writer.flush();
      // One file as before when the news fit in one; otherwise noticias/0001.json, 0002.json…
      const noticiaFiles =
        writer.written.length === 1
          ? [{ name: 'noticias.json', file: writer.written[0] as string }]
          : writer.written.map((file, i) => ({ name: noticiasChunkName(i + 1), file }));

      for (const [, p] of partesCom(options.partes)) {
        const itens = await p.exportar(tx);
        if (!p.opcional || itens.length > 0) json(p.arquivo, itens);
      }

      const files = await tx
        .select({ tipo: t.arquivos.tipo, nome: t.arquivos.nome, atualizadoEm: t.arquivos.atualizadoEm })
        .from(t.arquivos)
        .orderBy(asc(t.arquivos.tipo), asc(t.arquivos.nome));
      return { json: out, noticias: noticiaFiles, files };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Every file of the bundle, JSON first, then each image and PDF read from the database when the
 * consumer asks for it (an async generator: the next row is read only after the last was taken).
 * The news wait in a temporary folder, removed when the generator ends (also when the consumer
 * stops early or fails: for-await calls its return()).
 */
export async function* bundleEntries(db: Db, options: ExportOptions = {}): AsyncGenerator<BundleEntry> {
  const started = new Date();
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'cosems-copia-'));
  try {
    const snapshot = await readSnapshot(db, tmp, options);
    for (const [name, data] of snapshot.json) {
      yield { name, data: Buffer.from(`${JSON.stringify(data, null, 2)}\n`), mtime: started };
    }
    for (const { name, file } of snapshot.noticias) {
      const data = await fs.readFile(file);
      await fs.rm(file);
      yield { name, data, mtime: started };
    }
    let done = 0;
    for (const f of snapshot.files) {
      const [row] = await db
        .select({ dados: t.arquivos.dados })
        .from(t.arquivos)
        .where(and(eq(t.arquivos.tipo, f.tipo), eq(t.arquivos.nome, f.nome)));
      options.progress?.('imagens e arquivos', ++done, snapshot.files.length);
      if (!row) continue;
      yield { name: `${f.tipo === 'imagem' ? 'images' : 'arquivos'}/${f.nome}`, data: row.dados, mtime: f.atualizadoEm };
    }
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/** Writes the bundle into the folder `dir` (created if needed). */
export async function exportBundle(db: Db, dir: string, options: ExportOptions = {}): Promise<void> {
  for (const folder of BUNDLE_FOLDERS) await fs.mkdir(path.join(dir, folder), { recursive: true });
  for await (const entry of bundleEntries(db, options)) {
    await fs.mkdir(path.dirname(path.join(dir, entry.name)), { recursive: true });
    await fs.writeFile(path.join(dir, entry.name), entry.data);
  }
}
