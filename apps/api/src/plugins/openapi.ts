/** The OpenAPI 3.1 document, generated from the route schemas, and a readable reference page. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** Registered before the routes, so that it sees them all (it collects them as they are added). */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API aberta do COSEMS/MG',
        version: '1.0.0',
        description:
          'API pública, somente leitura, do site do COSEMS/MG: notícias, conselhos regionais, equipe, diretoria, ' +
          'espaço jurídico e publicações. Todas as chamadas são GET e respondem JSON em UTF-8; datas em ISO 8601 com fuso. ' +
          'Erros respondem { statusCode, error, message }: 400 para parâmetro malformado, 404 para o que não existe.',
        // VALOR PADRÃO, the same as the site's (apps/web/app/lib/site-config.ts): an operator replaces both.
        contact: { name: 'COSEMS/MG', email: 'contato@exemplo.org.br' },
        // The data the API gives is open: docs/decisions/019-licenca-dos-dados-da-api.md.
        license: { name: 'Creative Commons Atribuição 4.0 Internacional (CC BY 4.0)', identifier: 'CC-BY-4.0' },
      },
      // Relative: the document is served by the API it describes, wherever that is deployed.
      servers: [{ url: '/', description: 'O servidor que publica este documento' }],
      // A public API: no operation asks for credentials (docs/produto.md §10), and the document says so.
      security: [],
      tags: [
        { name: 'noticias', description: 'Notícias' },
        { name: 'institucional', description: 'Conteúdo institucional' },
        { name: 'regionais', description: 'Conselhos regionais' },
        { name: 'agenda', description: 'Agenda de eventos' },
        { name: 'deliberacoes', description: 'Deliberações da CIB-SUS/MG' },
        { name: 'arquivos', description: 'Imagens e documentos' },
        { name: 'operacao', description: 'Saúde do serviço' },
      ],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No validator badge: it would make the visitor's browser call a third-party service.
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    staticCSP: true,
  });
}

/** The document itself, at `openapi.json` of the context that registers it (the /api context). */
export function registerOpenApiDocument(reads: FastifyInstance) {
  reads.get('/openapi.json', { schema: { hide: true } }, async () => reads.swagger());
}
