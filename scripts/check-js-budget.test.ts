import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  listFirstVisitFiles,
  getRoutePath,
  type RouteManifest,
  measureRoutes,
  readsWithoutHydration,
  renderTable,
} from './check-js-budget.ts';

/** A small build: entry, root, home, a news page and a sitemap resource route. */
const manifest: RouteManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js', '/assets/router.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/router.js', '/assets/header.js'] },
    'routes/home': {
      id: 'routes/home',
      parentId: 'root',
      index: true,
      module: '/assets/home.js',
      imports: ['/assets/carousel.js', '/assets/header.js'],
    },
    'routes/noticia': {
      id: 'routes/noticia',
      parentId: 'root',
      path: 'noticia/:id',
      module: '/assets/noticia.js',
      imports: ['/assets/react.js'],
    },
    'routes/seo/sitemap': {
      id: 'routes/seo/sitemap',
      parentId: 'root',
      path: 'sitemap.xml',
      module: '/assets/sitemap.js',
      hasDefaultExport: false,
    },
  },
};

/** Sizes in KB (×1024 bytes). */
const KB: Record<string, number> = {
  '/assets/manifest-1.js': 1,
  '/assets/entry.js': 60,
  '/assets/react.js': 10,
  '/assets/router.js': 30,
  '/assets/root.js': 10,
  '/assets/header.js': 5,
  '/assets/home.js': 20,
  '/assets/carousel.js': 30,
  '/assets/noticia.js': 3,
};
const size = (url: string) => (KB[url] ?? Number.NaN) * 1024;

describe('JS budget', () => {
  it('a first visit downloads the entry, each route from the root down and their imports, once each (not the manifest file)', () => {
    expect(listFirstVisitFiles(manifest, 'routes/home')).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/router.js',
      '/assets/root.js',
      '/assets/header.js',
      '/assets/home.js',
      '/assets/carousel.js',
    ]);
  });

  it('names routes by their address', () => {
    expect(getRoutePath(manifest, 'routes/home')).toBe('/');
    expect(getRoutePath(manifest, 'routes/noticia')).toBe('/noticia/:id');
  });

  it('measures page routes only, with the home budget for the index route', () => {
    const rows = measureRoutes(manifest, size, { limites: { home: 170, outras: 120 } });
    expect(rows.map((l) => l.id)).toEqual(['routes/home', 'routes/noticia']);
    const [home, noticia] = rows;
    expect(home).toMatchObject({ rota: '/', bytesGzip: 165 * 1024, limiteBytes: 170 * 1024, ok: true });
    expect(noticia).toMatchObject({ rota: '/noticia/:id', bytesGzip: 118 * 1024, limiteBytes: 120 * 1024, ok: true });
  });

  it('fails a route over its budget and says so in the table', () => {
    const rows = measureRoutes(manifest, size, { limites: { home: 165, outras: 120 } });
    expect(rows.map((l) => l.ok)).toEqual([true, true]);
    const apertado = measureRoutes(manifest, size, { limites: { home: 164, outras: 120 } });
    expect(apertado.map((l) => l.ok)).toEqual([false, true]);
    expect(renderTable(apertado)).toMatch(/^\/ +7 +165\.0 +164\.0 +EXCEDIDO$/m);
    const text = renderTable(rows);
    expect(text).toMatch(/^\/ +7 +165\.0 +165\.0 +ok$/m);
    expect(text).toMatch(/^\/noticia\/:id +6 +118\.0 +120\.0 +ok$/m);
  });

  it('counts nothing for a reading page served without hydration, and says so', () => {
    const rows = measureRoutes(manifest, size, { limites: { home: 170, outras: 0 }, semHidratacao: (id) => id === 'routes/noticia' });
    const noticia = rows.find((l) => l.id === 'routes/noticia');
    expect(noticia).toMatchObject({ arquivos: [], bytesGzip: 0, semHidratacao: true, ok: true });
    expect(renderTable(rows)).toMatch(/^\/noticia\/:id +0 +0\.0 +0\.0 +ok \(sem hidratação\)$/m);
  });

  it('reads hidratar: false from the route module', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'js-budget-'));
    fs.mkdirSync(path.join(dir, 'routes'));
    fs.writeFileSync(path.join(dir, 'routes', 'noticia.tsx'), 'export const handle: PageHandle = { hidratar: false };\n');
    fs.writeFileSync(path.join(dir, 'routes', 'home.tsx'), 'export default function Home() {}\n');
    const semHidratacao = readsWithoutHydration(dir);
    expect(['routes/noticia', 'routes/home', 'routes/nenhuma'].map(semHidratacao)).toEqual([true, false, false]);
  });
});
