/**
 * Images and PDFs, read from the content store in the database. A name is matched against a strict
 * pattern before anything else and only ever used as a key, never as a path, so `..`, slashes
 * (plain or encoded), absolute paths and NUL cannot reach anything.
 *
 * Images also come in the widths the site's layout draws (`?w=`), re-encoded as AVIF or WebP when
 * the browser accepts them; those variants are generated once and kept in a disk cache.
 */
import { ErrorSchema, IMAGE_WIDTHS, listPdfActiveContent, SHARE_IMAGE } from '@cosems/contracts';
import { tables as t } from '@cosems/db';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { imageCacheDirFromEnv } from '../config.ts';
import { matchesIfNoneMatch } from '../lib/response-cache.ts';
import { errorBody, notFound } from '../lib/errors.ts';
import { getImageFormat, MIME_OF_FORMAT, negotiateImageFormat } from '../lib/image-format.ts';
import { ImageVariants, UndecodableImageError, VariantQueueFullError } from '../lib/image-variants.ts';

const FileParams = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$', description: 'Nome do arquivo' }) });
const ImageQuery = Type.Object({
  w: Type.Optional(
    Type.Integer({
      enum: [...IMAGE_WIDTHS],
      description:
        `Largura máxima, em pixels, de uma variante redimensionada (uma de ${IMAGE_WIDTHS.join(', ')}; outra largura responde 400). ` +
        'Nunca amplia: uma imagem mais estreita mantém a sua largura. O formato segue o cabeçalho Accept: AVIF se aceito, ' +
        'senão WebP, senão o formato original (a resposta traz Vary: Accept). Sem w, a imagem original.',
    }),
  ),
  recorte: Type.Optional(
    Type.Literal('social', {
      description:
        `A imagem de compartilhamento: recortada na proporção ${SHARE_IMAGE.largura} × ${SHARE_IMAGE.altura} em volta do ponto focal ` +
        `da imagem (o centro, quando não há), com até ${SHARE_IMAGE.largura} pixels de largura (nunca ampliada); w é ignorado. ` +
        'O formato segue o Accept, como com w.',
    }),
  ),
});
const errorResponses = { 400: ErrorSchema, 404: ErrorSchema, 503: ErrorSchema, 500: ErrorSchema };

/** A 200 answer whose body is the file's bytes, in one of `types` (documented, never serialised: the body is a Buffer). */
function fileResponse(description: string, types: readonly string[]) {
  const bytes = { type: 'string', format: 'binary', description: 'Os bytes do arquivo' };
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: bytes }])) };
}
/** The stored formats an import accepts (packages/db's sniffMime), plus AVIF for the re-encoded variants. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
const notModified = { type: 'null', description: 'A cópia do cliente ainda vale (If-None-Match com o ETag atual): sem corpo' };
const imageResponse = {
  200: fileResponse(
    'A imagem: sem w, como foi guardada (JPEG, PNG, WebP ou GIF); com w, a variante em AVIF, WebP ou no formato original, conforme o Accept',
    IMAGE_TYPES,
  ),
  304: notModified,
  ...errorResponses,
  415: ErrorSchema,
};
const documentResponse = { 200: fileResponse('O documento', ['application/pdf']), 304: notModified, ...errorResponses };

// Names are not content hashes: a day of caching for images, then a cheap revalidation by ETag.
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
// A document's name outlives its bytes (the statute is replaced in place at /arquivo/estatuto.pdf):
// every use revalidates by ETag (a 304 without a body when unchanged), so a new upload reaches the
// next reader at once. PDFs are opened rarely; the round trip costs less than an outdated statute.
const DOCUMENT_CACHE_CONTROL = 'public, no-cache';

/**
 * Whether a stored PDF may carry active content (JavaScript, launch, embedded files…), by its
 * sha256: read from the bytes once per content and process (a 20 MB file takes tens of ms).
 * Bounded like a cache: past the limit it starts over.
 */
const ativos = new Map<string, boolean>();
const ATIVOS_MAX = 2000;
function isPdfActive(sha256: string, dados: Uint8Array): boolean {
  let ativo = ativos.get(sha256);
  if (ativo === undefined) {
    ativo = listPdfActiveContent(dados).length > 0;
    if (ativos.size >= ATIVOS_MAX) ativos.clear();
    ativos.set(sha256, ativo);
  }
  return ativo;
}

export interface ArquivoRoutesOptions {
  /** Folder of the image variants' disk cache; default IMAGE_CACHE_DIR's rule (config.ts). */
  imageCacheDir?: string;
}

