/**
 * Reads a bundle folder and checks all of it — every file, every record, every reference between
 * records and files — before anything is written. Problems are collected, not thrown one by one,
 * so that an editor sees the whole list at once, each with its file and record.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_IMAGE, FALLBACK_IMAGE_PREFIX, MAIN_IMAGE_BLOCK, MAX_IMAGE_PIXELS } from '@cosems/contracts';
import sharp from 'sharp';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import {
  type BundleProgress,
  FILE_NAME,
  MetaSchema,
  NOTICIAS_CHUNK_NAME,
  NOTICIAS_DIR,
  NoticiaSchema,
  noticiasChunkName,
  RegiaoSchema,
} from './format.ts';
import { type Bundle, duplicates, type ItensDasPartes, type ParteDoPacote, partesCom } from './partes.ts';
import { codigoIbgeDe, municipioMgPorCodigo } from '../registro/municipios.ts';

export class BundleError extends Error {
  constructor(readonly problems: string[]) {
    super(`O pacote de conteúdo tem ${problems.length} problema(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'BundleError';
  }
}

/** What a file's first bytes say it is: the extension is never trusted. */
export function sniffMime(data: Buffer): string | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (/^GIF8[79]a/.test(data.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  // AVIF (the media library accepts it): an ISO-BMFF "ftyp" box whose major brand is avif/avis.
  if (data.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(data.subarray(8, 12).toString('latin1'))) return 'image/avif';
  return null;
}

export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * A file's bytes, or null when it is larger than `max`. The size on disk is checked before
 * anything is read, and the read itself stops one byte past `max`: a size can lie (a file that
 * grows while it is read), memory cannot be asked for more than the limit.
 */
async function readCapped(file: string, max: number): Promise<Buffer | null> {
  if ((await fs.stat(file)).size > max) return null;
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of createReadStream(file, { start: 0, end: max })) {
    chunks.push(chunk as Buffer);
    total += (chunk as Buffer).length;
  }
  return total > max ? null : Buffer.concat(chunks, total);
}

/** sharp's name of the format each accepted signature announces. */
const SHARP_FORMAT: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
};

/**
 * Why an image cannot be served, or null: it must decode, as what its signature says it is (a PNG
 * signature before SVG text is not a PNG), within MAX_IMAGE_PIXELS. The whole image is decoded,
 * as the variants will decode it (at 1/8 scale where the format allows, which still reads every byte),
 * with sharp's default strictness: what imports, the variants can resize.
 */
/**
 * Hashes of the images this process has decoded already: the same bytes are not decoded twice (the
 * demo bundle is read for every test database, and at every start on an empty one).
 */
const decoded = new Set<string>();

