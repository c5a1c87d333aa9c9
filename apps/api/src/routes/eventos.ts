/** The public agenda (issue 30, item 5): a page of events by period, kind and regional council, and one event. */
import { EventoSchema, EventosPageSchema, EventosQuerySchema } from '@cosems/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../lib/errors.ts';
import { errors, IdParams, MAX_ID } from './common.ts';

const tags = ['agenda'];

export const eventosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { eventos, institucional } = app.repositories;

  app.get(
    '/eventos',
    {
      schema: {
        tags,
        operationId: 'listEventos',
        summary: 'Uma página de 12 eventos da agenda, com o total',
        description:
          'Eventos publicados e cancelados (os cancelados vêm com cancelado: true). periodo=proximos (padrão): os que ' +
          'ainda não terminaram, os mais próximos primeiro; periodo=passados: os que terminaram, os mais recentes primeiro. ' +
          'Com ?regiao=, os daquele conselho regional e os de todas as regionais (404 para uma região que não existe); ' +
          'com ?tipo=, só os daquele tipo. Uma página além da última responde uma lista vazia.',
        querystring: EventosQuerySchema,
        response: { 200: EventosPageSchema, ...errors },
      },
    },
    async (request) => {
      const { regiao } = request.query;
      if (regiao !== undefined && (regiao > MAX_ID || !(await institucional.regiaoExists(regiao)))) throw notFound('Região');
      return eventos.page(request.query);
    },
  );

  app.get(
    '/eventos/:id',
    {
      schema: {
        tags,
        operationId: 'getEvento',
        summary: 'Um evento da agenda',
        description:
          'Com a descrição (HTML já limpo), as regionais, os anexos e as notícias relacionadas. Horários com fuso; ' +
          'um evento do dia todo traz dias (AAAA-MM-DD, em America/Sao_Paulo). 404 para um id que não existe ou não é público.',
        params: IdParams,
        response: { 200: EventoSchema, ...errors },
      },
    },
    async (request) => {
      const found = request.params.id <= MAX_ID ? await eventos.byId(request.params.id) : null;
      if (!found) throw notFound('Evento');
      return found;
    },
  );
};
