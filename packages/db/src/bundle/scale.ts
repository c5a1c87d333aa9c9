/**
 * A large archive made from the demo bundle, for measuring what grows with the content (issue 28):
 * `npm run content -- gerar-escala --noticias 15000 <pasta>`. Deterministic — the same arguments
 * write the same bytes — so a benchmark run today and one next month read the same archive.
 *
 * The demo's 64 items stay as they are (ids, dates, banner and highlights: the home page looks
 * the same); the others are copies of them, one after the other, with new ids (65 on), a title
 * that says which copy it is, a body twice as long (the demo's bodies are shorter than the
 * association's), and dates spread evenly over the twenty years before the oldest demo item — the
 * age of the archive the site will receive. Copies carry the same region tags and blocks, but no
 * banner or highlight image: an archive's banner holds a handful of recent items, not one in
 * thirteen, and those two lists are unbounded by the contract (issue 28, item 3, not this).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEMO_BUNDLE_DIR } from '../package-paths.ts';
import { NOTICIAS_CHUNK_ITEMS, NOTICIAS_DIR, noticiasChunkName } from './format.ts';

export interface ScaleOptions {
  /** How many news items in all (at least the demo's). */
  noticias: number;
  /** The folder written; must not exist, or be empty. */
  target: string;
  /** The bundle whose news are repeated (the demo's by default). */
  source?: string;
  /**
   * Items per news file: past it, the news go in noticias/0001.json, 0002.json… as an export
   * writes them (docs/decisions/055); NOTICIAS_CHUNK_ITEMS by default.
   */
  chunkItems?: number;
}

/** The years the copies span, before the oldest item of the source. */
export const SCALE_YEARS = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

interface NoticiaRecord {
  id: number;
  title: string;
  data_criacao: string;
  data_publicao: string;
  conteudo: string;
  banner_image: string | null;
  destaque_image: string | null;
  [key: string]: unknown;
}

/** An ISO date in Brasília's fixed offset, as the demo writes them (no DST since 2019). */
function isoBrasilia(ms: number): string {
  const local = new Date(ms - 3 * 60 * 60 * 1000).toISOString().replace(/\.\d{3}Z$/, '');
  return `${local}-03:00`;
}

/** Writes the archive; returns how many items it holds. */
export async function generateScaleBundle({
  noticias: total,
  target,
  source = DEMO_BUNDLE_DIR,
  chunkItems = NOTICIAS_CHUNK_ITEMS,
}: ScaleOptions): Promise<number> {
  const existing = await fs.readdir(target).catch(() => null);
  if (existing && existing.length > 0) throw new Error(`${target}: a pasta já existe e não está vazia`);
  const originals = JSON.parse(await fs.readFile(path.join(source, 'noticias.json'), 'utf8')) as NoticiaRecord[];
  if (!Number.isInteger(total) || total < originals.length)
    throw new Error(`--noticias deve ser um número inteiro de pelo menos ${originals.length} (as notícias do pacote de origem)`);

  await fs.mkdir(target, { recursive: true });
  // Everything but the news and the meta is the source's, byte for byte (images and PDFs included).
  await fs.cp(source, target, {
    recursive: true,
    filter: (from) => !['noticias.json', 'meta.json'].includes(path.relative(source, from)),
  });

  const meta = JSON.parse(await fs.readFile(path.join(source, 'meta.json'), 'utf8')) as Record<string, unknown>;
  meta.nome = `${String(meta.nome)} — arquivo em escala (${total} notícias)`;
  meta.descricao = `As ${originals.length} notícias do pacote de origem e ${total - originals.length} cópias delas, geradas por "content gerar-escala" para medir o site com um arquivo grande.`;
  await fs.writeFile(path.join(target, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);

  // Copies go from the oldest original back in time, one step apart, newest copy first.
  const oldest = Math.min(...originals.map((n) => Date.parse(n.data_publicao)));
  const copies = total - originals.length;
  const step = copies > 0 ? Math.floor((SCALE_YEARS * 365 * DAY_MS) / copies) : 0;
  const byId = [...originals].sort((a, b) => a.id - b.id);
  let nextId = Math.max(...originals.map((n) => n.id)) + 1;

  // Written one item at a time: 15,000 items are ~45 MB of JSON, and one string of it would be held
  // twice. Past chunkItems items, one file per chunkItems items (each far below the 20 MB limit).
  const split = total > chunkItems;
  if (split) await fs.mkdir(path.join(target, NOTICIAS_DIR));
  let file: fs.FileHandle | null = null;
  let inFile = 0;
  let chunk = 0;
  const write = async (record: NoticiaRecord) => {
    if (!file || inFile === chunkItems) {
      if (file) await close(file);
      chunk++;
      file = await fs.open(path.join(target, split ? noticiasChunkName(chunk) : 'noticias.json'), 'w');
      await file.write('[\n');
      inFile = 0;
    }
    await file.write(`${inFile > 0 ? ',\n' : ''}${JSON.stringify(record)}`);
    inFile++;
  };
  const close = async (f: fs.FileHandle) => {
    await f.write('\n]\n');
    await f.close();
  };
  try {
    for (const n of byId) await write(n);
    for (let k = 1; k <= copies; k++) {
      const original = byId[(k - 1) % byId.length] as NoticiaRecord;
      const round = Math.floor((k - 1) / byId.length) + 1;
      const publicada = oldest - k * step;
      const criada = publicada - (Date.parse(original.data_publicao) - Date.parse(original.data_criacao));
      await write({
        ...original,
        id: nextId++,
        title: original.title ? `${original.title} (arquivo ${round})` : original.title,
        data_criacao: isoBrasilia(criada),
        data_publicao: isoBrasilia(publicada),
        conteudo: `${original.conteudo}\n${original.conteudo}`,
        banner_image: null,
        destaque_image: null,
      });
    }
  } finally {
    if (file) await close(file);
  }
  return total;
}
