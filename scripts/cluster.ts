/**
 * npm run test:cluster — issue 13, part 2: a throwaway PostgreSQL, three app processes (the built
 * server: `npm run build` first) and Debian's nginx with the rules of deploy/nginx/cosems.conf
 * (adapted to loopback by scripts/lib/nginx-deploy.ts), then at least CLUSTER_SECONDS (30) of load
 * through nginx (autocannon, HTTPS) during which:
 *   publicacao — a news item published through the back office of process 1 shows through nginx
 *                within 2 s;
 *   processo   — process 2 is killed (SIGKILL) and started again: no request through nginx fails
 *                (nginx passes idempotent requests in flight to another process);
 *   banco      — PostgreSQL stops: the API answers 503 and pages the 500 page; it starts again and
 *                everything answers 200 with the same three processes (no restart);
 *   recuperado — the rest of the load: no request fails.
 * The processes run as the production roles do (docs/decisions/041): DATABASE_URL is a role that
 * owns nothing, DATABASE_OWNER_URL the owner that migrates at start; `auditoria` checks, after the
 * back-office sign-in, that the site's role cannot disable the audit's trigger nor delete, change
 * or truncate its rows, while the sign-in wrote them.
 * Before the load, `configuracao` checks the rules themselves: HTTP/2 over TLS, compressed answers
 * passed through, public answers cached (a page in brotli too, as a browser asks for it) and
 * private ones not, /admin never cached.
 * Prints requests per second through nginx and every error per phase; exit code 1 when a phase
 * fails. Not part of `npm test` (.ci/run runs it after). Ports 4773–4778 (CLUSTER_PORT_BASE).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { findNginx, type NginxProxy, runNginx } from '@cosems/test-support/nginx';
import {
  createOwnerAndSiteRoles,
  findPostgresBin,
  type PostgresServer,
  startPostgres,
  tryAuditTampering,
} from '@cosems/test-support/postgres-server';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { buildLoopbackNginxConfig, makeCertificate } from './lib/nginx-deploy.ts';

const base = Number(process.env.CLUSTER_PORT_BASE ?? 4773);
const APP_PORTS = [base, base + 1, base + 2];
const HTTPS_PORT = base + 3;
const HTTP_PORT = base + 4;
const PG_PORT = base + 5;
const LOAD_SECONDS = Number(process.env.CLUSTER_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.CLUSTER_CONNECTIONS ?? 16);
const EMAIL = 'cluster@cosems.example';
const SENHA = 'cavalo correto bateria grampo azul cluster';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Phases: every answer through nginx during the load is counted in the phase it ended in.

interface Phase {
  name: string;
  startedAt: number;
  endedAt: number;
  requests: number;
  /** "status 500", "ECONNRESET"... → how many. */
  errors: Map<string, number>;
  /** Errors are expected in this phase (the database is down): reported, not a failure. */
  errorsExpected: boolean;
  /** Why the phase failed (empty: it passed). */
  failures: string[];
  notes: string[];
}

const phases: Phase[] = [];
let current: Phase | null = null;

function beginPhase(name: string, errorsExpected = false): Phase {
  const now = Date.now();
  if (current) current.endedAt = now;
  current = { name, startedAt: now, endedAt: now, requests: 0, errors: new Map(), errorsExpected, failures: [], notes: [] };
  phases.push(current);
  return current;
}

function countError(key: string) {
  if (!current) return;
  current.errors.set(key, (current.errors.get(key) ?? 0) + 1);
}

// ---------------------------------------------------------------------------------------------
// HTTP through nginx (TLS with the certificate made for this run) and straight to a process.

let ca = '';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { ca, headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('tempo esgotado')));
    req.on('error', reject);
  });
}

