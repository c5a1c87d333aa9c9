/**
 * The production path (docs/decisions/018-servidor-compilado.md): after `npm run build`, a copy
 * of this checkout pruned to production dependencies (`npm prune --omit=dev`, offline) starts
 * with `npm run serve` on an empty DATA_DIR and serves the site, the API and the demo content;
 * the compiled content command then exports that content.
 *
 * The copy is made of hard links (`cp -al`), so it costs seconds, not 700 MB; prune only unlinks
 * files in the copy. The files npm rewrites in place (manifests and lockfiles) are copied for
 * real first, so the checkout is never touched — checked at the end.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, REPO_ROOT } from '@cosems/test-support/site-process';
import { expect, test } from '@playwright/test';

/** Left out of the copy: history, local data and test output; nothing the product runs. */
const NOT_COPIED = new Set(['.git', '.tmp', 'data', 'test-results', 'playwright-report', 'screenshots', 'coverage']);

/** Files npm writes in place during prune: a hard link would carry the write to the checkout. */
const WRITTEN_BY_NPM = [
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
  ...['apps/api', 'apps/web', 'packages/contracts', 'packages/db', 'packages/test-support'].map((w) => `${w}/package.json`),
];

/**
 * Development tools that must be gone after the prune (the server must not need them). Not
 * typescript: npm keeps it, an optional peer of @react-router/node, though nothing runs it.
 */
const DEV_ONLY = [
  ...['tsx', 'vite', 'esbuild', 'vitest', '@playwright/test'].map((name) => `node_modules/${name}`),
  ...['vite', '@react-router/dev'].map((name) => `apps/web/node_modules/${name}`),
];

const digest = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

async function waitForHealthz(url: string, child: ChildProcess, output: () => string, limitMs = 90_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`npm run serve saiu (código ${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`npm run serve não respondeu em ${limitMs} ms:\n${output()}`);
}

/** SIGTERM to its process group (npm, its shell and node), SIGKILL after 5 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  // The server drains on SIGTERM (docs/decisions/033; SHUTDOWN_DRAIN_SECONDS=0 below) and then lets
  // requests finish for up to SHUTDOWN_GRACE_SECONDS (10 s): a kill is the last resort.
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null && child.signalCode === null) {
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  }
}

test('a production install (npm prune --omit=dev) starts with npm run serve and serves the demo content', async () => {
  test.setTimeout(240_000);
  const webBuild = path.join('apps/web', process.env.WEB_BUILD_DIR ?? 'build');
  expect(fs.existsSync(path.join(REPO_ROOT, webBuild, 'server.js')), 'npm run build antes').toBe(true);

  // Outside the checkout, or Node would find the checkout's node_modules above the copy's. Hard
  // links need one file system: the system's temporary folder if it is on the checkout's, else
  // beside the checkout.
  const sameDevice = fs.statSync(os.tmpdir()).dev === fs.statSync(REPO_ROOT).dev;
  const copy = fs.mkdtempSync(path.join(sameDevice ? os.tmpdir() : path.dirname(REPO_ROOT), 'cosems-production-copy-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-production-'));
  const before = Object.fromEntries(WRITTEN_BY_NPM.map((f) => [f, digest(path.join(REPO_ROOT, f))]));
  let child: ChildProcess | undefined;
  try {
    const entries = fs.readdirSync(REPO_ROOT).filter((name) => !NOT_COPIED.has(name));
    execFileSync('cp', ['-al', ...entries.map((name) => path.join(REPO_ROOT, name)), copy]);
    for (const file of WRITTEN_BY_NPM) {
      fs.rmSync(path.join(copy, file));
      fs.copyFileSync(path.join(REPO_ROOT, file), path.join(copy, file));
    }

    // Offline: everything the production install needs is already in the lockfile's tree.
    execFileSync('npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: copy, stdio: 'pipe' });
    for (const dir of DEV_ONLY) expect(fs.existsSync(path.join(copy, dir)), `${dir} removido`).toBe(false);
    // Nor found elsewhere (a node_modules above the copy): the old start, `node --import tsx`, fails.
    expect(() => execFileSync(process.execPath, ['--import', 'tsx', '-e', ''], { cwd: copy, stdio: 'pipe' })).toThrow(/tsx/);
    for (const name of ['api', 'contracts', 'db', 'web']) {
      expect(fs.existsSync(path.join(copy, 'node_modules', '@cosems', name, 'package.json')), `@cosems/${name} ligado`).toBe(true);
    }

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = '';
    // Its own process group, so the stop reaches node under npm's shell.
    child = spawn('npm', ['run', 'serve'], {
      cwd: copy,
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // No nginx to drain: it stops at once, then lets requests in flight finish.
        SHUTDOWN_DRAIN_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d: Buffer) => {
      output = (output + d.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await waitForHealthz(url, child, () => output);

    const list = await fetch(`${url}/api/noticia/page/1`);
    expect(list.status).toBe(200);
    const { notices } = (await list.json()) as { notices: { rows: { id: number; title: string }[]; count: number } };
    expect(notices.count, 'notícias de demonstração importadas na primeira partida').toBeGreaterThan(12);
    const first = notices.rows[0];
    if (!first) throw new Error('a primeira página de notícias veio vazia');

    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Conteúdo de demonstração');

    const page = await fetch(`${url}/noticia/${first.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(escapeHtml(first.title));

    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    // A built asset, served from the build of the copy.
    const assets = fs.readdirSync(path.join(copy, webBuild, 'client', 'assets'));
    const css = assets.find((f) => f.endsWith('.css'));
    expect(css).toBeTruthy();
    expect((await fetch(`${url}/assets/${css}`)).status).toBe(200);

    // The content commands too, compiled (the site stopped: it holds DATA_DIR).
    await stop(child);
    const exported = path.join(copy, 'export');
    execFileSync('npm', ['run', 'content:built', '--', 'export', exported], {
      cwd: copy,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'pipe',
    });
    const news = JSON.parse(fs.readFileSync(path.join(exported, 'noticias.json'), 'utf8')) as unknown[];
    expect(news.length).toBeGreaterThanOrEqual(notices.count);
  } finally {
    if (child) await stop(child);
    fs.rmSync(copy, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  // The checkout is intact: its development tools and the files npm wrote in the copy.
  for (const dir of DEV_ONLY) expect(fs.existsSync(path.join(REPO_ROOT, dir)), `${dir} na cópia de trabalho`).toBe(true);
  expect(Object.fromEntries(WRITTEN_BY_NPM.map((f) => [f, digest(path.join(REPO_ROOT, f))]))).toEqual(before);
});
