/**
 * Resized image variants (sharp), kept in a disk cache. Images live in the database; a variant is
 * derived data, so each process keeps its own copy on local disk and may lose it at any time.
 *
 * - The cache key is the source's content hash (plus width, format and the encoder settings'
 *   version), not its name: a re-imported image gets new variants, never a stale one.
 * - Concurrent requests for the same key share one read-or-generate; generation itself runs at
 *   most `concorrencia` at a time, so a burst of new images cannot take every core from the site.
 * - Files are written to a temporary name and renamed, so a reader (this or another process on the
 *   same folder) sees either nothing or a whole file.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { FormatoVariante } from './formato-imagem.ts';

// Variants are cached on disk: libvips' own operation cache would only hold memory twice.
sharp.cache(false);
// One libvips thread per image; parallelism comes from the bounded number of jobs below.
sharp.concurrency(1);

/** Bump when the encoder settings change, so that old variants are not served any more. */
const VERSAO_CODIFICACAO = 1;

/** AVIF at effort 2 is about 5× faster than the default 4 for files under 10% larger. */
const CODIFICAR: Record<FormatoVariante, (img: Sharp, paleta: boolean) => Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 2 }),
  webp: (img) => img.webp({ quality: 75, effort: 4 }),
  jpeg: (img) => img.jpeg({ quality: 78, mozjpeg: true }),
  png: (img, paleta) => img.png({ compressionLevel: 9, palette: paleta }),
};

export interface FonteImagem {
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
  formato: FormatoVariante;
  /** Reads the stored bytes; only called when the variant is not on disk yet. */
  carregar(): Promise<Buffer>;
}

/**
 * Encodes `origem` at most `largura` pixels wide in `formato`. Never upscales: a narrower source
 * keeps its width, and when nothing would change (same format, no shrinking) the source itself is
 * the answer, as re-encoding it could only lose quality.
 */
export async function gerarVariante(origem: Buffer, formatoOrigem: FormatoVariante, largura: number, formato: FormatoVariante) {
  const imagem = sharp(origem);
  const meta = await imagem.metadata();
  if (formato === formatoOrigem && (meta.width ?? 0) <= largura && (meta.orientation ?? 1) === 1) return origem;
  const redimensionada = imagem.rotate().resize({ width: largura, withoutEnlargement: true });
  return CODIFICAR[formato](redimensionada, meta.isPalette === true).toBuffer();
}

/** Runs at most `max` tasks at a time; the others wait in order. */
class Limite {
  #ativos = 0;
  readonly #espera: (() => void)[] = [];
  constructor(readonly max: number) {}

  async executar<T>(tarefa: () => Promise<T>): Promise<T> {
    while (this.#ativos >= this.max) await new Promise<void>((continuar) => this.#espera.push(continuar));
    this.#ativos++;
    try {
      return await tarefa();
    } finally {
      this.#ativos--;
      this.#espera.shift()?.();
    }
  }
}

export interface OpcoesVariantes {
  dir: string;
  /** Variants generated at the same time; default half the cores (at least one). */
  concorrencia?: number;
  /** Told when a generated variant could not be stored (it is still served, and generated again next time). */
  aoFalharGravacao?: (err: unknown) => void;
}

export class VariantesDeImagem {
  readonly dir: string;
  /** How many variants this instance has encoded (disk hits and shared requests do not count). */
  geradas = 0;
  readonly #emAndamento = new Map<string, Promise<Buffer>>();
  readonly #limite: Limite;
  readonly #aoFalharGravacao: (err: unknown) => void;

  constructor({ dir, concorrencia, aoFalharGravacao }: OpcoesVariantes) {
    this.dir = dir;
    this.#limite = new Limite(concorrencia ?? Math.max(1, Math.floor(os.availableParallelism() / 2)));
    this.#aoFalharGravacao = aoFalharGravacao ?? (() => {});
  }

  /** Path of a variant in the cache; the hash is re-hashed when it is not plain hex, so it is always a safe name. */
  caminho(sha256: string, largura: number, formato: FormatoVariante): string {
    const chave = /^[0-9a-f]{64}$/.test(sha256) ? sha256 : createHash('sha256').update(sha256).digest('hex');
    return path.join(this.dir, chave.slice(0, 2), `${chave}-v${VERSAO_CODIFICACAO}-${largura}.${formato}`);
  }

  obter(fonte: FonteImagem, largura: number, formato: FormatoVariante): Promise<Buffer> {
    const arquivo = this.caminho(fonte.sha256, largura, formato);
    let trabalho = this.#emAndamento.get(arquivo);
    if (!trabalho) {
      trabalho = this.#lerOuGerar(arquivo, fonte, largura, formato).finally(() => this.#emAndamento.delete(arquivo));
      this.#emAndamento.set(arquivo, trabalho);
    }
    return trabalho;
  }

  async #lerOuGerar(arquivo: string, fonte: FonteImagem, largura: number, formato: FormatoVariante): Promise<Buffer> {
    try {
      return await fs.readFile(arquivo);
    } catch {
      // Not there yet, or the cache folder is unusable: the cache is an optimisation, generate anyway.
    }
    const dados = await this.#limite.executar(async () => gerarVariante(await fonte.carregar(), fonte.formato, largura, formato));
    this.geradas++;
    await gravarAtomico(arquivo, dados).catch(this.#aoFalharGravacao);
    return dados;
  }
}

async function gravarAtomico(arquivo: string, dados: Buffer) {
  await fs.mkdir(path.dirname(arquivo), { recursive: true });
  const temporario = `${arquivo}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporario, dados);
    await fs.rename(temporario, arquivo);
  } catch (err) {
    await fs.rm(temporario, { force: true });
    throw err;
  }
}
