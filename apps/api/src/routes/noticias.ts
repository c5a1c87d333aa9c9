import {
  BuscaSchema,
  NoticiaDetailSchema,
  NoticiaListSchema,
  NoticiasPageEnvelopeSchema,
  NoticiasPageContentSchema,
  NoticiaSummarySchema,
  PAGE_SIZE,
  SEARCH_RANKED,
  TITLE_SEARCH_LIMIT,
} from '@cosems/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../lib/errors.ts';
import { sendLargeRead } from '../plugins/response-cache.ts';
import { errors, Id, IdParams, MAX_ID, PageParams, notFoundOnly } from './common.ts';

const tags = ['noticias'];

export const noticiasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { noticias, institucional } = app.repositories;

  async function assertRegion(id: number) {
    if (id > MAX_ID || !(await institucional.regiaoExists(id))) throw notFound('Região');
  }

  app.get(
    '/noticia',
    {
      schema: {
        tags,
        operationId: 'listNoticias',
        summary: 'Todas as notícias publicadas, mais recentes primeiro',
        description: 'A lista completa, sem o texto de cada notícia (use /api/noticia/{id}); ordem: data de publicação, depois id.',
        response: { 200: NoticiaListSchema, ...notFoundOnly },
      },
    },
    // Megabytes at 15,000 items: built once at a time and kept compressed (docs/decisions/049).
    (request, reply) => sendLargeRead(request, reply, () => noticias.all()),
  );

  app.get(
    '/noticia/Get/banner',
    {
      schema: {
        tags,
        operationId: 'listNoticiasBanner',
        summary: 'Notícias do banner',
        description: 'As notícias com imagem de banner (banner_image), mais recentes primeiro.',
        response: { 200: NoticiaListSchema, ...notFoundOnly },
      },
    },
    () => noticias.banner(),
  );

  app.get(
    '/noticia/Get/destque',
    {
      schema: {
        tags,
        operationId: 'listNoticiasDestaque',
        summary: 'Notícias em destaque',
        description: 'As notícias com imagem de destaque (destaque_image), mais recentes primeiro.',
        response: { 200: NoticiaListSchema, ...notFoundOnly },
      },
    },
    () => noticias.destaques(),
  );

  app.get(
    '/noticia/:id',
    {
      schema: {
        tags,
        operationId: 'getNoticia',
        summary: 'Uma notícia, com a vizinha mais nova (seguinte) e a mais antiga (anterior)',
        description: 'Com o texto (conteudo, HTML já limpo). 404 para um id que não existe.',
        params: IdParams,
        response: { 200: NoticiaDetailSchema, ...errors },
      },
    },
    async (request) => {
      const found = request.params.id <= MAX_ID ? await noticias.byId(request.params.id) : null;
      if (!found) throw notFound('Notícia');
      return { data: found };
    },
  );

  app.get(
    '/noticia/site/:page',
    {
      schema: {
        tags,
        operationId: 'listNoticiasPage',
        summary: 'Uma página de 12 notícias',
        description: 'Sem o total; uma página além da última responde uma lista vazia.',
        params: PageParams,
        response: { 200: NoticiaListSchema, ...errors },
      },
    },
    (request) => noticias.page(request.params.page),
  );

  const pageSchema = {
    tags,
    summary: 'Uma página de 12 notícias com o total; com ?regiao=, só as daquela região (resposta sem o envelope notices)',
    params: PageParams,
    querystring: Type.Object({ regiao: Type.Optional(Id) }),
    response: { 200: Type.Union([NoticiasPageEnvelopeSchema, NoticiasPageContentSchema]), ...errors },
  };
  // Two addresses of one call (the contract keeps both): each its own operation, named apart.
  const pageOperations = [
    { path: '/noticia/page/:page', operationId: 'listNoticiasPageWithCount', description: 'Com o total de notícias, para paginar.' },
    {
      path: '/notices/page/:page',
      operationId: 'listNoticesPageWithCount',
      description: 'O mesmo que /api/noticia/page/{page}, no endereço que clientes antigos usam.',
    },
  ];
  for (const { path, operationId, description } of pageOperations) {
    app.get(path, { schema: { ...pageSchema, operationId, description } }, async (request) => {
      const { regiao } = request.query;
      if (regiao === undefined) return { notices: await noticias.pageWithCount(request.params.page) };
      await assertRegion(regiao);
      return noticias.pageWithCount(request.params.page, regiao);
    });
  }

  app.get(
    '/noticia/name/:text',
    {
      schema: {
        tags,
        operationId: 'searchNoticiasByTitle',
        summary: 'Notícias cujo título contém o texto (sem distinguir maiúsculas nem acentos)',
        description:
          `Procura só no título, mais recentes primeiro, e responde no máximo as ${TITLE_SEARCH_LIMIT} mais recentes que casam ` +
          '(um texto comum, como "a", casaria quase todo o arquivo). Para procurar também no texto, e em todas as páginas ' +
          'de resultados, /api/busca.',
        params: Type.Object({ text: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: Type.Array(NoticiaSummarySchema, { maxItems: TITLE_SEARCH_LIMIT }), ...errors },
      },
    },
    (request) => noticias.byTitle(request.params.text),
  );

  app.get(
    '/noticia/regiao/:id',
    {
      schema: {
        tags,
        operationId: 'listNoticiasByRegiao',
        summary: 'Notícias marcadas com a região',
        description: 'Mais recentes primeiro. 404 para uma região que não existe.',
        params: IdParams,
        response: { 200: NoticiaListSchema, ...errors },
      },
    },
    async (request, reply) => {
      await assertRegion(request.params.id);
      // A region's whole archive: one entry per existing region at most (docs/decisions/049).
      await sendLargeRead(request, reply, () => noticias.byRegion(request.params.id));
    },
  );

  app.get(
    '/busca',
    {
      schema: {
        tags,
        operationId: 'searchNoticias',
        summary: 'Busca nas notícias (título, subtítulo e texto), por relevância, com trecho destacado',
        description:
          'Sem distinguir maiúsculas nem acentos, por radicais do português ("municipios" acha "município"). ' +
          'Caracteres especiais são descartados e o texto é cortado em 100 caracteres. Quando as palavras não acham nada, ' +
          'a resposta traz títulos parecidos (modo "aproximado"), para palavras incompletas ou com erro de digitação. ' +
          `A relevância ordena as ${SEARCH_RANKED} notícias mais recentes que casam (as ${SEARCH_RANKED / PAGE_SIZE} primeiras páginas); ` +
          'nas páginas seguintes vêm as mais antigas, da mais nova para a mais velha.',
        querystring: Type.Object({
          q: Type.String({ maxLength: 10_000, description: 'O texto buscado' }),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
        }),
        response: { 200: BuscaSchema, ...errors },
      },
    },
    (request) => noticias.search(request.query.q, request.query.page ?? 1),
  );
};
