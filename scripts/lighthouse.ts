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

const CATEGORIES = [
  { id: 'performance', nome: 'Performance', meta: 95 },
  { id: 'accessibility', nome: 'Acessibilidade', meta: 100 },
  { id: 'best-practices', nome: 'Boas práticas', meta: 100 },
  { id: 'seo', nome: 'SEO', meta: 100 },
] as const;

const METRICS = [
  { id: 'largest-contentful-paint', nome: 'LCP' },
  { id: 'total-blocking-time', nome: 'TBT' },
  { id: 'cumulative-layout-shift', nome: 'CLS' },
] as const;

interface AuditResult {
  pagina: string;
  notas: number[];
  metricas: string[];
  /** Scored audits that did not pass, per category below its target. */
  falhas: string[];
}

/** A news item whose body has an image, so that the page's main image is measured too. */
async function findNoticiaWithImage(url: string): Promise<number> {
  const page = (await (await fetch(`${url}/api/noticia/page/1`)).json()) as { notices: { rows: { id: number }[] } };
  for (const { id } of page.notices.rows) {
    const noticia = (await (await fetch(`${url}/api/noticia/${id}`)).json()) as { data: { response: { conteudo: string } } };
    if (noticia.data.response.conteudo.includes('<img')) return id;
  }
  const first = page.notices.rows[0];
  if (!first) throw new Error('o conteúdo de demonstração não tem notícias');
  return first.id;
}

async function audit(url: string, port: number, reportDir: string, nome: string): Promise<AuditResult> {
  const options = { port: port, logLevel: 'error' as const, output: 'html' as const, onlyCategories: CATEGORIES.map((c) => c.id) };
  await lighthouse(url, options);
  const run = await lighthouse(url, options);
  if (!run) throw new Error(`o Lighthouse não devolveu resultado para ${url}`);
  const { lhr, report } = run;
  fs.writeFileSync(path.join(reportDir, `${nome}.html`), Array.isArray(report) ? report.join('') : report);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c.id]?.score ?? 0) * 100));
  const failures = CATEGORIES.flatMap((c, i) => {
    if ((scores[i] ?? 0) >= c.meta) return [];
    return (lhr.categories[c.id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c.nome}: ${lhr.audits[ref.id]?.title} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`);
  });
  const metrics = METRICS.map((m) => lhr.audits[m.id]?.displayValue ?? '?');
  return { pagina: new URL(url).pathname, notas: scores, metricas: metrics, falhas: failures };
}

function renderTable(results: AuditResult[]): string {
  const header = ['página', ...CATEGORIES.map((c) => c.nome), ...METRICS.map((m) => m.nome)];
  const rows = results.map((r) => [r.pagina, ...r.notas.map(String), ...r.metricas]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((l) => (l[i] ?? '').length)));
  const format = (l: string[]) => l.map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join('  ');
  return [format(header), ...rows.map(format)].join('\n');
}

async function main() {
  const reportDir = path.resolve(REPO_ROOT, process.env.LIGHTHOUSE_REPORT_DIR ?? '.tmp/lighthouse');
  fs.mkdirSync(reportDir, { recursive: true });
  // The site's canonical addresses must name the host Lighthouse visits (SEO audits compare them).
  const port = measurePort() ?? (await freePort());
  const site = await launchSite({ env: { ...MEASURE_ENV, SITE_URL: `http://127.0.0.1:${port}` }, port: port, output: 'inherit' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const id = await findNoticiaWithImage(site.url);
    const pages = [
      { nome: 'home', url: `${site.url}/` },
      { nome: 'lista-noticias', url: `${site.url}/lista-noticias` },
      { nome: `noticia-${id}`, url: `${site.url}/noticia/${id}` },
    ];
    const results: AuditResult[] = [];
    for (const p of pages) results.push(await audit(p.url, chrome.port, reportDir, p.nome));
    console.log(`\nLighthouse ${getLighthouseVersion()} (perfil móvel) — ${describeMachine()}\n`);
    console.log(renderTable(results));
    const failures = results.flatMap((r) => r.falhas.map((f) => `${r.pagina} — ${f}`));
    if (failures.length > 0) {
      console.log(`\nAbaixo da meta (Performance ${CATEGORIES[0].meta}, demais 100):\n${failures.map((f) => `  ${f}`).join('\n')}`);
      process.exitCode = 1;
    }
    console.log(`\nRelatórios: ${path.relative(process.cwd(), reportDir) || '.'}/*.html`);
  } finally {
    await chrome.kill();
    await site.stop();
  }
}

function getLighthouseVersion(): string {
  const pkg = path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

await main();
