/**
 * Resized image variants (sharp), kept in a disk cache. Images live in the database; a variant is
 * derived data, so each process keeps its own copy on local disk and may lose it at any time.
 *
 * - The cache key is the source's content hash (plus width, format and the encoder settings'
 *   version), not its name: a re-imported image gets new variants, never a stale one.
 * - Concurrent requests for the same key share one read-or-generate; generation itself runs at
 *   most `concurrency` at a time, so a burst of new images cannot take every core from the site,
 *   and at most `maxQueued` more wait for their turn: beyond that the request is refused at once
 *   (VariantQueueFullError, answered 503 with Retry-After), so that one client asking for many
 *   distinct variants cannot pile up work without bound (issue 15; docs/decisions/017).
 * - A source that sharp cannot decode (UndecodableImageError, answered 415) is remembered by its
 *   hash and never decoded again; sources above MAX_IMAGE_PIXELS are not decoded at all.
 * - Files are written to a temporary name and renamed, so a reader (this or another process on the
 *   same folder) sees either nothing or a whole file.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MAX_IMAGE_PIXELS } from '@cosems/contracts';
import sharp, { type Sharp } from 'sharp';
import type { ImageFormat } from './image-format.ts';

// Variants are cached on disk: libvips' own operation cache would only hold memory twice.
sharp.cache(false);
// One libvips thread per image; parallelism comes from the bounded number of jobs below.
sharp.concurrency(1);

/** Bump when the encoder settings change, so that old variants are not served any more. */
const ENCODER_VERSION = 1;

/** AVIF at effort 2 is about 5× faster than the default 4 for files under 10% larger. */
const ENCODERS: Record<ImageFormat, (img: Sharp, palette: boolean) => Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 2 }),
  webp: (img) => img.webp({ quality: 75, effort: 4 }),
  jpeg: (img) => img.jpeg({ quality: 78, mozjpeg: true }),
  png: (img, palette) => img.png({ compressionLevel: 9, palette }),
};

export interface ImageSource {
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
  format: ImageFormat;
  /** Reads the stored bytes; only called when the variant is not on disk yet. */
  load(): Promise<Buffer>;
}

/**
 * A crop to an aspect ratio around a focal point (the share image: 1200 × 630), as the media
 * library's focal point asks: x and y from 0 to 1 from the left and the top of the upright image.
 */
export interface VariantCrop {
  /** Width ÷ height of the result. */
  aspect: number;
  x: number;
  y: number;
}

/** The largest box of `aspect` inside width × height, as near as possible to centring (x, y). */
export function cropBox(width: number, height: number, { aspect, x, y }: VariantCrop) {
  const clamp = (v: number, max: number) => Math.min(Math.max(0, v), max);
  if (width / height > aspect) {
    const w = Math.max(1, Math.min(width, Math.round(height * aspect)));
    return { left: clamp(Math.round(x * width - w / 2), width - w), top: 0, width: w, height };
  }
  const h = Math.max(1, Math.min(height, Math.round(width / aspect)));
  return { left: 0, top: clamp(Math.round(y * height - h / 2), height - h), width, height: h };
}

/**
 * Encodes `source` at most `width` pixels wide in `format`. Never upscales: a narrower source
 * keeps its width, and when nothing would change (same format, no shrinking, no crop) the source
 * itself is the answer, as re-encoding it could only lose quality. With `crop`, the upright image
 * is first cut to the crop's aspect ratio around its focal point.
 */
export async function createVariant(source: Buffer, sourceFormat: ImageFormat, width: number, format: ImageFormat, crop?: VariantCrop) {
  try {
    const image = sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS });
    const meta = await image.metadata();
    if (!crop && format === sourceFormat && (meta.width ?? 0) <= width && (meta.orientation ?? 1) === 1) return source;
    let upright = image.rotate();
    if (crop) {
      // Orientations 5–8 turn the image a quarter: its upright width is the stored height.
      const turned = (meta.orientation ?? 1) >= 5;
      const w = (turned ? meta.height : meta.width) ?? 0;
      const h = (turned ? meta.width : meta.height) ?? 0;
      upright = upright.extract(cropBox(w, h, crop));
    }
    const resized = upright.resize({ width, withoutEnlargement: true });
    return await ENCODERS[format](resized, meta.isPalette === true).toBuffer();
  } catch (err) {
    throw new UndecodableImageError(err);
  }
}

