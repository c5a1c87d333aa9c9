import {
  BuscaSchema,
  NoticiaDetailSchema,
  NoticiaListSchema,
  NoticiasPageEnvelopeSchema,
  NoticiasPageContentSchema,
} from '@cosems/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../lib/errors.ts';
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
        summary: 'Todas as notícias publicadas, mais recentes primeiro',
        response: { 200: NoticiaListSchema, ...notFoundOnly },
      },
    },
    () => noticias.all(),
  );

  app.get(
    '/noticia/Get/banner',
    { schema: { tags, summary: 'Notícias do banner', response: { 200: NoticiaListSchema, ...notFoundOnly } } },
    () => noticias.banner(),
  );

  app.get(
    '/noticia/Get/destque',
    { schema: { tags, summary: 'Notícias em destaque', response: { 200: NoticiaListSchema, ...notFoundOnly } } },
    () => noticias.destaques(),
  );

  app.get(
    '/noticia/:id',
    {
      schema: {
        tags,
        summary: 'Uma notícia, com a vizinha mais nova (seguinte) e a mais antiga (anterior)',
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
    { schema: { tags, summary: 'Uma página de 12 notícias', params: PageParams, response: { 200: NoticiaListSchema, ...errors } } },
    (request) => noticias.page(request.params.page),
  );

  const pageSchema = {
    tags,
    summary: 'Uma página de 12 notícias com o total; com ?regiao=, só as daquela região (resposta sem o envelope notices)',
    params: PageParams,
    querystring: Type.Object({ regiao: Type.Optional(Id) }),
    response: { 200: Type.Union([NoticiasPageEnvelopeSchema, NoticiasPageContentSchema]), ...errors },
  };
  for (const path of ['/noticia/page/:page', '/notices/page/:page']) {
    app.get(path, { schema: pageSchema }, async (request) => {
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
        summary: 'Notícias cujo título contém o texto (sem distinguir maiúsculas nem acentos)',
        params: Type.Object({ text: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: NoticiaListSchema, ...errors },
      },
    },
    (request) => noticias.byTitle(request.params.text),
  );

  app.get(
    '/noticia/regiao/:id',
    { schema: { tags, summary: 'Notícias marcadas com a região', params: IdParams, response: { 200: NoticiaListSchema, ...errors } } },
    async (request) => {
      await assertRegion(request.params.id);
      return noticias.byRegion(request.params.id);
    },
  );

  app.get(
    '/busca',
    {
      schema: {
        tags,
        summary: 'Busca nas notícias (título, subtítulo e texto), por relevância, com trecho destacado',
        description:
          'Sem distinguir maiúsculas nem acentos, por radicais do português ("municipios" acha "município"). ' +
          'Caracteres especiais são descartados e o texto é cortado em 100 caracteres. Quando as palavras não acham nada, ' +
          'a resposta traz títulos parecidos (modo "aproximado"), para palavras incompletas ou com erro de digitação.',
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