export const arquivoRoutes: FastifyPluginAsyncTypebox<ArquivoRoutesOptions> = async (app, options) => {
  const repo = app.repositories.institucional;
  const variants = new ImageVariants({
    dir: options.imageCacheDir ?? imageCacheDirFromEnv(process.env),
    onWriteError: (err) => app.log.warn({ err }, 'variante de imagem não gravada no cache em disco'),
  });

  /** Headers every answer for a stored file carries; true when the client's copy is still good (304). */
  function checkValidators(
    request: FastifyRequest,
    reply: FastifyReply,
    etag: string,
    updatedAt: Date,
    cacheControl = CACHE_CONTROL,
  ): boolean {
    reply
      .header('etag', etag)
      .header('last-modified', updatedAt.toUTCString())
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff');
    return matchesIfNoneMatch(request.headers['if-none-match'], etag);
  }

  async function send(kind: 'imagem' | 'documento', name: string, request: FastifyRequest, reply: FastifyReply) {
    const file = await repo.getArquivo(kind, name);
    if (!file) throw notFound('Arquivo');
    const cacheControl = kind === 'documento' ? DOCUMENT_CACHE_CONTROL : CACHE_CONTROL;
    if (checkValidators(request, reply, `"${file.sha256.slice(0, 32)}"`, file.atualizadoEm, cacheControl)) return reply.code(304).send();
    reply.type(file.mime);
    // A PDF that may still run something (signed, kept as sent, or from an old upload) is
    // downloaded, never opened inline from the site's origin (docs/decisions/040).
    if (kind === 'documento')
      reply.header('content-disposition', `${isPdfActive(file.sha256, file.dados) ? 'attachment' : 'inline'}; filename="${name}"`);
    return reply.send(file.dados);
  }

  /** The stored image's description without its bytes: a cached variant never needs them. */
  async function getImageInfo(fileName: string) {
    const [row] = await app.database.db
      .select({
        mime: t.arquivos.mime,
        sha256: t.arquivos.sha256,
        atualizadoEm: t.arquivos.atualizadoEm,
        focoX: t.arquivos.focoX,
        focoY: t.arquivos.focoY,
      })
      .from(t.arquivos)
      .where(and(eq(t.arquivos.tipo, 'imagem'), eq(t.arquivos.nome, fileName)));
    return row ?? null;
  }

  async function sendImage(
    name: string,
    asked: number | undefined,
    recorte: 'social' | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (asked === undefined && recorte === undefined) return send('imagem', name, request, reply);
    const image = await getImageInfo(name);
    if (!image) throw notFound('Arquivo');
    const original = getImageFormat(image.mime);
    // A format we do not re-encode (GIF): the stored file, whatever the width asked.
    if (!original) return send('imagem', name, request, reply);
    const format = negotiateImageFormat(request.headers.accept, original);
    // The share image: cut around the focal point set in the back office's media library.
    const crop = recorte ? { aspect: SHARE_IMAGE.largura / SHARE_IMAGE.altura, x: image.focoX ?? 0.5, y: image.focoY ?? 0.5 } : undefined;
    const width = crop ? SHARE_IMAGE.largura : (asked as number);
    const variantTag = crop ? `social-${Math.round(crop.x * 1000)}-${Math.round(crop.y * 1000)}` : String(width);
    reply.header('vary', 'Accept');
    if (checkValidators(request, reply, `"${image.sha256.slice(0, 32)}-${variantTag}-${format}"`, image.atualizadoEm))
      return reply.code(304).send();
    const source = {
      sha256: image.sha256,
      format: original,
      load: async () => {
        const file = await repo.getArquivo('imagem', name);
        if (!file) throw notFound('Arquivo');
        return file.dados;
      },
    };
    let data: Buffer;
    try {
      data = await variants.get(source, width, format, crop);
    } catch (err) {
      if (!(err instanceof VariantQueueFullError || err instanceof UndecodableImageError)) throw err;
      // Neither answer is the image: no validators, and nothing a cache may keep.
      for (const header of ['etag', 'last-modified']) reply.removeHeader(header);
      reply.header('cache-control', 'no-store');
      if (err instanceof VariantQueueFullError) {
        // docs/decisions/017: refused at once rather than queued without bound; cheap to answer.
        request.log.warn({ arquivo: name, width }, 'fila de variantes de imagem cheia');
        return reply
          .code(503)
          .header('retry-after', '2')
          .send(errorBody(503, 'Muitas imagens sendo preparadas. Tente novamente em instantes.'));
      }
      // Content the import should have refused (it decodes every image now): the operator's
      // problem, told once per request at warn level, without a stack; the client's answer is 415.
      request.log.warn({ arquivo: name, motivo: err.message }, 'imagem não decodificável: variante recusada');
      return reply.code(415).send(errorBody(415, 'Esta imagem não pode ser redimensionada; peça-a sem o parâmetro w.'));
    }
    return reply.type(MIME_OF_FORMAT[format]).send(data);
  }

  const imageSchema = { tags: ['arquivos'], params: FileParams, querystring: ImageQuery, response: imageResponse };
  const cacheNote = 'Traz ETag e Last-Modified; guardada por um dia (Cache-Control). 404 para um nome que não existe.';
  app.get(
    '/image/:file',
    {
      schema: {
        ...imageSchema,
        operationId: 'getImage',
        summary: 'Uma imagem do conteúdo',
        description: `Imagens das notícias, regionais, presidentes e parceiros, pelo nome que as respostas JSON dão. ${cacheNote}`,
      },
    },
    (request, reply) => sendImage(request.params.file, request.query.w, request.query.recorte, request, reply),
  );
  app.get(
    '/image/logo/:file',
    {
      schema: {
        ...imageSchema,
        operationId: 'getLogoImage',
        summary: 'Um logo',
        description: `A imagem de um logo (o nome vem de /api/logos/ativa). ${cacheNote}`,
      },
    },
    (request, reply) => sendImage(request.params.file, request.query.w, request.query.recorte, request, reply),
  );
  app.get(
    '/arquivo/:file',
    {
      schema: {
        tags: ['arquivos'],
        operationId: 'getArquivo',
        params: FileParams,
        response: documentResponse,
        summary: 'Um documento PDF (estatuto, notas, publicações)',
        description:
          'Aberto no navegador (Content-Disposition: inline); um PDF que ainda traz conteúdo ativo (JavaScript, ações, anexos ' +
          'embutidos) ou object streams vem como anexo (Content-Disposition: attachment), para ser baixado. Traz ETag e Last-Modified; Cache-Control: public, no-cache — ' +
          'o nome de um documento pode ganhar bytes novos (o estatuto é substituído no mesmo endereço), então cada uso ' +
          'confere o ETag (304 sem corpo quando nada mudou). 404 para um nome que não existe.',
      },
    },
    (request, reply) => send('documento', request.params.file, request, reply),
  );
};
