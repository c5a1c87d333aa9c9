/**
 * Issue 13, part 1 (a): the migration against a second running instance of this product. A site
 * with the demo content is started; every public page and API answer is fetched; the site is
 * migrated with `npm run content -- migrar --de <its address>` (packages/db/src/cli.ts, through
 * the same tsx as the documented command); it is stopped; the bundle is imported into an empty
 * database (a fresh PGlite DATA_DIR) with the compiled CLI, a site started on it on the same port,
 * and every answer compared byte for byte with the source's — the approach of copia.spec.ts.
 *
 * Nothing is replaced before comparing (pages carry no per-answer nonce: docs/decisions/031).
 * /api/site's `importado_em` is identical because the migration carries the source's into meta.json.
 *
 * What cannot be identical, and why: the logos that are not active. The API contract exposes only
 * the active logo (/api/logos/ativa), so a migration cannot know the other ones' file names; their
 * /image/{file} and /image/logo/{file} answer 404 after it. The test requires the differences to be
 * exactly those addresses.
 *
 * The source holds the demo content plus what only a back office makes, so that the product's own
 * calls are migrated too: two edited blocks (blocos.json), an alternative text and a focal point
 * (midia.json), and a draft (not public: 404 on both sides, and not migrated).
 *
 * The addresses come from enderecos-publicos.ts, filled with the source's content (the bundle it
 * was started with).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BLOCOS_PADRAO } from '@cosems/contracts';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { expect, test } from '@playwright/test';
import { enderecosPublicos, respostasDe } from './enderecos-publicos';

const run = promisify(execFile);
const SITE_ENV = { HSTS_MAX_AGE: '0', RATE_LIMIT_MAX: '0', RENDER_LIMIT_MAX: '0' };
const DEMO = path.join(REPO_ROOT, 'packages/db/content/demo');
const CLI = path.join(REPO_ROOT, 'packages/db/build/cli.js');

let work = '';
/** The source's content: the demo bundle plus the back office's kinds of content (see the top). */
let FONTE = '';
const sites: SiteProcess[] = [];

