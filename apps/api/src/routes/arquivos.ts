/**
 * Images and PDFs, read from the content store in the database. A name is matched against a strict
 * pattern before anything else and only ever used as a key, never as a path, so `..`, slashes
 * (plain or encoded), absolute paths and NUL cannot reach anything.
 */
import { ErroSchema } from '@cosems/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../lib/errors.ts';

const FileParams = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$', description: 'Nome do arquivo' }) });
const response = { 400: ErroSchema, 404: ErroSchema, 503: ErroSchema, 500: ErroSchema };

export const arquivosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repositories.institucional;

  async function send(tipo: 'imagem' | 'documento', name: string, request: FastifyRequest, reply: FastifyReply) {
    const file = await repo.arquivo(tipo, name);
    if (!file) throw notFound('Arquivo');
    const etag = `"${file.sha256.slice(0, 32)}"`;
    reply
      .header('etag', etag)
      .header('last-modified', file.atualizadoEm.toUTCString())
      // Names are not content hashes: a day of caching, then a cheap revalidation by ETag.
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.type(file.mime);
    if (tipo === 'documento') reply.header('content-disposition', `inline; filename="${name}"`);
    return reply.send(file.dados);
  }

  const imageSchema = { tags: ['arquivos'], params: FileParams, response };
  app.get('/image/:file', { schema: { ...imageSchema, summary: 'Uma imagem do conteúdo' } }, (request, reply) =>
    send('imagem', request.params.file, request, reply),
  );
  app.get('/image/logo/:file', { schema: { ...imageSchema, summary: 'Um logo' } }, (request, reply) =>
    send('imagem', request.params.file, request, reply),
  );
  app.get('/arquivo/:file', { schema: { ...imageSchema, summary: 'Um documento PDF (estatuto, notas, publicações)' } }, (request, reply) =>
    send('documento', request.params.file, request, reply),
  );
};
