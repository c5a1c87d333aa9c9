/**
 * The back office's context ("Área restrita", /admin): the same React Router build as the site,
 * rendered for each request (never from or into the answer cache), with hooks of its own:
 *
 * - every answer: `Cache-Control: no-store`, `X-Robots-Tag: noindex, nofollow`, the pages' strict
 *   CSP with a fresh nonce, the security headers of every context;
 * - POST is the one method with a body here, at most FORM_BODY_LIMIT bytes (413 before reading),
 *   UPLOAD_BODY_LIMIT under /admin/midia, /admin/juridico, /admin/publicacoes and /admin/estatuto (uploads);
 * - a POST must come from this site: `Sec-Fetch-Site: same-origin` (or `none`, typed by the user),
 *   or, from a browser that sends no such header, an `Origin` equal to the site's; else 403;
 * - the session comes from the cookie (`__Host-cosems-sessao` over HTTPS, `cosems-sessao` on plain
 *   HTTP for localhost), resolved once here and handed to loaders and actions;
 * - a POST made within a session must carry the session's anti-CSRF token (form field `_csrf` or
 *   header `X-CSRF-Token`); else 403, and nothing changes.
 *
 * GET /admin/copia/baixar is the one route answered here rather than by React Router: the backup
 * (the whole content as a .tar.gz) is piped from the database to the socket with backpressure,
 * never held whole in memory, which a Response body read into a Buffer (render, below) would do.
 *
 * The pages and their rules (who may do what) are React Router routes under app/routes/admin; they
 * reach the server through the BackOfficePort (@cosems/admin) in the router context.
 */
import {
  Auditoria,
  AvisoDeRevisao,
  BackOffice,
  Conteudos,
  CopiaDeSeguranca,
  correioSmtp,
  LimiteDeEnvios,
  Midia,
  PainelDaRedacao,
  Redacao,
  SEGUNDOS_OCUPADO,
  Usuarios,
} from '@cosems/admin';
import { type Config, registerHttpLayers, secretsMatch } from '@cosems/api';
import { lerFiltrosAuditoria, MIDIA_MAX_BYTES, type RedacaoPort, type Requisitante, type SessaoAtual } from '@cosems/contracts';
import fastifyCookie from '@fastify/cookie';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { BackOfficeValues, createBackOfficeContext, SiteContextValues } from '../app/lib/context.ts';
import { buildPageCsp, createNonce, nonceSource } from './csp.ts';
import { toFetchHeaders } from './fetch-headers.ts';
import { readyToRender } from './data-port/site-policies.ts';

/** Largest form body (sign-in, settings, a news item's text): 512 KB. Uploads have their own. */
export const FORM_BODY_LIMIT = 512 * 1024;
/** Largest upload body (/admin/midia…): a file of MIDIA_MAX_BYTES (20 MB) plus the form's envelope and fields. */
export const UPLOAD_BODY_LIMIT = MIDIA_MAX_BYTES + 256 * 1024;
/** The areas whose pages' POST may carry a file: the media library, the legal documents, the publications, the statute. */
const UPLOAD_AREAS = ['midia', 'juridico', 'publicacoes', 'estatuto'] as const;
/** The paths whose POST may carry a file (those areas' pages and the media library's upload endpoint). */
export const isUploadPath = (url: string) => /^\/admin\/(?:midia|juridico|publicacoes|estatuto)(?:$|[/?]|\.data(?:$|\?))/.test(url);
export const SESSION_COOKIE = 'cosems-sessao';
/** The sign-in steps' addresses (password, code, set-up), as a document or as React Router's .data. */
const isSignInPath = (url: string) => /^\/admin\/entrar(?:\/codigo|\/configurar)?(?:\.data)?(?:$|\?)/.test(url);
/** Sign-in attempts answered at once in one process; beyond, 503 before any work. */
export const ENTRADAS_EM_ANDAMENTO_MAX = 12;
const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/**
 * The e-mail of an invitation just accepted, for the sign-in form it leads to: a cookie of the
 * back office (not of /admin/entrar alone: the form's data is read at /admin/entrar.data, which
 * that path does not match), for 10 minutes, so that the address is not written in a URL (logs,
 * history). Signing in removes it.
 */