export async function checkImage(data: Buffer, mime: string): Promise<string | null> {
  const hash = createHash('sha256').update(data).digest('hex');
  if (decoded.has(hash)) return null;
  try {
    // The header alone (no decoding), so that the size is told in pixels rather than as sharp's error.
    const { format, compression, width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
    if (format !== SHARP_FORMAT[mime] || (mime === 'image/avif' && compression !== 'av1'))
      return `o conteúdo não é ${mime} (é ${format ?? 'desconhecido'})`;
    if (width * height > MAX_IMAGE_PIXELS)
      return `${width} × ${height} pixels, mais que o limite de ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
    if (width < 1 || height < 1) return 'sem largura ou altura';
    await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).resize(8, 8, { fit: 'fill' }).raw().toBuffer();
    if (decoded.size >= 10_000) decoded.clear();
    decoded.add(hash);
    return null;
  } catch (err) {
    return `não pôde ser decodificada (${String((err as Error).message).split('\n')[0]})`;
  }
}

/** Runs `task` over `items`, `width` at a time (sharp decodes on libuv's thread pool). */
async function forEachLimited<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

/** Where a checked image or PDF is, and what its bytes were when it was checked. */
export interface FileRef {
  path: string;
  sha256: string;
  size: number;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Checks every file of images/ or arquivos/, at most four in memory at a time (sharp decodes on
 * libuv's thread pool), and keeps of each only where it is and its hash: the import reads it again,
 * one at a time, and refuses it if the bytes changed meanwhile.
 */
async function checkFolder(dir: string, folder: string, kind: 'image' | 'pdf', problems: string[], progress?: BundleProgress) {
  const refs = new Map<string, FileRef>();
  let names: string[];
  try {
    names = (await fs.readdir(path.join(dir, folder), { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    problems.push(`${folder}/: pasta não encontrada`);
    return refs;
  }
  const valid: string[] = [];
  for (const name of names.sort()) {
    if (name.startsWith('.')) continue;
    if (!FILE_NAME.test(name)) problems.push(`${folder}/${name}: nome de arquivo inválido (use letras, dígitos, ".", "_" e "-")`);
    else valid.push(name);
  }
  const refused = new Map<string, string>();
  const undecodable = new Map<string, string>();
  const found = new Map<string, FileRef>();
  let done = 0;
  await forEachLimited(valid, 4, async (name) => {
    const file = path.join(dir, folder, name);
    const data = await readCapped(file, MAX_FILE_BYTES);
    const mime = data && sniffMime(data);
    if (!data) refused.set(name, 'maior que 20 MB');
    else if (!mime || (kind === 'pdf') !== (mime === 'application/pdf'))
      refused.set(name, `não é ${kind === 'pdf' ? 'um PDF' : 'uma imagem JPEG, PNG, WebP, GIF ou AVIF'}`);
    else {
      const problem = kind === 'image' ? await checkImage(data, mime) : null;
      if (problem) undecodable.set(name, problem);
      else found.set(name, { path: file, sha256: sha256(data), size: data.length });
    }
    progress?.(kind === 'image' ? 'conferindo imagens' : 'conferindo arquivos', ++done, valid.length);
  });
  // Problems and files in the order of the names, whatever order the checks finished in.
  for (const [problemsOf, sorted] of [refused, undecodable].map((m) => [m, [...m].sort(([a], [b]) => a.localeCompare(b))] as const)) {
    for (const [name, problem] of sorted) problems.push(`${folder}/${name}: ${problem}`);
    problemsOf.clear();
  }
  for (const name of valid) {
    const ref = found.get(name);
    if (ref) refs.set(name, ref);
  }
  return refs;
}

/** A checked file's bytes, read again; an error if they are not the ones that were checked. */
export async function readFileRef(ref: FileRef, where: string): Promise<Buffer> {
  const data = await readCapped(ref.path, MAX_FILE_BYTES);
  if (!data || sha256(data) !== ref.sha256) throw new BundleError([`${where}: o arquivo mudou depois de conferido`]);
  return data;
}

/** A JSON file of the bundle, parsed, at most 20 MB like every other file. */
async function readJson(dir: string, file: string, problems: string[], hash?: (digest: string) => void): Promise<unknown> {
  let data: Buffer | null;
  try {
    data = await readCapped(path.join(dir, file), MAX_FILE_BYTES);
  } catch {
    problems.push(`${file}: arquivo não encontrado`);
    return undefined;
  }
  if (!data) {
    problems.push(`${file}: maior que 20 MB (um arquivo grande de notícias vai dividido em ${NOTICIAS_DIR}/0001.json, 0002.json…)`);
    return undefined;
  }
  hash?.(sha256(data));
  try {
    return JSON.parse(data.toString('utf8'));
  } catch (err) {
    problems.push(`${file}: JSON inválido (${(err as Error).message})`);
    return undefined;
  }
}

const validators = new Map<TSchema, ReturnType<typeof Compile>>();
function check(schema: TSchema, value: unknown, where: string, problems: string[]): boolean {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema);
    validators.set(schema, validator);
  }
  if (validator.Check(value)) return true;
  const seen = new Set<string>();
  for (const e of validator.Errors(value)) {
    if (e.keyword === 'boolean') continue; // repeats the additionalProperties error
    const extra =
      e.keyword === 'additionalProperties' ? `: ${(e.params as { additionalProperties: string[] }).additionalProperties.join(', ')}` : '';
    const line = `${where}${e.instancePath.replaceAll('/', '.').replace(/\.(\d+)/g, '[$1]')}: ${e.message}${extra}`;
    if (!seen.has(line)) problems.push(line);
    seen.add(line);
  }
  return false;
}

async function readList(dir: string, file: string, schema: TSchema, problems: string[], opcional = false): Promise<unknown[]> {
  if (opcional && !(await fs.stat(path.join(dir, file)).catch(() => null))) return [];
  const data = await readJson(dir, file, problems);
  if (data === undefined) return [];
  if (!Array.isArray(data)) {
    problems.push(`${file}: deve ser uma lista`);
    return [];
  }
  return data.filter((record, i) => check(schema, record, `${file}[${i}]`, problems));
}

/** The news files of a bundle, in order: noticias.json, or every file of noticias/. */
async function listNoticiaFiles(dir: string, problems: string[]): Promise<string[]> {
  const single = await fs.stat(path.join(dir, 'noticias.json')).catch(() => null);
  const folder = await fs.readdir(path.join(dir, NOTICIAS_DIR), { withFileTypes: true }).catch(() => null);
  if (!folder) return ['noticias.json'];
  if (single) {
    problems.push(`noticias.json e ${NOTICIAS_DIR}/: o pacote deve ter um ou outro, não os dois`);
    return [];
  }
  const names: string[] = [];
  for (const entry of folder.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    if (!entry.isFile() || !NOTICIAS_CHUNK_NAME.test(entry.name))
      problems.push(`${NOTICIAS_DIR}/${entry.name}: nome inválido (os arquivos de notícias são 0001.json, 0002.json…)`);
    else names.push(`${NOTICIAS_DIR}/${entry.name}`);
  }
  // Numbered from 0001 without a gap: a missing file is a lost part of the archive, not an empty one.
  const gap = names.findIndex((name, i) => Number(path.basename(name, '.json')) !== i + 1);
  if (gap >= 0)
    problems.push(`${NOTICIAS_DIR}/: falta ${noticiasChunkName(gap + 1)} (os arquivos são numerados de 0001 em diante, sem pular)`);
  if (names.length === 0) problems.push(`${NOTICIAS_DIR}/: pasta sem arquivos de notícias`);
  return names;
}

type Noticia = Static<typeof NoticiaSchema>;

/** The news of a checked bundle: how many, their writers, and the files to read them from again. */
export interface NoticiasDoPacote {
  total: number;
  /** Every writer's name, once, in the order of first appearance. */
  escritores: string[];
  files: { name: string; path: string; sha256: string }[];
}

/**
 * A bundle checked whole, holding in memory only what is small: the news stay in their files (read
 * again one file at a time by noticiaChunks) and the images and PDFs on disk (readFileRef).
 */
export interface CheckedBundle extends Omit<Bundle, 'noticias' | 'images' | 'arquivos'> {
  noticias: NoticiasDoPacote;
  images: Map<string, FileRef>;
  arquivos: Map<string, FileRef>;
}

/**
 * The news of a checked bundle, one file at a time. Each file is read again and must be the one
 * that was checked (its hash), or a BundleError is thrown — inside the import's transaction, which
 * then writes nothing.
 */
export async function* noticiaChunks(noticias: NoticiasDoPacote): AsyncGenerator<Noticia[]> {
  for (const file of noticias.files) {
    const data = await readCapped(file.path, MAX_FILE_BYTES);
    if (!data || sha256(data) !== file.sha256) throw new BundleError([`${file.name}: o arquivo mudou depois de conferido`]);
    yield JSON.parse(data.toString('utf8')) as Noticia[];
  }
}

/**
 * Checks all of a bundle (every file, every record, every reference) with one news file and at most
 * four images in memory at a time, and throws a BundleError listing every problem. What it returns
 * is what importBundle needs to import the bundle without holding the archive in memory.
 */
export async function checkBundle(
  dir: string,
  options: { progress?: BundleProgress; partes?: Record<string, ParteDoPacote> } = {},
): Promise<CheckedBundle> {
  const { progress } = options;
  const partes = partesCom(options.partes);
  const problems: string[] = [];
  try {
    if (!(await fs.stat(dir)).isDirectory()) throw new Error();
  } catch {
    throw new BundleError([`${dir}: pasta não encontrada`]);
  }
  const metaRaw = await readJson(dir, 'meta.json', problems);
  const metaOk = metaRaw !== undefined && check(MetaSchema, metaRaw, 'meta.json', problems);
  const regioes = (await readList(dir, 'regioes.json', RegiaoSchema, problems)) as Bundle['regioes'];
  const itens: Record<string, unknown[]> = {};
  for (const [chave, p] of partes) itens[chave] = await readList(dir, p.arquivo, p.schema, problems, p.opcional);
  const b = {
    regioes,
    images: await checkFolder(dir, 'images', 'image', problems, progress),
    arquivos: await checkFolder(dir, 'arquivos', 'pdf', problems, progress),
  };
  const image = (where: string, name: string | null) => {
    if (name !== null && !b.images.has(name)) problems.push(`${where}: imagem ${name} não está em images/`);
  };

  // The news, one file at a time: of each item only its id (for repeats) and writer stay in memory.
  const regiaoIds = new Set(b.regioes.map((r) => r.id));
  const noticias: NoticiasDoPacote = { total: 0, escritores: [], files: [] };
  const ids = new Set<number>();
  const escritores = new Set<string>();
  for (const file of await listNoticiaFiles(dir, problems)) {
    let digest = '';
    const data = await readJson(dir, file, problems, (d) => {
      digest = d;
    });
    if (data === undefined) continue;
    if (!Array.isArray(data)) {
      problems.push(`${file}: deve ser uma lista`);
      continue;
    }
    noticias.files.push({ name: file, path: path.join(dir, file), sha256: digest });
    data.forEach((record: unknown, i) => {
      const where = `${file}[${i}]`;
      if (!check(NoticiaSchema, record, where, problems)) return;
      const n = record as Noticia;
      noticias.total++;
      if (ids.has(n.id)) problems.push(`${where}: id ${n.id} repetido`);
      ids.add(n.id);
      if (n.escritor) escritores.add(n.escritor);
      n.regioes.forEach((id, j) => {
        if (!regiaoIds.has(id)) problems.push(`${where}.regioes[${j}]: região ${id} não existe em regioes.json`);
      });
      if (n.title.trim() === '' && n.situacao !== 'rascunho' && n.situacao !== 'revisao')
        problems.push(`${where}.title: só um rascunho ou uma notícia em revisão pode estar sem título`);
      if (new Set(n.regioes).size !== n.regioes.length) problems.push(`${where}.regioes: região repetida`);
      image(`${where}.banner_image`, n.banner_image);
      image(`${where}.destaque_image`, n.destaque_image);
      n.materia.forEach((m, j) => {
        if (m.tipo === MAIN_IMAGE_BLOCK || m.value.startsWith(FALLBACK_IMAGE_PREFIX)) image(`${where}.materia[${j}]`, m.value);
      });
    });
    progress?.('conferindo notícias', noticias.total, null);
  }
  noticias.escritores = [...escritores];

  // References between records and files.
  duplicates('regioes.json', b.regioes, (r) => r.id, 'id', problems);
  duplicates('regioes.json', b.regioes, (r) => r.nome, 'nome', problems);
  duplicates(
    'municipios (regioes.json)',
    b.regioes.flatMap((r) => r.municipios),
    (m) => m.id,
    'id de município',
    problems,
  );
  // A municipality belongs to one council: its IBGE code (given, or found by its name) once.
  b.regioes.forEach((r, i) => {
    r.municipios.forEach((m, j) => {
      if (m.ibge !== undefined && !municipioMgPorCodigo(m.ibge)) {
        problems.push(`regioes.json[${i}].municipios[${j}]: código IBGE ${m.ibge} não é de um município de Minas Gerais`);
      }
    });
  });
  duplicates(
    'municipios (regioes.json)',
    b.regioes.flatMap((r) => r.municipios).filter((m) => codigoIbgeDe(m) !== null),
    (m) => codigoIbgeDe(m),
    'município (código IBGE)',
    problems,
  );
  for (const [chave, p] of partes) p.conferir?.(itens[chave] ?? [], { problemas: problems, imagens: b.images, arquivos: b.arquivos });
  if (!b.images.has(DEFAULT_IMAGE)) problems.push(`images/: falta ${DEFAULT_IMAGE} (imagem padrão das notícias)`);
  if (!b.arquivos.has('estatuto.pdf')) problems.push('arquivos/: falta estatuto.pdf');

  if (problems.length > 0 || !metaOk) throw new BundleError(problems);
  return { meta: metaRaw as Bundle['meta'], ...(itens as ItensDasPartes), ...b, noticias };
}

/**
 * Reads and checks a whole bundle into memory (checkBundle, then every news item, image and PDF):
 * for bundles that fit, like the demo's. A large archive goes through checkBundle.
 */
export async function readBundle(dir: string): Promise<Bundle> {
  const checked = await checkBundle(dir);
  const noticias: Noticia[] = [];
  for await (const chunk of noticiaChunks(checked.noticias)) noticias.push(...chunk);
  const load = async (folder: string, refs: Map<string, FileRef>) => {
    const out = new Map<string, Buffer>();
    for (const [name, ref] of refs) out.set(name, await readFileRef(ref, `${folder}/${name}`));
    return out;
  };
  return { ...checked, noticias, images: await load('images', checked.images), arquivos: await load('arquivos', checked.arquivos) };
}
