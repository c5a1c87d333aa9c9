/**
 * Reads a bundle folder and checks all of it — every file, every record, every reference between
 * records and files — before anything is written. Problems are collected, not thrown one by one,
 * so that an editor sees the whole list at once, each with its file and record.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_IMAGE, FALLBACK_IMAGE_PREFIX, MAIN_IMAGE_BLOCK, MAX_IMAGE_PIXELS, problemasDoBloco } from '@cosems/contracts';
import sharp from 'sharp';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { BUNDLE_FILES, type Bundle, checkLink, MetaSchema, FILE_NAME, OPTIONAL_BUNDLE_FILES } from './format.ts';
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

async function readFolder(dir: string, folder: string, kind: 'image' | 'pdf', problems: string[]) {
  const files = new Map<string, Buffer>();
  let names: string[];
  try {
    names = (await fs.readdir(path.join(dir, folder), { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    problems.push(`${folder}/: pasta não encontrada`);
    return files;
  }
  for (const name of names.sort()) {
    if (name.startsWith('.')) continue;
    if (!FILE_NAME.test(name)) {
      problems.push(`${folder}/${name}: nome de arquivo inválido (use letras, dígitos, ".", "_" e "-")`);
      continue;
    }
    const data = await readCapped(path.join(dir, folder, name), MAX_FILE_BYTES);
    const mime = data && sniffMime(data);
    if (!data) problems.push(`${folder}/${name}: maior que 20 MB`);
    else if (!mime || (kind === 'pdf') !== (mime === 'application/pdf'))
      problems.push(`${folder}/${name}: não é ${kind === 'pdf' ? 'um PDF' : 'uma imagem JPEG, PNG, WebP, GIF ou AVIF'}`);
    else files.set(name, data);
  }
  if (kind === 'image') {
    const refused = new Map<string, string>();
    await forEachLimited([...files], 4, async ([name, data]) => {
      const problem = await checkImage(data, sniffMime(data) ?? '');
      if (problem) refused.set(name, problem);
    });
    for (const [name, problem] of [...refused].sort(([a], [b]) => a.localeCompare(b))) {
      problems.push(`${folder}/${name}: ${problem}`);
      files.delete(name);
    }
  }
  return files;
}

async function readJson(dir: string, file: string, problems: string[]): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, file), 'utf8');
  } catch {
    problems.push(`${file}: arquivo não encontrado`);
    return undefined;
  }
  try {
    return JSON.parse(text);
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

const ALL_FILES = { ...BUNDLE_FILES, ...OPTIONAL_BUNDLE_FILES };

async function readList<K extends keyof typeof ALL_FILES>(
  dir: string,
  file: K,
  problems: string[],
): Promise<Static<(typeof ALL_FILES)[K]>[]> {
  if (file in OPTIONAL_BUNDLE_FILES && !(await fs.stat(path.join(dir, file)).catch(() => null))) return [];
  const data = await readJson(dir, file, problems);
  if (data === undefined) return [];
  if (!Array.isArray(data)) {
    problems.push(`${file}: deve ser uma lista`);
    return [];
  }
  const schema = ALL_FILES[file];
  return data.filter((record, i) => check(schema, record, `${file}[${i}]`, problems)) as Static<(typeof ALL_FILES)[K]>[];
}

function duplicates<T>(file: string, items: T[], key: (t: T) => unknown, label: string, problems: string[]) {
  const seen = new Set<unknown>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) problems.push(`${file}[${i}]: ${label} ${String(k)} repetido`);
    seen.add(k);
  });
}

export async function readBundle(dir: string): Promise<Bundle> {
  const problems: string[] = [];
  try {
    if (!(await fs.stat(dir)).isDirectory()) throw new Error();
  } catch {
    throw new BundleError([`${dir}: pasta não encontrada`]);
  }
  const metaRaw = await readJson(dir, 'meta.json', problems);
  const metaOk = metaRaw !== undefined && check(MetaSchema, metaRaw, 'meta.json', problems);
  const b = {
    regioes: await readList(dir, 'regioes.json', problems),
    noticias: await readList(dir, 'noticias.json', problems),
    equipe: await readList(dir, 'equipe.json', problems),
    diretoria: await readList(dir, 'diretoria.json', problems),
    juridico: await readList(dir, 'juridico.json', problems),
    publicacoes: await readList(dir, 'publicacoes.json', problems),
    presidentes: await readList(dir, 'presidentes.json', problems),
    logos: await readList(dir, 'logos.json', problems),
    parceiros: await readList(dir, 'parceiros.json', problems),
    linksUteis: await readList(dir, 'links-uteis.json', problems),
    midia: await readList(dir, 'midia.json', problems),
    blocos: await readList(dir, 'blocos.json', problems),
    images: await readFolder(dir, 'images', 'image', problems),
    arquivos: await readFolder(dir, 'arquivos', 'pdf', problems),
  };

  // References between records and files.
  const regiaoIds = new Set(b.regioes.map((r) => r.id));
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
  duplicates('noticias.json', b.noticias, (n) => n.id, 'id', problems);
  duplicates('equipe.json', b.equipe, (g) => g.grupo, 'grupo', problems);
  duplicates('diretoria.json', b.diretoria, (c) => c.cargo, 'cargo', problems);
  duplicates('logos.json', b.logos, (l) => l.id, 'id', problems);
  const image = (where: string, name: string | null) => {
    if (name !== null && !b.images.has(name)) problems.push(`${where}: imagem ${name} não está em images/`);
  };
  b.noticias.forEach((n, i) => {
    const where = `noticias.json[${i}]`;
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
  b.presidentes.forEach((p, i) => {
    image(`presidentes.json[${i}].image`, p.image);
  });
  b.parceiros.forEach((p, i) => {
    image(`parceiros.json[${i}].imagem`, p.imagem);
  });
  b.logos.forEach((l, i) => {
    image(`logos.json[${i}].imagem`, l.imagem);
  });
  const active = b.logos.filter((l) => l.ativa).length;
  if (b.logos.length > 0 && active !== 1) problems.push(`logos.json: deve haver exatamente um logo ativo (há ${active})`);
  const fileName = (where: string, link: string) => {
    if (link.startsWith('/arquivo/') && !b.arquivos.has(link.slice('/arquivo/'.length)))
      problems.push(`${where}: ${link} não está em arquivos/`);
  };
  b.juridico.forEach((d, i) => {
    fileName(`juridico.json[${i}].link`, d.link);
  });
  b.publicacoes.forEach((p, i) => {
    fileName(`publicacoes.json[${i}].link`, p.link);
  });
  // Links a visitor clicks: http, https, mailto or a path of this site (docs/decisions/016).
  const links: [string, { link: string }[]][] = [
    ['links-uteis.json', b.linksUteis],
    ['parceiros.json', b.parceiros],
    ['publicacoes.json', b.publicacoes],
    ['juridico.json', b.juridico],
  ];
  for (const [file, items] of links) {
    items.forEach((item, i) => {
      const problem = checkLink(item.link);
      if (problem) problems.push(`${file}[${i}].link: ${problem}`);
    });
  }
  duplicates('blocos.json', b.blocos, (bl) => bl.chave, 'bloco', problems);
  b.blocos.forEach((bl, i) => {
    for (const p of problemasDoBloco(bl.chave, bl.dados)) problems.push(`blocos.json[${i}] (${bl.chave}).dados${p}`);
  });
  b.midia.forEach((m, i) => {
    if (!b.images.has(m.nome)) problems.push(`midia.json[${i}].nome: ${m.nome} não está em images/`);
  });
  if (!b.images.has(DEFAULT_IMAGE)) problems.push(`images/: falta ${DEFAULT_IMAGE} (imagem padrão das notícias)`);
  if (!b.arquivos.has('estatuto.pdf')) problems.push('arquivos/: falta estatuto.pdf');

  if (problems.length > 0 || !metaOk) throw new BundleError(problems);
  return { meta: metaRaw as Bundle['meta'], ...b };
}