function getHttp2(origin: string, pathname: string): Promise<{ status: number; protocol: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca });
    session.on('error', reject);
    const req = session.request({ ':path': pathname });
    req.on('response', (headers) => {
      const status = Number(headers[':status']);
      req.resume();
      req.on('end', () => {
        session.close();
        resolve({ status, protocol: session.alpnProtocol ?? '' });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A minimal cookie jar for one back-office session on one process (plain HTTP on loopback). */
class BackOfficeClient {
  private cookies = new Map<string, string>();
  constructor(readonly origin: string) {}

  async request(pathname: string, form?: Record<string, string>): Promise<Response> {
    const res = await fetch(this.origin + pathname, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'sec-fetch-site': 'same-origin',
        origin: this.origin,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';', 1);
      const eq = (pair ?? '').indexOf('=');
      if (eq > 0) this.cookies.set((pair as string).slice(0, eq), (pair as string).slice(eq + 1));
    }
    return res;
  }

  async html(pathname: string): Promise<string> {
    const res = await this.request(pathname);
    if (res.status !== 200) throw new Error(`GET ${pathname} respondeu ${res.status}`);
    return res.text();
  }
}

const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** RFC 6238 (SHA-1, 6 digits, 30 s), written here so the test does not borrow the product's. */
function totp(base32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of base32) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = crypto.createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function signIn(client: BackOfficeClient): Promise<string> {
  const r1 = await client.request('/admin/entrar', { email: EMAIL, senha: SENHA });
  const next = new URL(r1.headers.get('location') ?? '/admin/entrar/configurar', client.origin);
  const setup = r1.status === 200 ? await r1.text() : await client.html(next.pathname + next.search);
  const key = (/<code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(setup)?.[1] ?? '').replace(/\s+/g, '');
  if (!/^[A-Z2-7]{32}$/.test(key)) throw new Error(`entrada: chave do segundo fator não encontrada (${r1.status})`);
  const r2 = await client.request('/admin/entrar/configurar', { _csrf: csrfOf(setup), codigo: totp(key) });
  if (r2.status >= 400) throw new Error(`entrada: segundo fator recusado (${r2.status})`);
  return csrfOf(await client.html('/admin/noticias'));
}

// ---------------------------------------------------------------------------------------------

function appEnv(databaseUrl: string, ownerUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATABASE_OWNER_URL: ownerUrl,
    TRUST_PROXY: '127.0.0.1',
    // The load comes from one address: nginx's limit is raised for it and the apps' are off.
    RATE_LIMIT_MAX: '0',
    RENDER_LIMIT_MAX: '0',
    HSTS_MAX_AGE: '0',
    SITE_URL: `https://127.0.0.1:${HTTPS_PORT}`,
    DB_POOL_MAX: '8',
  };
}

function createAccount(databaseUrl: string) {
  const built = path.join(REPO_ROOT, 'packages/admin/build/cli.js');
  const args = fs.existsSync(built) ? [built] : ['--import', 'tsx', path.join(REPO_ROOT, 'packages/admin/src/cli.ts')];
  execFileSync(process.execPath, [...args, 'criar-usuario', '--email', EMAIL, '--nome', 'Teste do cluster', '--papel', 'editor'], {
    input: `${SENHA}\n`,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

async function waitFor(limitMs: number, intervalMs: number, check: () => Promise<boolean>): Promise<number | null> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    try {
      if (await check()) return Date.now() - start;
    } catch {
      // not yet
    }
    await sleep(intervalMs);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

if (!findPostgresBin() || !findNginx()) {
  console.error('test:cluster precisa do PostgreSQL e do nginx do Debian (postgresql postgresql-contrib nginx-light): .ci/run os instala.');
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-cluster-'));
let database: PostgresServer | null = null;
const sites: SiteProcess[] = [];
let nginx: NginxProxy | null = null;
let nginxDir = '';
/** The server's own error log (deploy/nginx/cosems.conf names it), where upstream failures go. */
const readNginxLog = () => {
  const file = path.join(nginxDir, 'cosems.error.log');
  return nginxDir && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};
let failed = false;
const startedAt = Date.now();

async function cleanUp() {
  await nginx?.stop().catch(() => {});
  await Promise.all(sites.map((s) => s.stop().catch(() => {})));
  try {
    database?.remove();
  } catch {
    // already gone
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.once('SIGINT', () => {
  void cleanUp().then(() => process.exit(130));
});

try {
  console.log(`PostgreSQL na porta ${PG_PORT}, processos em ${APP_PORTS.join(', ')}, nginx em https://127.0.0.1:${HTTPS_PORT}`);
  database = await startPostgres({ port: PG_PORT });
  if (!database) throw new Error('PostgreSQL não subiu');
  // As in deploy/: the owner role migrates, the site's role owns nothing.
  const { ownerUrl, appUrl: databaseUrl } = await createOwnerAndSiteRoles(database.url, {
    database: 'cosems',
    owner: 'cosems',
    app: 'cosems_site',
  });
  const env = appEnv(databaseUrl, ownerUrl);
  // The first process migrates and loads the demonstration; the others find it done.
  const first = await startSite({ port: APP_PORTS[0], env });
  sites.push(first);
  await first.waitUntilReady(120_000);
  createAccount(databaseUrl);
  for (const port of APP_PORTS.slice(1)) sites.push(await startSite({ port, env }));
  await Promise.all(sites.map((s) => s.waitUntilReady(120_000)));

  ca = makeCertificate(tmp);
  nginx = await runNginx(HTTPS_PORT, (dir) => {
    nginxDir = dir;
    fs.copyFileSync(path.join(tmp, 'cert.pem'), path.join(dir, 'cert.pem'));
    fs.copyFileSync(path.join(tmp, 'key.pem'), path.join(dir, 'key.pem'));
    return buildLoopbackNginxConfig({ dir, appPorts: APP_PORTS, httpsPort: HTTPS_PORT, httpPort: HTTP_PORT, rate: 1_000_000 });
  });
  if (!nginx) throw new Error('nginx não encontrado');
  const front = `https://127.0.0.1:${HTTPS_PORT}`;

  // --- configuracao: the rules, before the load ------------------------------------------------
  {
    const phase = beginPhase('configuracao');
    const check = (ok: boolean, what: string) => {
      if (!ok) phase.failures.push(what);
    };
    const h2 = await getHttp2(front, '/');
    check(h2.status === 200 && h2.protocol === 'h2', `HTTP/2 sobre TLS: status ${h2.status}, protocolo ${h2.protocol}`);
    const redirect = await fetch(`http://127.0.0.1:${HTTP_PORT}/noticias?x=1`, { redirect: 'manual' });
    check(redirect.status === 301, `http → https: ${redirect.status}`);
    const apiPath = `/api/noticia/page/1?cluster=${Date.now()}`;
    const a1 = await get(front + apiPath, { 'accept-encoding': 'br' });
    const a2 = await get(front + apiPath, { 'accept-encoding': 'gzip, deflate, br' });
    // A request with a back-office session cookie neither reads nor fills the cache.
    const withSession = await get(front + apiPath, { 'accept-encoding': 'br', cookie: 'cosems-contraste=1; __Host-cosems-sessao=abc' });
    check(withSession.headers['x-cache'] === 'BYPASS', `pedido com cookie de sessão fora do cache: ${withSession.headers['x-cache']}`);
    const withOtherCookie = await get(front + apiPath, { 'accept-encoding': 'br', cookie: 'cosems-contraste=1' });
    check(withOtherCookie.headers['x-cache'] === 'HIT', `outro cookie não desvia o cache: ${withOtherCookie.headers['x-cache']}`);
    check(a1.headers['content-encoding'] === 'br', `API comprimida pelo app e passada adiante: ${a1.headers['content-encoding']}`);
    check(
      a1.headers['x-cache'] === 'MISS' && a2.headers['x-cache'] === 'HIT',
      `API pública no cache do nginx: ${a1.headers['x-cache']}, ${a2.headers['x-cache']}`,
    );
    // Pages follow their Cache-Control: private (a nonce per answer) never stored; public kept 1 s.
    const p1 = await get(`${front}/`);
    const p2 = await get(`${front}/`);
    const pagePrivate = /private|no-store|no-cache/.test(String(p1.headers['cache-control']));
    check(
      p1.status === 200 && (pagePrivate ? p2.headers['x-cache'] !== 'HIT' : p2.headers['x-cache'] === 'HIT'),
      `página com Cache-Control "${p1.headers['cache-control']}": X-Cache ${p2.headers['x-cache']}`,
    );
    // As a browser asks: the compressed copy is kept too.
    const pb1 = await get(`${front}/lista-noticias`, { 'accept-encoding': 'br' });
    const pb2 = await get(`${front}/lista-noticias`, { 'accept-encoding': 'gzip, deflate, br' });
    check(
      pb1.headers['content-encoding'] === 'br' && pb2.headers['content-encoding'] === 'br' && pb2.headers['x-cache'] === 'HIT',
      `página em br no cache do nginx: ${pb1.headers['content-encoding']} ${pb1.headers['x-cache']}→${pb2.headers['x-cache']}`,
    );
    // The ceiling: an API answer (max-age=60 from the app) is fetched again after 1 to 2 s.
    await sleep(2100);
    const a3 = await get(front + apiPath, { 'accept-encoding': 'br' });
    check(a3.headers['x-cache'] !== 'HIT', `API guardada no máximo 1 s no nginx: X-Cache ${a3.headers['x-cache']} depois de 2,1 s`);
    const adm1 = await get(`${front}/admin/entrar`);
    const adm2 = await get(`${front}/admin/entrar`);
    check(
      adm2.headers['x-cache'] === undefined || adm2.headers['x-cache'] === '',
      `/admin fora do cache: X-Cache ${String(adm2.headers['x-cache'])}`,
    );
    check(String(adm1.headers['cache-control']).includes('no-store'), `/admin com no-store: ${adm1.headers['cache-control']}`);
    phase.notes.push(
      `HTTP/2 ${h2.protocol}; API ${a1.headers['content-encoding']} ${a1.headers['x-cache']}→${a2.headers['x-cache']}→${a3.headers['x-cache']} (2,1 s); página "${p1.headers['cache-control']}" ${p1.headers['x-cache']}→${p2.headers['x-cache']}`,
    );
  }

  // The back-office session and the draft exist before the load; the load publishes.
  const editor = new BackOfficeClient(first.url);
  const csrf = await signIn(editor);
  const createDraft = async () => {
    // "Nova notícia": the draft is created by its first save (issue 27, item 6).
    const created = await editor.request('/admin/noticias/nova', { _csrf: csrf, intent: 'salvar', versao: '0' });
    const draft = Number(/\/admin\/noticias\/(\d+)/.exec(created.headers.get('location') ?? '')?.[1]);
    if (!Number.isInteger(draft) || draft <= 0) throw new Error(`rascunho não criado (${created.status})`);
    const version = /name="versao" value="(\d+)"/.exec(await editor.html(`/admin/noticias/${draft}`))?.[1] ?? '';
    return { draft, version };
  };
  const { draft: id, version: versao } = await createDraft();
  const scheduled = await createDraft();

  // --- auditoria: the site's role against its own audit log (issue 25, item 9) -------------------
  {
    const phase = beginPhase('auditoria');
    const { results, rows } = await tryAuditTampering(databaseUrl);
    for (const r of results) if (r.code !== '42501') phase.failures.push(`"${r.statement}" como o usuário do site: ${r.code || 'aceito'}`);
    if (rows === 0) phase.failures.push('a entrada na área restrita não gravou a auditoria');
    phase.notes.push(
      `como cosems_site: ${results.map((r) => `${r.statement.split(' ')[0]?.toUpperCase()} ${r.code || 'aceito'}`).join(', ')}; ${rows} linhas de auditoria, criadas pela entrada`,
    );
  }

  // --- the load ---------------------------------------------------------------------------------
  const pages = ['/', '/lista-noticias', '/api/noticia/page/1', '/api/noticia/page/2', '/equipe', '/api/regioes'];
  beginPhase('aquecimento');
  let resolveLoad: (result: autocannon.Result) => void = () => {};
  const loadDone = new Promise<autocannon.Result>((resolve) => {
    resolveLoad = resolve;
  });
  const load = autocannon(
    {
      url: front,
      connections: CONNECTIONS,
      duration: 600,
      timeout: 10,
      requests: pages.map((p) => ({ method: 'GET', path: p })),
    },
    (err, result) => {
      if (err) console.error('autocannon:', err);
      resolveLoad(result);
    },
  );
  load.on('response', (_client: unknown, statusCode: number) => {
    if (!current) return;
    current.requests++;
    if (statusCode >= 400) countError(`status ${statusCode}`);
  });
  load.on('reqError', (err: Error & { code?: string }) => {
    if (current) current.requests++;
    countError(err.code ?? err.message);
  });
  const loadStart = Date.now();
  await sleep(3000);

  // --- publicacao -------------------------------------------------------------------------------
  {
    const phase = beginPhase('publicacao');
    const titulo = `Publicado no cluster ${crypto.randomBytes(4).toString('hex')}`;
    const r = await editor.request(`/admin/noticias/${id}`, { _csrf: csrf, intent: 'publicar', versao, titulo });
    const since = Date.now();
    if (r.status !== 302) phase.failures.push(`publicar respondeu ${r.status}`);
    const seen = await waitFor(5000, 50, async () => (await get(`${front}/noticia/${id}`)).body.includes(titulo));
    const seenHome = await waitFor(5000, 50, async () => (await get(`${front}/`)).body.includes(titulo));
    if (seen === null || Date.now() - since > 5000) phase.failures.push('a notícia não apareceu pelo nginx em 5 s');
    phase.notes.push(
      `publicada no processo 1 (${first.port}); visível pelo nginx em /noticia/${id} em ${seen ?? '—'} ms, na home em ${seenHome === null ? '—' : (seen ?? 0) + seenHome} ms`,
    );
    if (seen !== null && seen > 2000) phase.failures.push(`visível só em ${seen} ms (limite 2 000 ms)`);
    await sleep(1000);
  }

  // --- agendamento: an item scheduled a few seconds ahead appears on every process at its time --
  {
    const phase = beginPhase('agendamento');
    const titulo = `Agendado no cluster ${crypto.randomBytes(4).toString('hex')}`;
    const moment = Math.ceil((Date.now() + 4000) / 1000) * 1000;
    // The form's field: Brasília time (UTC−3), to the second.
    const local = new Date(moment - 3 * 3_600_000).toISOString().slice(0, 19);
    const r = await editor.request(`/admin/noticias/${scheduled.draft}`, {
      _csrf: csrf,
      intent: 'publicar',
      versao: scheduled.version,
      titulo,
      dataPublicacao: local,
      despublicarEm: '',
    });
    if (r.status !== 302) phase.failures.push(`agendar respondeu ${r.status}`);
    // Every process answers (and caches) the item's page before its time: not found.
    for (const s of sites) {
      const before = await fetch(`${s.url}/noticia/${scheduled.draft}`);
      await before.arrayBuffer();
      if (before.status !== 404) phase.failures.push(`processo ${s.port}: ${before.status} antes da hora (esperado 404)`);
    }
    const delays = await Promise.all(
      sites.map(async (s) => {
        await sleep(Math.max(0, moment - Date.now() - 500));
        const seen = await waitFor(5000, 50, async () =>
          (await (await fetch(`${s.url}/noticia/${scheduled.draft}`)).text()).includes(titulo),
        );
        return seen === null ? null : Date.now() - moment;
      }),
    );
    phase.notes.push(
      `agendada para daqui a ~4 s; visível em cada processo ${delays.map((d) => (d === null ? '—' : `${d} ms`)).join(', ')} depois da hora`,
    );
    for (const [i, d] of delays.entries()) {
      if (d !== null && d < 0) phase.failures.push(`processo ${sites[i]?.port}: a notícia apareceu antes da hora`);
      if (d === null || d > 2000) phase.failures.push(`processo ${sites[i]?.port}: a notícia agendada não apareceu até 2 s depois da hora`);
    }
    const front404 = await get(`${front}/noticia/${scheduled.draft}`);
    if (!front404.body.includes(titulo)) phase.failures.push('a notícia agendada não aparece pelo nginx');
  }

  // --- processo ---------------------------------------------------------------------------------
  {
    const phase = beginPhase('processo');
    const victim = sites[1] as SiteProcess;
    victim.child.kill('SIGKILL');
    await victim.exited;
    await sleep(2000);
    const again = await startSite({ port: victim.port, env });
    sites[1] = again;
    const readyIn = await again.waitUntilReady(60_000);
    await sleep(2000);
    phase.notes.push(`processo 2 (${victim.port}) morto com SIGKILL, religado 2 s depois, pronto em ${readyIn} ms`);
  }

  // --- banco ------------------------------------------------------------------------------------
  {
    const phase = beginPhase('banco', true);
    const pids = sites.map((s) => s.pid);
    database.stop('fast');
    const downAt = Date.now();
    let api503 = false;
    let page500 = false;
    const seenDown = await waitFor(8000, 100, async () => {
      const n = `${Date.now()}${Math.random()}`;
      const a = await get(`${front}/api/noticia/page/1?fora=${n}`);
      const p = await get(`${front}/noticia/${id}`);
      api503 ||= a.status === 503 && a.body.includes('"statusCode":503');
      page500 ||= p.status === 500 && p.body.includes('Erro Interno 500');
      return api503 && page500;
    });
    if (!api503) phase.failures.push('a API não respondeu 503 com o banco fora do ar');
    if (!page500) phase.failures.push('as páginas não mostraram a página 500 com o banco fora do ar');
    await sleep(Math.max(0, 3000 - (Date.now() - downAt)));
    database.start();
    const upAt = Date.now();
    // Recovered: every process answers the API and a page again (each is asked directly, so that
    // none is left failing into the next phase).
    const recovered = await waitFor(20_000, 100, async () => {
      const answers = await Promise.all(
        sites.flatMap((s) =>
          [fetch(`${s.url}/api/noticia/page/1`), fetch(`${s.url}/noticia/${id}`)].map((r) =>
            r.then(async (x) => {
              await x.arrayBuffer();
              return x.status;
            }),
          ),
        ),
      );
      return answers.every((status) => status === 200);
    });
    if (recovered === null) phase.failures.push('API e páginas não voltaram a 200 em 20 s depois de religar o PostgreSQL');
    const samePids = sites.every((s, i) => s.pid === pids[i] && s.isAlive());
    if (!samePids) phase.failures.push('algum processo saiu ou foi reiniciado');
    phase.notes.push(
      `banco fora por ${upAt - downAt} ms; 503/500 vistos em ${seenDown ?? '—'} ms; tudo 200 ${recovered ?? '—'} ms depois de religar; mesmos processos: ${samePids ? 'sim' : 'não'}`,
    );
    // A change made after the outage shows too: nothing stale stayed in the caches.
    await sleep(1000);
  }

  // --- recuperado -------------------------------------------------------------------------------
  beginPhase('recuperado');
  const rest = LOAD_SECONDS * 1000 - (Date.now() - loadStart);
  await sleep(Math.max(5000, rest));
  load.stop();
  const result = await loadDone;
  const last = phases[phases.length - 1];
  if (last) last.endedAt = Date.now();
  const loadMs = Date.now() - loadStart;

  // --- report -----------------------------------------------------------------------------------
  console.log(`\nCarga pelo nginx: ${CONNECTIONS} conexões, ${(loadMs / 1000).toFixed(1)} s, ${pages.length} endereços em rodízio`);
  console.log(
    `Total: ${result.requests.total} requisições, ${(result.requests.total / (loadMs / 1000)).toFixed(0)} req/s; latência p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log('\nfase          duração   requisições   req/s   erros');
  for (const p of phases) {
    const seconds = (p.endedAt - p.startedAt) / 1000;
    const errors = [...p.errors].map(([k, v]) => `${k}: ${v}`).join(', ') || 'nenhum';
    const rps = p.name === 'configuracao' || p.name === 'auditoria' ? '—' : (p.requests / Math.max(seconds, 0.001)).toFixed(0);
    console.log(
      `${p.name.padEnd(13)} ${seconds.toFixed(1).padStart(6)} s ${String(p.requests).padStart(12)} ${rps.padStart(7)}   ${errors}`,
    );
    for (const note of p.notes) console.log(`              ${note}`);
    const errorCount = [...p.errors.values()].reduce((a, b) => a + b, 0);
    if (!p.errorsExpected && errorCount > 0) p.failures.push(`${errorCount} requisições falharam`);
    // With the database down, only the app's own answers are expected: 500 pages and 503 API.
    const unexpected = [...p.errors.keys()].filter((k) => k !== 'status 500' && k !== 'status 503');
    if (p.errorsExpected && unexpected.length > 0) p.failures.push(`erros além de 500/503: ${unexpected.join(', ')}`);
    for (const f of p.failures) console.log(`              FALHOU: ${f}`);
    if (p.failures.length > 0) failed = true;
  }
  const log = `${nginx.errorLog()}${readNginxLog()}`.trim().split('\n').filter(Boolean);
  console.log(`\nLog de erros do nginx: ${log.length} linhas${log.length ? `; as últimas:\n${log.slice(-5).join('\n')}` : ''}`);
  console.log(`\n${failed ? 'test:cluster FALHOU' : 'test:cluster passou'} em ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
} catch (err) {
  failed = true;
  console.error('test:cluster FALHOU:', err);
  for (const [i, s] of sites.entries()) console.error(`--- processo ${i + 1} (${s.port}):\n${s.output().slice(-3000)}`);
  if (nginx) console.error(`--- nginx:\n${nginx.errorLog().slice(-1500)}${readNginxLog().slice(-1500)}`);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