const EMAIL_COOKIE = 'cosems-email-entrada';
const EMAIL_COOKIE_PATH = '/admin';
/** What the sign-in form accepts back from that cookie (a client may have set anything there). */
const EMAIL_LEMBRADO = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}$/;
/** The form field and header that carry the anti-CSRF token. */
export const CSRF_FIELD = '_csrf';

declare module 'fastify' {
  interface FastifyRequest {
    backOfficeSession: SessaoAtual | null;
  }
}

export interface BackOfficeContextOptions {
  build: ServerBuild;
  config: Config;
  /** The site's context values (data port, public addresses): the root layout reads them here too. */
  site: Omit<SiteContextValues, 'nonce'>;
}

/** Who asks: the client's address (TRUST_PROXY's rules) and its browser, as the audit log records them. */
const quemDe = (request: FastifyRequest): Requisitante => ({
  endereco: request.ip,
  agente: String(request.headers['user-agent'] ?? '').slice(0, 500),
});

/** The origin this request was made to (Host, or X-Forwarded-Host/Proto from a TRUST_PROXY proxy). */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The anti-CSRF token a POST carries: header, or the form field of an urlencoded or multipart body. */
async function csrfTokenOf(request: FastifyRequest): Promise<string | null> {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  const body = request.body;
  if (!Buffer.isBuffer(body)) return null;
  const type = request.headers['content-type'] ?? '';
  try {
    if (type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(body.toString('utf8')).get(CSRF_FIELD);
    if (type.startsWith('multipart/form-data')) {
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
      const value = form.get(CSRF_FIELD);
      return typeof value === 'string' ? value : null;
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * Says at start what an operator must act on about the TOTP secrets at rest (docs/decisions/042):
 * without TOTP_KEYS in production, secrets in clear or under an old key, secrets no key reads.
 */
async function tellTotpSecrets(office: BackOffice, log: FastifyBaseLogger): Promise<void> {
  const estado = await office.describeTotpSecrets();
  if (!estado.cifrado && process.env.NODE_ENV === 'production')
    log.warn(
      { emClaro: estado.emClaro },
      'TOTP_KEYS não definida: as chaves da verificação em duas etapas ficam em claro no banco (docs/operacao.md)',
    );
  if (estado.cifrado && estado.emClaro + estado.chaveAntiga > 0)
    log.warn(
      { emClaro: estado.emClaro, chaveAntiga: estado.chaveAntiga },
      'chaves da verificação em duas etapas fora da chave atual de TOTP_KEYS: rode npm run admin -- recifrar-segundo-fator',
    );
  if (estado.ilegiveis > 0)
    log.error(
      { contas: estado.ilegiveis },
      'chaves da verificação em duas etapas que nenhuma chave de TOTP_KEYS lê: essas contas só entram com um código de recuperação ou depois de um administrador refazer a verificação (docs/operacao.md)',
    );
}

export function createBackOfficeSite({ build, config, site }: BackOfficeContextOptions): FastifyPluginAsync {
  return async (context) => {
    const correio = config.smtpUrl ? correioSmtp(config.smtpUrl, config.smtpFrom) : null;
    // The address, never the URL (it may hold the SMTP password).
    const aoFalharEnvio = (err: unknown) =>
      context.log.warn({ motivo: err instanceof Error ? err.message : String(err) }, 'e-mail da área restrita não enviado');
    const office = new BackOffice({
      db: context.database.db,
      idleMinutes: config.adminIdleMinutes,
      absoluteHours: config.adminSessionHours,
      signInDelayMaxSeconds: config.signInDelayMaxSeconds,
      onSignIn: (step, outcome) => context.metrics.countSignIn(step, outcome),
      correio,
      aoFalharEnvio,
      totpKeys: config.totpKeys,
    });
    await tellTotpSecrets(office, context.log);
    // "Enviar para revisão" e-mails the editors when SMTP is set (docs/decisions/051); without it, the dashboard alone tells them.
    const avisoRevisao = correio ? new AvisoDeRevisao({ db: context.database.db, correio, siteUrl: config.siteUrl, aoFalharEnvio }) : null;
    const redacaoNoBanco = new Redacao(
      context.database.db,
      undefined,
      avisoRevisao ? (id, remetente) => avisoRevisao.avisar(id, remetente) : undefined,
    );
    const painel = new PainelDaRedacao({ db: context.database.db });
    // Previews render exactly as the public page: the body through the same pass as getNoticia's.
    const redacao: RedacaoPort = Object.assign(Object.create(redacaoNoBanco) as Redacao, {
      previa: async (...args: Parameters<Redacao['previa']>) => {
        const d = await redacaoNoBanco.previa(...args);
        return d && d !== 'proibido' ? readyToRender(d) : d;
      },
      previaPorLink: async (...args: Parameters<Redacao['previaPorLink']>) => {
        const d = await redacaoNoBanco.previaPorLink(...args);
        return d && readyToRender(d);
      },
    });
    const midia = new Midia({
      db: context.database.db,
      cotas: { autor: config.midiaQuotaAutorBytes, editor: config.midiaQuotaEditorBytes, administrador: config.midiaQuotaEditorBytes },
      envios: new LimiteDeEnvios({ porConta: config.uploadLimitPerAccount, total: config.uploadLimitMax }),
    });
    const auditoria = new Auditoria(context.database.db);
    const usuarios = new Usuarios({
      db: context.database.db,
      backOffice: office,
      correio,
      aoFalharEnvio,
    });
    const copia = new CopiaDeSeguranca(context.database.db);
    const conteudo = new Conteudos({ db: context.database.db });
    const siteOrigin = new URL(config.siteUrl).origin;
    // The editor's video preview reaches YouTube from here only (docs/decisions/054).
    const csp = buildPageCsp(site.publicApiUrl, { videoPreview: true });
    const handler = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
    const { createBackOfficeContext: createContextOfBuild } = build.entry.module as unknown as {
      createBackOfficeContext: typeof createBackOfficeContext;
    };
    if (typeof createContextOfBuild !== 'function')
      throw new Error('O build do site não exporta createBackOfficeContext (app/entry.server.tsx).');

    await registerHttpLayers(context, {
      hstsMaxAge: config.hstsMaxAge,
      notModifiedKeepsStoredPolicy: false,
      methodNotAllowedMessage: 'A área restrita aceita apenas GET e POST.',
      // The largest body any route here takes; each route has its own limit (below), and a form
      // POST outside the uploads' paths that announces more than FORM_BODY_LIMIT is refused first.
      postBodyLimit: UPLOAD_BODY_LIMIT,
    });
    await context.register(fastifyCookie);
    // Forms and React Router's submissions, kept as bytes: React Router reads them itself.
    context.removeAllContentTypeParsers();
    context.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json', 'text/plain'],
      { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    context.addContentTypeParser('*', (_request, _payload, done) => {
      const error = Object.assign(new Error('Tipo de conteúdo não aceito.'), { statusCode: 415 });
      done(error, undefined);
    });
    context.decorateRequest('backOfficeSession', null);

    // Sign-in attempts being answered at once (issue 25, item 5). Past ENTRADAS_EM_ANDAMENTO_MAX
    // a new one gets a short 503 here, before its body is read or a page rendered: in a flood from
    // many addresses the attempts' own rendering and database work, not only the password hash,
    // would take the cores from the public site.
    let entradasEmAndamento = 0;
    context.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      if (request.method === 'POST' && isSignInPath(request.url)) {
        if (entradasEmAndamento >= ENTRADAS_EM_ANDAMENTO_MAX) {
          context.metrics.countSignIn('senha', 'ocupado');
          return reply
            .code(503)
            .header('retry-after', String(SEGUNDOS_OCUPADO))
            .header('connection', 'close')
            .type('text/plain; charset=utf-8')
            .send(`O servidor está recebendo muitas tentativas de entrada agora. Aguarde ${SEGUNDOS_OCUPADO} segundos e tente de novo.`);
        }
        entradasEmAndamento += 1;
        let contada = true;
        const fim = () => {
          if (contada) entradasEmAndamento -= 1;
          contada = false;
        };
        reply.raw.once('finish', fim);
        reply.raw.once('close', fim);
      }
      if (request.method === 'POST') {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > FORM_BODY_LIMIT && !isUploadPath(request.url)) {
          return reply
            .code(413)
            .header('connection', 'close')
            .type('text/plain; charset=utf-8')
            .send(`Envio grande demais: o limite é de ${FORM_BODY_LIMIT / 1024} KB.`);
        }
        const fetchSite = request.headers['sec-fetch-site'];
        const origin = request.headers.origin;
        const sameSite =
          fetchSite !== undefined
            ? fetchSite === 'same-origin' || fetchSite === 'none'
            : origin === siteOrigin || origin === ownOrigin(request);
        if (!sameSite) {
          return reply.code(403).type('text/plain; charset=utf-8').send('Requisição recusada: ela não veio de uma página deste site.');
        }
      }
      // Over HTTPS only the __Host- cookie counts: a sibling subdomain or a plain-HTTP attacker can
      // set the unprefixed one (and plant their own session: login CSRF), never a __Host- one.
      const token = request.protocol === 'https' ? request.cookies[SECURE_SESSION_COOKIE] : request.cookies[SESSION_COOKIE];
      request.backOfficeSession = token ? await office.resolveSession(token) : null;
    });

    context.addHook('preHandler', async (request, reply) => {
      const session = request.backOfficeSession;
      if (request.method !== 'POST' || !session) return;
      const token = await csrfTokenOf(request);
      if (!token || !secretsMatch(token, session.csrf)) {
        return reply
          .code(403)
          .type('text/plain; charset=utf-8')
          .send('Requisição recusada: o formulário expirou ou não veio desta sessão. Volte à página e tente de novo.');
      }
    });

    async function render(request: FastifyRequest, reply: FastifyReply) {
      const secure = request.protocol === 'https';
      const cookieName = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
      const backOffice: BackOfficeValues = {
        port: office,
        redacao,
        painel,
        midia,
        auditoria,
        usuarios,
        conteudo,
        // Links sent by e-mail start with SITE_URL, never with the request's Host: a forged Host
        // must not turn a password-reset e-mail into a link to someone else's server.
        siteUrl: config.siteUrl,
        // Only a notice: the Host (forgeable) never goes into a link; it is shown back to whoever sent it.
        siteUrlAusente:
          config.siteUrlSet || ownOrigin(request) === siteOrigin ? null : { linksEm: siteOrigin, acessoEm: ownOrigin(request) },
        session: request.backOfficeSession,
        quem: quemDe(request),
        sessionCookie: (token) =>
          context.serializeCookie(cookieName, token ?? '', {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            secure,
            ...(token ? {} : { maxAge: 0 }),
          }),
        emailDeEntrada: EMAIL_LEMBRADO.test(request.cookies[EMAIL_COOKIE] ?? '') ? (request.cookies[EMAIL_COOKIE] ?? null) : null,
        emailDeEntradaCookie: (email) =>
          context.serializeCookie(EMAIL_COOKIE, email ?? '', {
            path: EMAIL_COOKIE_PATH,
            httpOnly: true,
            sameSite: 'lax',
            secure,
            maxAge: email ? 600 : 0,
          }),
      };
      const headers = toFetchHeaders(request);
      const body = request.method === 'POST' && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
      const nonce = createNonce();
      const res = await handler(
        // The address the browser used (React Router checks a POST's Origin against it); the path is
        // appended to it, never resolved against it. Nothing rendered here is cached.
        new Request(ownOrigin(request) + request.url, { method: request.method, headers, body }),
        createContextOfBuild({ ...site, nonce }, backOffice),
      );
      reply.code(res.status);
      for (const [k, v] of res.headers) {
        if (k === 'set-cookie' || k === 'cache-control' || k === 'content-length') continue;
        reply.header(k, v);
      }
      const cookies = res.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      // Only the preview may be framed, and only by this site (the side-by-side preview page, whose
      // frames are this site's: frame-src 'self' in the back office).
      const framed = request.url.startsWith('/admin/previa/');
      const base = csp([nonceSource(nonce)]).replace('frame-src ', "frame-src 'self' ");
      const policy = framed ? base.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : base;
      if (framed) reply.header('x-frame-options', 'SAMEORIGIN');
      reply.header('cache-control', 'no-store').header('content-security-policy', policy);
      return reply.send(Buffer.from(await res.arrayBuffer()));
    }

    // The backup download (docs/decisions/023-copia-de-seguranca.md): a GET that changes nothing but
    // the audit log. Without a session, to the sign-in page (back to /admin/copia); another role, 403.
    // No HEAD twin (it would audit a download that never happens), no compression (already gzip).
    context.route({
      method: 'GET',
      url: '/admin/copia/baixar',
      exposeHeadRoute: false,
      compress: false,
      handler: async (request, reply) => {
        const session = request.backOfficeSession;
        if (session?.etapa !== 'completa') return reply.redirect(`/admin/entrar?voltar=${encodeURIComponent('/admin/copia')}`, 302);
        const baixada = await copia.baixar(session, quemDe(request));
        if (baixada === 'proibido') {
          return reply.code(403).type('text/plain; charset=utf-8').send('Só administradores baixam a cópia de segurança.');
        }
        request.log.info({ arquivo: baixada.nome, usuario: session.usuario.id }, 'cópia de segurança: download começou');
        return reply
          .type('application/gzip')
          .header('content-disposition', `attachment; filename="${baixada.nome}"`)
          .header('cache-control', 'no-store')
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
          .send(baixada.arquivo);
      },
    });

    // The audit log as CSV (issue 12): the page's filters, streamed 500 events at a time, the
    // export itself recorded. Like the backup, answered here and not by React Router (which would
    // hold the whole answer in memory).
    context.route({
      method: 'GET',
      url: '/admin/auditoria/exportar',
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const session = request.backOfficeSession;
        if (session?.etapa !== 'completa') return reply.redirect(`/admin/entrar?voltar=${encodeURIComponent('/admin/auditoria')}`, 302);
        const { searchParams } = new URL(request.url, 'http://localhost');
        const csv = await auditoria.exportarCsv(session, lerFiltrosAuditoria(searchParams), quemDe(request));
        if (csv === 'proibido')
          return reply.code(403).type('text/plain; charset=utf-8').send('Só administradores leem o registro de auditoria.');
        const dia = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="auditoria-cosems-${dia}.csv"`)
          .header('cache-control', 'no-store')
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
          .send(csv);
      },
    });

    // PUT, PATCH and DELETE are routed here too, so that this context's request limits answer them
    // (405, Allow: GET, HEAD, POST) before any body is read, instead of the site's 404 handler.
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
    for (const url of ['/admin', '/admin/*', '/admin.data']) {
      context.route({ method: methods, url, bodyLimit: FORM_BODY_LIMIT, handler: render });
    }
    for (const area of UPLOAD_AREAS) {
      for (const url of [`/admin/${area}`, `/admin/${area}/*`, `/admin/${area}.data`]) {
        context.route({ method: methods, url, bodyLimit: UPLOAD_BODY_LIMIT, handler: render });
      }
    }
  };
}
