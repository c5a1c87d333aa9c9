/**
 * brotli or gzip for text answers (JSON, HTML, XML, CSS, JS) when the client accepts it. Dynamic
 * answers are compressed per request, so the levels favour speed: brotli 4 is about as fast as
 * gzip 6 and still smaller. Images are already compressed and are left alone.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const THRESHOLD = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

/** For every route of `context` and its children (the plugin hooks routes as they are added). */
export async function registerCompression(context: FastifyInstance) {
  await context.register(compress, {
    global: true,
    threshold: THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI,
    zlibOptions: GZIP,
  });
}

/**
 * Adds `field` to the answer's Vary, keeping what is there: CORS puts Origin in it, and an answer
 * that varies by origin must say so to shared caches, compressed or not. A Vary of `*` already
 * covers everything.
 */
export function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip' | null;
/**
 * The choice for the Accept-Encoding values already seen: browsers send a handful, and parsing
 * one costs more than the rest of a cached answer's own work (~0.8 µs). Bounded: a client that
 * sends a new value on every request gets it parsed, not stored.
 */
const chosenEncoding = new Map<string, Encoding>();
const CHOSEN_ENCODING_MAX = 256;
const CHOSEN_ENCODING_MAX_LENGTH = 128;

/** The encoding to use for this Accept-Encoding, preferring brotli; null for none. */
export function getAcceptedEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return null;
  const known = chosenEncoding.get(acceptEncoding);
  if (known !== undefined) return known;
  const chosen = parseAcceptEncoding(acceptEncoding);
  if (chosenEncoding.size < CHOSEN_ENCODING_MAX && acceptEncoding.length <= CHOSEN_ENCODING_MAX_LENGTH)
    chosenEncoding.set(acceptEncoding, chosen);
  return chosen;
}

/** How many Accept-Encoding values are kept with their choice (for tests). */
export function countKnownAcceptEncodings(): number {
  return chosenEncoding.size;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/**
 * The same compression for answers that no route sends (the site's pages go through its
 * not-found handler, which the plugin does not hook). Runs on libuv's thread pool.
 */
export async function compressText(
  acceptEncoding: string | undefined,
  body: string | Buffer,
): Promise<{ encoding: 'br' | 'gzip'; body: Buffer } | null> {
  const encoding = getAcceptedEncoding(acceptEncoding);
  if (!encoding || Buffer.byteLength(body) < THRESHOLD) return null;
  return { encoding, body: encoding === 'br' ? await brotliAsync(body, BROTLI) : await gzipAsync(body, GZIP) };
}

/** A text's bytes as kept in the cache: UTF-8, and its brotli and gzip copies when worth it. */
export interface EncodedBodies {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Brotli for an answer compressed once and served many times (a cached page): quality 6 costs
 * about 4 ms for a 60 KB page, once per page and content change; 11 would make it 5–10% smaller
 * for 30 times the work, which a content import (every page rendered again) would pay at once.
 */
const BROTLI_STORED = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

/**
 * Encodes a text once for the cache, on libuv's thread pool: identity always, br and gzip when the
 * text is at least THRESHOLD bytes. Each later answer only picks the bytes (pickEncoded).
 */
export async function encodeForCache(text: string): Promise<EncodedBodies> {
  const identity = Buffer.from(text);
  if (identity.length < THRESHOLD) return { identity };
  const [br, gz] = await Promise.all([brotliAsync(identity, BROTLI_STORED), gzipAsync(identity, GZIP)]);
  return { identity, br, gzip: gz };
}

/**
 * Brotli and gzip copies of a large answer kept compressed (a large API read), made once per
 * content change on libuv's thread pool, whatever its size.
 */
export async function compressForCache(identity: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([brotliAsync(identity, BROTLI_STORED), gzipAsync(identity, GZIP)]);
  return { br, gzip: gz };
}

/** The stored bytes for this Accept-Encoding, and the Content-Encoding to send them with (null: none). */
export function pickEncoded(encoded: EncodedBodies, acceptEncoding: string | undefined): { encoding: 'br' | 'gzip' | null; body: Buffer } {
  const encoding = getAcceptedEncoding(acceptEncoding);
  const body = encoding ? encoded[encoding] : undefined;
  return body ? { encoding, body } : { encoding: null, body: encoded.identity };
}

/**
 * The compressed copies of a cached answer, made once per entry and encoding (the API's cache
 * hits): a cached read then costs no compression at all. Held beside the entry, so they go when
 * it is evicted; each is smaller than the text it comes from.
 */
const compressedCopies = new WeakMap<object, Partial<Record<'br' | 'gzip', Buffer>>>();

export function getCompressedCopy(
  entry: { body: string },
  acceptEncoding: string | undefined,
): { encoding: 'br' | 'gzip'; body: Buffer } | null {
  const encoding = getAcceptedEncoding(acceptEncoding);
  if (!encoding || entry.body.length < THRESHOLD) return null;
  let copies = compressedCopies.get(entry);
  if (!copies) {
    copies = {};
    compressedCopies.set(entry, copies);
  }
  let body = copies[encoding];
  if (!body) {
    body = encoding === 'br' ? brotliCompressSync(entry.body, BROTLI) : gzipSync(entry.body, GZIP);
    copies[encoding] = body;
  }
  return { encoding, body };
}
