/** /api/deliberacoes and /api/deliberacoes/{id}: the CIB-SUS/MG's published deliberations (issue 30). */
import { DeliberacaoSchema, DeliberacoesPaginaSchema, DeliberacoesQuerySchema } from '@cosems/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../lib/errors.ts';
import { errors, IdParams, MAX_ID } from './common.ts';

const tags = ['deliberacoes'];

export const deliberacoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deliberacoes } = app.repositories;

  app.get(
    '/deliberacoes',
    {
      schema: {
        tags,
        operationId: 'listDeliberacoes',
        summary: 'Deliberações da CIB-SUS/MG publicadas, 12 por página, das mais recentes às mais antigas',
        description:
          'Com o total, as páginas e os anos que têm deliberações. `q` procura no número, na ementa, nos temas e na nota do ' +
          'COSEMS/MG com a regra de busca do site (sem distinguir maiúsculas nem acentos, por radicais do português: ' +
          '"vacinacao" acha "vacinação"); `ano` e `tema` filtram. Uma página além da última responde a lista vazia.',
        querystring: DeliberacoesQuerySchema,
        response: { 200: DeliberacoesPaginaSchema, ...errors },
      },
    },
    (request) => deliberacoes.pagina(request.query),
  );

  app.get(
    '/deliberacoes/:id',
    {
      schema: {
        tags,
        operationId: 'getDeliberacao',
        summary: 'Uma deliberação da CIB-SUS/MG, com a nota do COSEMS/MG e as notícias e eventos relacionados',
        description: 'A nota é HTML já limpo. 404 para um id que não existe ou que ainda não foi publicado.',
        params: IdParams,
        response: { 200: DeliberacaoSchema, ...errors },
      },
    },
    async (request) => {
      const found = request.params.id <= MAX_ID ? await deliberacoes.porId(request.params.id) : null;
      if (!found) throw notFound('Deliberação');
      return found;
    },
  );
};
