import {
  ApoiadorRegionalListSchema,
  DiretoriaSchema,
  DocumentoJuridicoListSchema,
  EquipeSchema,
  LinkUtilListSchema,
  LogoSchema,
  MunicipioListSchema,
  ParceiroListSchema,
  PresidenteListSchema,
  PublicacaoListSchema,
  RegiaoDetailSchema,
  RegiaoListSchema,
  SECOES_JURIDICO,
  SiteInfoSchema,
} from '@cosems/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../lib/errors.ts';
import { errors, IdParams, MAX_ID, notFoundOnly } from './common.ts';

export const institucionalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repositories.institucional;
  const inst = ['institucional'];
  const reg = ['regionais'];

  app.get('/logos/ativa', { schema: { tags: inst, summary: 'O logo ativo', response: { 200: LogoSchema, ...notFoundOnly } } }, async () => {
    const logo = await repo.logoAtiva();
    if (!logo) throw notFound('Logo ativo');
    return logo;
  });

  app.get('/equipe', { schema: { tags: inst, summary: 'Equipe por grupo', response: { 200: EquipeSchema, ...notFoundOnly } } }, () =>
    repo.equipe(),
  );
  app.get(
    '/diretoria',
    { schema: { tags: inst, summary: 'Diretoria por cargo', response: { 200: DiretoriaSchema, ...notFoundOnly } } },
    () => repo.diretoria(),
  );

  app.get(
    '/regioes',
    { schema: { tags: reg, summary: 'Os conselhos regionais, por nome', response: { 200: RegiaoListSchema, ...notFoundOnly } } },
    () => repo.regioes(),
  );
  app.get(
    '/regioes/:id',
    {
      schema: {
        tags: reg,
        summary: 'Um conselho regional com presidente, apoiadores e municípios',
        params: IdParams,
        response: { 200: RegiaoDetailSchema, ...errors },
      },
    },
    async (request) => {
      const regiao = request.params.id <= MAX_ID ? await repo.regiao(request.params.id) : null;
      if (!regiao) throw notFound('Região');
      return regiao;
    },
  );
  app.get(
    '/municipios/regiao/:id',
    {
      schema: {
        tags: reg,
        summary: 'Municípios da região, por nome',
        params: IdParams,
        response: { 200: MunicipioListSchema, ...errors },
      },
    },
    async (request) => {
      if (request.params.id > MAX_ID || !(await repo.regiaoExists(request.params.id))) throw notFound('Região');
      return repo.municipios(request.params.id);
    },
  );
  app.get(
    '/apoiadoresRegionais',
    {
      schema: {
        tags: reg,
        summary: 'Apoiadores de todas as regionais, por nome',
        response: { 200: ApoiadorRegionalListSchema, ...notFoundOnly },
      },
    },
    () => repo.apoiadores(),
  );

  app.get(
    '/juridico/:section',
    {
      schema: {
        tags: inst,
        summary: 'Documentos de uma seção do espaço jurídico, mais recentes primeiro',
        params: Type.Object({ section: Type.Union(SECOES_JURIDICO.map((s) => Type.Literal(s))) }),
        response: { 200: DocumentoJuridicoListSchema, ...errors },
      },
    },
    (request) => repo.juridico(request.params.section),
  );
  app.get(
    '/publicacoes',
    { schema: { tags: inst, summary: 'Publicações', response: { 200: PublicacaoListSchema, ...notFoundOnly } } },
    () => repo.publicacoes(),
  );

  // Beyond the documented list: content the original site kept in its code (docs/produto.md §10.5).
  app.get(
    '/presidentes',
    { schema: { tags: inst, summary: 'Galeria dos ex-presidentes, em ordem', response: { 200: PresidenteListSchema, ...notFoundOnly } } },
    () => repo.presidentes(),
  );
  app.get(
    '/parceiros',
    { schema: { tags: inst, summary: 'Parceiros (carrossel da página inicial)', response: { 200: ParceiroListSchema, ...notFoundOnly } } },
    () => repo.parceiros(),
  );
  app.get(
    '/links-uteis',
    { schema: { tags: inst, summary: 'Links úteis, na ordem de exibição', response: { 200: LinkUtilListSchema, ...notFoundOnly } } },
    () => repo.linksUteis(),
  );
  app.get(
    '/site',
    {
      schema: {
        tags: inst,
        summary: 'Sobre o conteúdo carregado (de demonstração ou não)',
        response: { 200: SiteInfoSchema, ...notFoundOnly },
      },
    },
    () => repo.site(),
  );
};
