/**
 * The page-route fuzz's requests (fuzz-pages.spec.ts): a seeded sequence over every route of
 * apps/web/app/routes.ts, and a raw HTTP client that sends each path verbatim. Kept apart from the
 * spec so that a failing sequence can be replayed from a plain script.
 */
import http from 'node:http';
import { HOSTILE_PATHS, HOSTILE_QUERIES, toRequestLine, prng, createPicker } from '@cosems/test-support/fuzz';

/** Requests in flight at once (keep-alive connections). */
export const CONCURRENCY = 4;

/** Every route of apps/web/app/routes.ts, with {x} where a hostile value goes. */
export const FUZZ_ROUTES = [
  '/',
  '/equipe',
  '/diretoria',
  '/missao-valores',
  '/estatuto',
  '/institucional',
  '/lista-noticias',
  '/lista-noticias/{x}',
  '/lista-noticias?page={x}',
  '/lista-noticias/{x}?page={x}',
  '/noticia/{x}',
  '/publicacoes',
  '/juridico/{x}',
  '/secretarios',
  '/presidentes',
  '/pesquisa/{x}',
  '/pesquisa?q={x}',
  '/pesquisa/{x}?page={x}',
  '/apoiadores',
  '/CosemsRegional/{x}',
  '/cosems-regional/{x}',
  '/404',
  '/acessibilidade',
  '/sitemap.xml',
  '/robots.txt',
  '/rss.xml',
  '/atom.xml',
  // The catch-all (redirect to /404) and malformed shapes of the routes above.
  '/{x}',
  '/{x}/{x}',
  '/noticia/{x}/{x}',
  '//noticia//{x}',
  '/noticia/1/../../{x}',
  '/{x}/../noticia/1',
  '/lista-noticias//{x}//',
  // React Router's single-fetch data requests and lazy route discovery.
  '/noticia/{x}.data',
  '/{x}.data',
  '/_root.data?_routes={x}',
  '/lista-noticias.data?page={x}',
  '/__manifest?p={x}&version={x}',
  '/__manifest?p=/noticia/{x}',
  // Static files beside the pages.
  '/assets/{x}',
  '/favicon.ico?{x}',
];

/** Headers a hostile client sends along; most requests carry none of them. */
const CABECALHOS: Record<string, string>[] = [
  { 'if-none-match': '"x", W/"y", *' },
  { 'if-modified-since': 'ontem' },
  { 'accept-encoding': 'br;q=2, gzip;q=-1, *' },
  { accept: 'application/json' },
  { accept: 'text/x-component' },
  { 'accept-language': `pt-BR,${'x;q=0.1,'.repeat(200)}` },
  { cookie: `a=${'b'.repeat(4000)}` },
  { range: 'bytes=-1-999999999999' },
  { 'x-request-id': '../../etc/passwd' },
  { 'x-forwarded-host': 'evil.example' },
  { 'x-cosems-internal': 'adivinhado' },
];

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
}

export interface FuzzResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Sent on a connection of its own (see enviar). */
  conexaoPropria: boolean;
}

/** Past Node's limit on the request head (16 KB): the server answers 431 and closes the connection. */
const CABECA_GRANDE = 12 * 1024;

export function generateRequests(total: number, semente: number): FuzzRequest[] {
  const random = prng(semente);
  const { pick, valor } = createPicker(random);
  const pedidos: FuzzRequest[] = [];
  for (let i = 0; i < total; i++) {
    const rota = pick(FUZZ_ROUTES);
    let path = rota.replaceAll('{x}', () => {
      const v = random() < 0.15 ? pick(HOSTILE_PATHS) : valor();
      return random() < 0.5 ? encodeURIComponent(v) : v;
    });
    // Routes without a parameter get their hostility from the query string; the others sometimes.
    if (!rota.includes('{x}') || random() < 0.25) {
      const q = pick(HOSTILE_QUERIES);
      path += path.includes('?') ? `&${q.slice(1)}` : q;
    }
    const r = random();
    const method = r < 0.88 ? 'GET' : r < 0.94 ? 'HEAD' : pick(['POST', 'OPTIONS', 'PUT', 'DELETE', 'PROPFIND']);
    pedidos.push({ method, path: toRequestLine(path), headers: random() < 0.15 ? pick(CABECALHOS) : {} });
  }
  return pedidos;
}

/**
 * Sends one request with its path as given. A request whose head is larger than the server takes
 * goes on a connection of its own: the server answers and closes, and Node's client would otherwise
 * hand that closing connection to the next request (the answer's own Connection header is checked
 * by docs/produto.md instead).
 */
export function sendRequest(agente: http.Agent, base: URL, { method, path, headers }: FuzzRequest): Promise<FuzzResponse> {
  const tamanho = path.length + Object.entries(headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
  const conexaoPropria = tamanho > CABECA_GRANDE;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method, path, headers, agent: conexaoPropria ? false : agente, timeout: 10_000 },
      (res) => {
        const partes: Buffer[] = [];
        let lido = 0;
        res.on('data', (d: Buffer) => {
          // Only the start of a body is inspected; the rest is read and dropped.
          if (lido < 256 * 1024) partes.push(d);
          lido += d.length;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(partes).toString('utf8'), conexaoPropria }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('sem resposta em 10 s')));
    req.on('error', reject);
    req.end();
  });
}
