/**
 * The whole product in one process: the API's context (/api, /image, /arquivo, /healthz, /readyz)
 * and the site's context (this file): the built client assets, and every other path rendered by
 * React Router (server/page-renderer.ts). apps/api/src/app.ts registers the contexts and says what
 * each one's hooks are. With API_URL set, the site reads from an API on another host and opens no
 * database.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ConfigError,
  type Config,
  createLogger,
  createServer,
  keepTickObjectMaps,
  loadConfig,
  openContent,
  registerHttpLayers,
  serve,
} from '@cosems/api';
import { DataDirLockedError, type Database } from '@cosems/db';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createBackOfficeSite } from './server/back-office.ts';
import { createSiteDataPort } from './server/data-port/index.ts';
import { createPageRenderer } from './server/page-renderer.ts';

// apps/web, found by the package's name: the same from this file and from its compiled copy,
// build/server.js (docs/decisions/018-servidor-compilado.md).
const webDir = path.dirname(createRequire(import.meta.url).resolve('@cosems/web/package.json'));

/**
 * What the page renderer passes to loaders (besides the nonce): the data port — the API's
 * repositories in this process, or the API at API_URL over HTTP — and the public addresses.
 */
function buildSiteContext(site: FastifyInstance, config: Config) {
  const dataPort = createSiteDataPort(
    config.apiUrl
      ? { apiUrl: config.apiUrl, internalToken: config.internalToken, timeoutMs: 5000 }
      : {
          repositories: site.repositories,
          // Kept until the next content import, like the API's own answers (site.responseCache).
          cache: {
            version: () => (site.hasDecorator('responseCache') && site.responseCache.active ? site.responseCache.generation : null),
            maxEntries: config.cacheMaxEntries,
          },
        },
  );
  return { dataPort, publicApiUrl: config.publicApiUrl, siteUrl: config.siteUrl };
}

const defaultBuildDir = () => path.resolve(webDir, process.env.WEB_BUILD_DIR ?? 'build');
// One module instance per build folder, whichever context imports it first.
const loadBuild = (buildDir: string) => import(path.join(buildDir, 'server', 'index.js')) as Promise<ServerBuild>;

/** The site's context, for createServer: registered beside the API's, with hooks of its own only. */
export function createSite(config: Config, buildDir = defaultBuildDir()): FastifyPluginAsync {
  return async (site) => {
    const build = await loadBuild(buildDir);
    // Pages and files set their own CSP; a page's 304 sends none (the browser keeps the stored one).
    // Any method but GET, HEAD (and OPTIONS) is answered 405 there, before a body is awaited
    // (docs/produto.md §2.1).
    await registerHttpLayers(site, {
      hstsMaxAge: config.hstsMaxAge,
      notModifiedKeepsStoredPolicy: true,
      methodNotAllowedMessage: 'O site aceita apenas GET.',
    });

    // Hashed file names under /assets never change: a year, immutable. Other files: an hour.
    await site.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      wildcard: false,
      setHeaders(res, file) {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // Scripts run under the page's policy; this one applies only where a file is the document
        // itself (opened directly, or a worker's own context).
        res.header('content-security-policy', "default-src 'self'; object-src 'none'; frame-ancestors 'none'");
      },
    });

    const cache = site.hasDecorator('responseCache') ? site.responseCache : null;
    const { renderPage, rememberSent } = createPageRenderer({
      build,
      mode: process.env.NODE_ENV ?? 'production',
      context: buildSiteContext(site, config),
      cache,
      renderLimit: { max: config.renderLimitMax, windowSeconds: config.renderLimitWindowSeconds },
      metrics: site.metrics,
      // The front answers from the cache it was enabled with (the API's answer cache, which the
      // pages share): only where there is one.
      front: cache ? site.frontCache : undefined,
    });
    // A page sent from the cache is written by the front the next time (docs/decisions/061).
    // Callback-style: no promise per request.
    site.addHook('onResponse', (request, reply, done) => {
      rememberSent(request, reply);
      done();
    });
    // Every path no context routes is a page (React Router sends unknown ones to /404). Set from
    // this context, so only the site's hooks run on it. Not a wildcard route: that would also take
    // the API's URLs whose parameter is too long, which the router answers 400 when nothing matches.
    site.setNotFoundHandler((request, reply) => {
      // OPTIONS is let through the request limits for the API's CORS preflights: no page for it.
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply
          .code(405)
          .header('allow', 'GET, HEAD')
          .send({ statusCode: 405, error: 'Method Not Allowed', message: 'O site aceita apenas GET.' });
      }
      return renderPage(request, reply);
    });
  };
}

/** The back office's context (/admin): only in a process that holds the database. */
export function createBackOffice(config: Config, buildDir = defaultBuildDir()): FastifyPluginAsync {
  return async (context) => {
    const build = await loadBuild(buildDir);
    await context.register(createBackOfficeSite({ build, config, site: buildSiteContext(context, config) }));
  };
}

async function main() {
  // First, before any idle moment: keeps nextTick's inline caches monomorphic (decision 062).
  keepTickObjectMaps();
  const config = loadConfig();
  // JSON lines in production, readable ones in a terminal (docs/decisions/033).
  const logger = await createLogger({ level: config.logLevel });
  const database: Database | null = config.apiUrl ? null : await openContent(config, logger);
  const app = await createServer({
    database,
    config,
    site: createSite(config),
    backOffice: createBackOffice(config),
    loggerInstance: logger,
  });
  await serve(app, config, database);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof DataDirLockedError || err instanceof ConfigError ? err.message : err);
    process.exit(1);
  });
}