/** The stored image does not decode (or is above MAX_IMAGE_PIXELS): no variant can be made of it. */
export class UndecodableImageError extends Error {
  constructor(cause?: unknown) {
    super(`imagem não decodificável: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'UndecodableImageError';
  }
}

/** Every generation slot is busy and `maxQueued` requests already wait: try again later. */
export class VariantQueueFullError extends Error {
  constructor() {
    super('fila de variantes de imagem cheia');
    this.name = 'VariantQueueFullError';
  }
}

/** Runs at most `max` tasks at a time; at most `maxWaiting` others wait in order, the rest are refused. */
class ConcurrencyLimit {
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  /** The most tasks ever running or waiting at once (tests count work with it). */
  peak = 0;
  constructor(
    readonly max: number,
    readonly maxWaiting: number,
  ) {}

  get pending(): number {
    return this.#running + this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.max) this.#running++;
    else if (this.#waiting.length < this.maxWaiting) {
      // The slot is handed over by the task that ends (see finally): no re-check, no overtaking.
      const turn = new Promise<void>((resume) => this.#waiting.push(resume));
      this.peak = Math.max(this.peak, this.pending);
      await turn;
    } else throw new VariantQueueFullError();
    this.peak = Math.max(this.peak, this.pending);
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

export interface ImageVariantsOptions {
  dir: string;
  /** Variants generated at the same time; default half the cores (at least one). */
  concurrency?: number;
  /**
   * Variants that may wait for a free slot; one more is refused (VariantQueueFullError). Default
   * 64: about three cold pages' worth of images, a few seconds of work per core.
   */
  maxQueued?: number;
  /** Told when a generated variant could not be stored (it is still served, and generated again next time). */
  onWriteError?: (err: unknown) => void;
}

export class ImageVariants {
  readonly dir: string;
  /** How many variants this instance has encoded (disk hits and shared requests do not count). */
  created = 0;
  readonly #inFlight = new Map<string, Promise<Buffer>>();
  readonly #limit: ConcurrencyLimit;
  readonly #onWriteError: (err: unknown) => void;
  /** Hashes of sources that did not decode: asked again, they fail at once. */
  readonly #undecodable = new Set<string>();

  constructor({ dir, concurrency, maxQueued = 64, onWriteError }: ImageVariantsOptions) {
    this.dir = dir;
    this.#limit = new ConcurrencyLimit(concurrency ?? Math.max(1, Math.floor(os.availableParallelism() / 2)), maxQueued);
    this.#onWriteError = onWriteError ?? (() => {});
  }

  /** Generations running or waiting now. */
  get pending(): number {
    return this.#limit.pending;
  }

  /** The most generations ever running or waiting at once: never above concurrency + maxQueued. */
  get peakPending(): number {
    return this.#limit.peak;
  }

  /** Path of a variant in the cache; the hash is re-hashed when it is not plain hex, so it is always a safe name. */
  getPath(sha256: string, width: number, format: ImageFormat, crop?: VariantCrop): string {
    const key = /^[0-9a-f]{64}$/.test(sha256) ? sha256 : createHash('sha256').update(sha256).digest('hex');
    const cut = crop ? `-c${Math.round(crop.aspect * 1000)}-${Math.round(crop.x * 1000)}-${Math.round(crop.y * 1000)}` : '';
    return path.join(this.dir, key.slice(0, 2), `${key}-v${ENCODER_VERSION}-${width}${cut}.${format}`);
  }

  get(source: ImageSource, width: number, format: ImageFormat, crop?: VariantCrop): Promise<Buffer> {
    const file = this.getPath(source.sha256, width, format, crop);
    let job = this.#inFlight.get(file);
    if (!job) {
      job = this.#readOrCreate(file, source, width, format, crop).finally(() => this.#inFlight.delete(file));
      this.#inFlight.set(file, job);
    }
    return job;
  }

  async #readOrCreate(file: string, source: ImageSource, width: number, format: ImageFormat, crop?: VariantCrop): Promise<Buffer> {
    try {
      return await fs.readFile(file);
    } catch {
      // Not there yet, or the cache folder is unusable: the cache is an optimisation, generate anyway.
    }
    if (this.#undecodable.has(source.sha256)) throw new UndecodableImageError('já recusada antes');
    const data = await this.#limit
      .run(async () => createVariant(await source.load(), source.format, width, format, crop))
      .catch((err: unknown) => {
        if (err instanceof UndecodableImageError) {
          if (this.#undecodable.size >= 10_000) this.#undecodable.clear();
          this.#undecodable.add(source.sha256);
        }
        throw err;
      });
    this.created++;
    await writeAtomic(file, data).catch(this.#onWriteError);
    return data;
  }
}

async function writeAtomic(file: string, data: Buffer) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  } catch (err) {
    await fs.rm(temporary, { force: true });
    throw err;
  }
}
