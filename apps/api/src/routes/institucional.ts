import {
  ApoiadorRegionalListSchema,
  BLOCOS_SCHEMAS,
  CHAVES_BLOCOS,
  DiretoriaSchema,
  NOME_DO_BLOCO,
  DocumentoJuridicoListSchema,
  EquipeSchema,
  FocoImagemListSchema,
  LinkUtilListSchema,
  LogoSchema,
  MunicipioEncontradoListSchema,
  MunicipioListSchema,
  MUNICIPIO_BUSCA_MAX,
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

  app.get(
    '/logos/ativa',
    {
      schema: {
        tags: inst,
        operationId: 'getLogoAtiva',
        summary: 'O logo ativo',
        description: 'O logo que o site mostra no cabeçalho; a imagem em /image/logo/{file}.',
        response: { 200: LogoSchema, ...notFoundOnly },
      },
    },
    async () => {
      const logo = await repo.logoAtiva();
      if (!logo) throw notFound('Logo ativo');
      return logo;
    },
  );

  app.get(
    '/equipe',
    {
      schema: {
        tags: inst,
        operationId: 'getEquipe',
        summary: 'Equipe por grupo',
        description: 'Um objeto: cada chave é um grupo (palavras unidas por _), com seus membros na ordem do conteúdo.',
        response: { 200: EquipeSchema, ...notFoundOnly },
      },
    },
    () => repo.equipe(),
  );
  app.get(
    '/diretoria',
    {
      schema: {
        tags: inst,
        operationId: 'getDiretoria',
        summary: 'Diretoria por cargo',
        description: 'Um objeto: cada chave é um cargo (palavras unidas por _); uma lista vazia é um cargo vago.',
        response: { 200: DiretoriaSchema, ...notFoundOnly },
      },
    },
    () => repo.diretoria(),
  );

  app.get(
    '/regioes',
    {
      schema: {
        tags: reg,
        operationId: 'listRegioes',
        summary: 'Os conselhos regionais, por nome',
        description: 'Cada região com id e nome; o detalhe em /api/regioes/{id}.',
        response: { 200: RegiaoListSchema, ...notFoundOnly },
      },
    },
    () => repo.regioes(),
  );
  app.get(
    '/regioes/:id',
    {
      schema: {
        tags: reg,
        operationId: 'getRegiao',
        summary: 'Um conselho regional com presidente, apoiadores e municípios',
        description: '404 para uma região que não existe.',
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
        operationId: 'listMunicipiosByRegiao',
        summary: 'Municípios da região, por nome',
        description: '404 para uma região que não existe.',
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
    '/municipios',
    {
      schema: {
        tags: reg,
        operationId: 'searchMunicipios',
        summary: 'Qual é a regional de um município: busca por nome ou código IBGE',
        description:
          'Os municípios de Minas Gerais (lista do IBGE) cujo nome começa com o texto, depois os que o contêm, ' +
          'sem distinguir maiúsculas nem acentos; dígitos buscam o código IBGE. No máximo 20, cada um com o seu ' +
          'conselho regional (null se ainda não tem). Menos de 2 letras: lista vazia.',
        querystring: Type.Object({
          nome: Type.String({ maxLength: MUNICIPIO_BUSCA_MAX, description: 'O nome (ou parte dele) ou o código IBGE' }),
        }),
        response: { 200: MunicipioEncontradoListSchema, ...errors },
      },
    },
    (request) => repo.municipiosEncontrados(request.query.nome),
  );
  app.get(
    '/apoiadoresRegionais',
    {
      schema: {
        tags: reg,
        operationId: 'listApoiadoresRegionais',
        summary: 'Apoiadores de todas as regionais, por nome',
        description: 'Cada apoiador com a região a que pertence.',
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
        operationId: 'listDocumentosJuridicos',
        summary: 'Documentos de uma seção do espaço jurídico, mais recentes primeiro',
        description: 'Seções: notas, pareceres, orientacoes, informes, recomendacao; outra responde 400. O PDF em /arquivo/{file}.',
        params: Type.Object({ section: Type.Union(SECOES_JURIDICO.map((s) => Type.Literal(s))) }),
        response: { 200: DocumentoJuridicoListSchema, ...errors },
      },
    },
    (request) => repo.juridico(request.params.section),
  );
  app.get(
    '/publicacoes',
    {
      schema: {
        tags: inst,
        operationId: 'listPublicacoes',
        summary: 'Publicações',
        description:
          'As publicações da associação, na ordem do conteúdo. Também em /api/publicacoes/, como o contrato a escreve: respondida ali, sem redirecionamento.',
        response: { 200: PublicacaoListSchema, ...notFoundOnly },
      },
    },
    () => repo.publicacoes(),
  );

  // Beyond the documented list: content the original site kept in its code (docs/produto.md §10.5).
  app.get(
    '/presidentes',
    {
      schema: {
        tags: inst,
        operationId: 'listPresidentes',
        summary: 'Galeria dos ex-presidentes, em ordem',
        description: 'Os ex-presidentes da associação, com mandato e foto.',
        response: { 200: PresidenteListSchema, ...notFoundOnly },
      },
    },
    () => repo.presidentes(),
  );
  app.get(
    '/parceiros',
    {
      schema: {
        tags: inst,
        operationId: 'listParceiros',
        summary: 'Parceiros (carrossel da página inicial)',
        description: 'Órgãos e parceiros, cada um com logo e endereço.',
        response: { 200: ParceiroListSchema, ...notFoundOnly },
      },
    },
    () => repo.parceiros(),
  );
  app.get(
    '/imagens/focos',
    {
      schema: {
        tags: inst,
        operationId: 'listFocosImagens',
        summary: 'Pontos focais das imagens',
        description:
          'As imagens cujo ponto focal foi marcado na biblioteca de mídia, em ordem de nome. Onde o site recorta uma imagem ' +
          'para preencher um espaço (banner, destaques, cartões), mantém esse ponto à vista; uma imagem fora da lista é ' +
          'recortada em volta do centro.',
        response: { 200: FocoImagemListSchema, ...notFoundOnly },
      },
    },
    () => repo.focosImagens(),
  );
  app.get(
    '/links-uteis',
    {
      schema: {
        tags: inst,
        operationId: 'listLinksUteis',
        summary: 'Links úteis, na ordem de exibição',
        description: 'Os links da seção de links úteis da página inicial.',
        response: { 200: LinkUtilListSchema, ...notFoundOnly },
      },
    },
    () => repo.linksUteis(),
  );
  // The site's blocks (contracts blocos.ts), one address each so that each answer has its schema.
  for (const chave of CHAVES_BLOCOS) {
    app.get(
      `/blocos/${chave}`,
      {
        schema: {
          tags: inst,
          operationId: `getBloco${chave.replace(/(^|-)(\w)/g, (_m, _h, c: string) => c.toUpperCase())}`,
          summary: `Bloco do site: ${NOME_DO_BLOCO[chave]}`,
          description: `O bloco "${NOME_DO_BLOCO[chave]}" como a equipe o salvou na área restrita (ou os valores iniciais, enquanto ninguém o editou).`,
          response: { 200: BLOCOS_SCHEMAS[chave], ...notFoundOnly },
        },
      },
      () => repo.bloco(chave),
    );
  }
  app.get(
    '/site',
    {
      schema: {
        tags: inst,
        operationId: 'getSite',
        summary: 'Sobre o conteúdo carregado (de demonstração ou não)',
        description: 'Diz se o conteúdo é o de demonstração (o site então mostra um aviso).',
        response: { 200: SiteInfoSchema, ...notFoundOnly },
      },
    },
    () => repo.site(),
  );
};