test.afterAll(async () => {
  for (const s of sites) await s.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** Every public address to compare (see the top). */
async function enderecos(base: string): Promise<string[]> {
  const json = <T>(nome: string) => JSON.parse(fs.readFileSync(path.join(FONTE, nome), 'utf8')) as T;
  const noticias = json<{ id: number }[]>('noticias.json').map((n) => n.id);
  const regioes = json<{ id: number }[]>('regioes.json').map((r) => r.id);
  const logos = json<{ imagem: string }[]>('logos.json').map((l) => l.imagem);
  const imagens = fs.readdirSync(path.join(FONTE, 'images'));
  const pdfs = fs.readdirSync(path.join(FONTE, 'arquivos'));
  return enderecosPublicos(base, { noticias, regioes, logos, imagens, pdfs });
}

test('migrar: a second instance of the product, migrated and imported into an empty database, answers every public page and API call as the source', async () => {
  test.setTimeout(300_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-migracao-e2e-'));
  FONTE = path.join(work, 'fonte');
  fs.cpSync(DEMO, FONTE, { recursive: true });
  // The old site has no agenda and no deliberations (issue 30): its API offers neither, so the
  // migration brings neither. The source holds what a migration can carry: without them (and
  // without the deliberations' own PDFs, which nothing else names).
  fs.rmSync(path.join(FONTE, 'eventos.json'));
  fs.rmSync(path.join(FONTE, 'deliberacoes.json'));
  for (const pdf of fs.readdirSync(path.join(FONTE, 'arquivos')).filter((f) => f.startsWith('deliberacao-')))
    fs.rmSync(path.join(FONTE, 'arquivos', pdf));
  const escrever = (nome: string, dados: unknown) => fs.writeFileSync(path.join(FONTE, nome), JSON.stringify(dados, null, 2));
  const noticias = JSON.parse(fs.readFileSync(path.join(FONTE, 'noticias.json'), 'utf8')) as { id: number; situacao?: string }[];
  const rascunho = noticias[10] as { id: number; situacao?: string };
  rascunho.situacao = 'rascunho';
  escrever('noticias.json', noticias);
  const blocos = [
    { chave: 'estatuto', dados: { ...BLOCOS_PADRAO.estatuto, topicos: BLOCOS_PADRAO.estatuto.topicos.slice(0, 3) } },
    { chave: 'video', dados: { ...BLOCOS_PADRAO.video, titulo: 'Vídeo institucional migrado' } },
  ];
  escrever('blocos.json', blocos);
  const retrato = (JSON.parse(fs.readFileSync(path.join(FONTE, 'presidentes.json'), 'utf8')) as { image: string }[])[0]?.image as string;
  const midia = [
    { nome: 'banner-01.jpg', alt: null, foco_x: 0.2, foco_y: 0.8 },
    { nome: retrato, alt: 'Retrato na sala de reuniões', foco_x: null, foco_y: null },
  ].sort((a, b) => a.nome.localeCompare(b.nome));
  escrever('midia.json', midia);
  const origemDir = path.join(work, 'origem');
  await run(process.execPath, [CLI, 'import', FONTE], { env: { ...process.env, DATA_DIR: origemDir, DATABASE_URL: '' } });
  const origem = await startSite({ dataDir: origemDir, env: SITE_ENV });
  sites.push(origem);
  await origem.waitUntilReady(120_000);
  const lista = await enderecos(origem.url);
  const antes = await respostasDe(origem.url, lista);

  // The documented command, against the running source.
  const pacote = path.join(work, 'pacote');
  const relatorio = path.join(work, 'relatorio.json');
  const inicio = Date.now();
  const saida = await run(
    process.execPath,
    ['--import', 'tsx', 'packages/db/src/cli.ts', 'migrar', '--de', origem.url, pacote, '--relatorio', relatorio],
    { cwd: REPO_ROOT, env: { ...process.env, INIT_CWD: REPO_ROOT }, encoding: 'utf8' },
  );
  console.log(`${saida.stdout}\n(${Date.now() - inicio} ms com a partida do tsx)`);
  expect(saida.stdout).toMatch(/^Migração concluída: pacote em /m);
  expect(saida.stdout).toMatch(/ — \d+ requisições, 0 novas tentativas, \d+,\d s$/m);
  expect(saida.stdout).toMatch(/^Pacote: \d+ arquivos, [\d,]+ [KMG]?B$/m);
  // Not a terminal here: plain progress lines, no carriage returns.
  expect(saida.stderr).toMatch(/^Lendo as notícias: 63 itens$/m);
  expect(saida.stderr).not.toContain('\r');
  const report = JSON.parse(fs.readFileSync(relatorio, 'utf8')) as {
    concluida: boolean;
    contagem: Record<string, Record<string, number>>;
    itens: { situacao: string }[];
  };
  expect(report.concluida).toBe(true);
  // The demo content is this product's own: nothing to fix, nothing left out.
  expect(report.itens.filter((i) => i.situacao !== 'migrado')).toEqual([]);
  expect(report.contagem.noticia?.migrado).toBe(63);
  expect(report.contagem.bloco?.migrado).toBe(2);
  expect(fs.readdirSync(work).sort()).toEqual(['fonte', 'origem', 'pacote', 'relatorio.json']);
  // What only the product's own calls carry came along.
  const doPacote = (nome: string) => JSON.parse(fs.readFileSync(path.join(pacote, nome), 'utf8')) as unknown;
  const porChave = (l: unknown) => [...(l as { chave: string }[])].sort((a, b) => a.chave.localeCompare(b.chave));
  expect(porChave(doPacote('blocos.json'))).toEqual(porChave(blocos));
  expect(doPacote('midia.json')).toEqual(midia);
  expect((doPacote('noticias.json') as { id: number }[]).some((n) => n.id === rascunho.id)).toBe(false);

  await origem.stop();
  sites.length = 0;
  const depoisDir = path.join(work, 'depois');
  const importacao = await run(process.execPath, [CLI, 'import', pacote], {
    env: { ...process.env, DATA_DIR: depoisDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(importacao.stdout).toMatch(/^Importado: 63 notícias/m);
  // The same port: absolute addresses (canonical links, feeds, sitemap) name the site's own origin.
  const destino = await startSite({ dataDir: depoisDir, port: origem.port, env: SITE_ENV });
  sites.push(destino);
  await destino.waitUntilReady(120_000);
  const depois = await respostasDe(destino.url, lista);

  const diferentes = lista.filter((u) => antes.get(u) !== depois.get(u));
  for (const u of diferentes.filter((d) => !/logo-cosems-mg-(branco|verde)/.test(d)).slice(0, 3)) {
    const [a, d] = [antes.get(u) ?? '', depois.get(u) ?? ''];
    const texto = (v: string) => Buffer.from(v.slice(v.indexOf('\n') + 1), 'base64').toString('utf8');
    const [ta, td] = [texto(a), texto(d)];
    let i = 0;
    while (i < ta.length && ta[i] === td[i]) i++;
    console.log(
      `${u}: ${a.slice(0, a.indexOf('\n'))} → ${d.slice(0, d.indexOf('\n'))}; primeiro byte diferente em ${i}: «${ta.slice(i - 40, i + 80)}» / «${td.slice(i - 40, i + 80)}»`,
    );
  }
  const com200 = [...antes.values()].filter((v) => v.startsWith('200 ')).length;
  console.log(`Migração: ${lista.length} endereços comparados (${com200} com 200 na origem), ${diferentes.length} diferentes.`);
  // Only the inactive logos, which the contract does not expose (see the top): 404 after.
  expect(diferentes.sort()).toEqual(
    [
      '/image/logo-cosems-mg-branco.png',
      '/image/logo-cosems-mg-verde.png',
      '/image/logo/logo-cosems-mg-branco.png',
      '/image/logo/logo-cosems-mg-verde.png',
    ].sort(),
  );
  for (const u of diferentes) expect(depois.get(u)?.startsWith('404 ')).toBe(true);
  expect(com200).toBeGreaterThan(300);
});
