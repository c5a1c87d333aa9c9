/**
 * `npm run lighthouse`: Lighthouse (mobile profile: a mid-range phone on slow 4G, simulated) on
 * the home page, the news list and a news item, with the system Chromium. Starts the built site
 * (`npm run build` first; WEB_BUILD_DIR picks another build) on a fresh embedded database with the
 * demo content, and prints the four category scores of each page.
 *
 * Each page is audited twice and the second run is reported: the first fills what a site that has
 * been running for a minute already holds (image variants on disk, the answer cache), so the
 * scores describe the site as visitors meet it, not its first request after a restart.
 *
 * CHROMIUM_PATH overrides /usr/bin/chromium. LIGHTHOUSE_REPORT_DIR (default .tmp/lighthouse, which
 * git ignores) receives one HTML report per page. Exits 1 when a page is below the targets
 * (Performance 95, the others 100).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, launchSite, REPO_ROOT } from '@cosems/test-support/site-process';
import { describeMachine, MEASURE_ENV, measurePort } from './lib/measure.ts';

const CATEGORIAS = [
  { id: 'performance', nome: 'Performance', meta: 95 },
  { id: 'accessibility', nome: 'Acessibilidade', meta: 100 },
  { id: 'best-practices', nome: 'Boas práticas', meta: 100 },
  { id: 'seo', nome: 'SEO', meta: 100 },
] as const;

const METRICAS = [
  { id: 'largest-contentful-paint', nome: 'LCP' },
  { id: 'total-blocking-time', nome: 'TBT' },
  { id: 'cumulative-layout-shift', nome: 'CLS' },
] as const;

interface Resultado {
  pagina: string;
  notas: number[];
  metricas: string[];
  /** Scored audits that did not pass, per category below its target. */
  falhas: string[];
}

/** A news item whose body has an image, so that the page's main image is measured too. */
async function noticiaComImagem(url: string): Promise<number> {
  const pagina = (await (await fetch(`${url}/api/noticia/page/1`)).json()) as { notices: { rows: { id: number }[] } };
  for (const { id } of pagina.notices.rows) {
    const noticia = (await (await fetch(`${url}/api/noticia/${id}`)).json()) as { data: { response: { conteudo: string } } };
    if (noticia.data.response.conteudo.includes('<img')) return id;
  }
  const primeira = pagina.notices.rows[0];
  if (!primeira) throw new Error('o conteúdo de demonstração não tem notícias');
  return primeira.id;
}

async function auditar(url: string, porta: number, dirRelatorios: string, nome: string): Promise<Resultado> {
  const opcoes = { port: porta, logLevel: 'error' as const, output: 'html' as const, onlyCategories: CATEGORIAS.map((c) => c.id) };
  await lighthouse(url, opcoes);
  const execucao = await lighthouse(url, opcoes);
  if (!execucao) throw new Error(`o Lighthouse não devolveu resultado para ${url}`);
  const { lhr, report } = execucao;
  fs.writeFileSync(path.join(dirRelatorios, `${nome}.html`), Array.isArray(report) ? report.join('') : report);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const notas = CATEGORIAS.map((c) => Math.round((lhr.categories[c.id]?.score ?? 0) * 100));
  const falhas = CATEGORIAS.flatMap((c, i) => {
    if ((notas[i] ?? 0) >= c.meta) return [];
    return (lhr.categories[c.id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c.nome}: ${lhr.audits[ref.id]?.title} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`);
  });
  const metricas = METRICAS.map((m) => lhr.audits[m.id]?.displayValue ?? '?');
  return { pagina: new URL(url).pathname, notas, metricas, falhas };
}

function tabela(resultados: Resultado[]): string {
  const cabecalho = ['página', ...CATEGORIAS.map((c) => c.nome), ...METRICAS.map((m) => m.nome)];
  const linhas = resultados.map((r) => [r.pagina, ...r.notas.map(String), ...r.metricas]);
  const larguras = cabecalho.map((_, i) => Math.max(...[cabecalho, ...linhas].map((l) => (l[i] ?? '').length)));
  const formatar = (l: string[]) => l.map((v, i) => (i === 0 ? v.padEnd(larguras[i] ?? 0) : v.padStart(larguras[i] ?? 0))).join('  ');
  return [formatar(cabecalho), ...linhas.map(formatar)].join('\n');
}

async function main() {
  const dirRelatorios = path.resolve(REPO_ROOT, process.env.LIGHTHOUSE_REPORT_DIR ?? '.tmp/lighthouse');
  fs.mkdirSync(dirRelatorios, { recursive: true });
  // The site's canonical addresses must name the host Lighthouse visits (SEO audits compare them).
  const porta = measurePort() ?? (await freePort());
  const servidor = await launchSite({ env: { ...MEASURE_ENV, SITE_URL: `http://127.0.0.1:${porta}` }, port: porta, output: 'inherit' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const id = await noticiaComImagem(servidor.url);
    const paginas = [
      { nome: 'home', url: `${servidor.url}/` },
      { nome: 'lista-noticias', url: `${servidor.url}/lista-noticias` },
      { nome: `noticia-${id}`, url: `${servidor.url}/noticia/${id}` },
    ];
    const resultados: Resultado[] = [];
    for (const p of paginas) resultados.push(await auditar(p.url, chrome.port, dirRelatorios, p.nome));
    console.log(`\nLighthouse ${lighthouseVersao()} (perfil móvel) — ${describeMachine()}\n`);
    console.log(tabela(resultados));
    const falhas = resultados.flatMap((r) => r.falhas.map((f) => `${r.pagina} — ${f}`));
    if (falhas.length > 0) {
      console.log(`\nAbaixo da meta (Performance ${CATEGORIAS[0].meta}, demais 100):\n${falhas.map((f) => `  ${f}`).join('\n')}`);
      process.exitCode = 1;
    }
    console.log(`\nRelatórios: ${path.relative(process.cwd(), dirRelatorios) || '.'}/*.html`);
  } finally {
    await chrome.kill();
    await servidor.stop();
  }
}

function lighthouseVersao(): string {
  const pacote = path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'package.json');
  return (JSON.parse(fs.readFileSync(pacote, 'utf8')) as { version: string }).version;
}

await main();
