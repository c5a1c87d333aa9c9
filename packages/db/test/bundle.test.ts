import fs from 'node:fs/promises';
import path from 'node:path';
import { MAX_IMAGE_PIXELS } from '@cosems/contracts';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BundleError, DEMO_BUNDLE_DIR, exportBundle, importBundle, readBundle, tables } from '../src/index.ts';
import { filesOf, tempDir } from './pastas.ts';

async function copyDemo(): Promise<string> {
  const dir = await tempDir('cosems-bundle-');
  await fs.cp(DEMO_BUNDLE_DIR, dir, { recursive: true });
  return dir;
}

async function editJson<T>(dir: string, file: string, edit: (data: T) => void) {
  const p = path.join(dir, file);
  const data = JSON.parse(await fs.readFile(p, 'utf8')) as T;
  edit(data);
  await fs.writeFile(p, JSON.stringify(data));
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.close());

describe('content bundle', () => {
  it('import → export → import gives identical data', async () => {
    const first = await tempDir('cosems-export1-');
    const second = await tempDir('cosems-export2-');
    await exportBundle(t.database.db, first);
    await importBundle(t.database.db, await readBundle(first));
    await exportBundle(t.database.db, second);
    const [a, b] = [await filesOf(first), await filesOf(second)];
    expect(a.size).toBeGreaterThan(100);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [file, content] of a) expect(b.get(file), file).toBe(content);
    // And the export holds what the demo bundle holds.
    const demoNews = JSON.parse(await fs.readFile(path.join(DEMO_BUNDLE_DIR, 'noticias.json'), 'utf8')) as { id: number; title: string }[];
    const exported = JSON.parse(a.has('noticias.json') ? Buffer.from(a.get('noticias.json') as string, 'base64').toString() : '[]') as {
      id: number;
      title: string;
    }[];
    expect(exported.map((n) => [n.id, n.title])).toEqual(demoNews.map((n) => [n.id, n.title]).sort((x, y) => Number(x[0]) - Number(y[0])));
  });

  it("the newsroom's fields travel: status, unpublish time, alt text and focal point; a bundle from before them still imports", async () => {
    const db = t.database.db;
    const [img] = await db.select({ nome: tables.arquivos.nome }).from(tables.arquivos).where(eq(tables.arquivos.tipo, 'imagem')).limit(1);
    const nome = img?.nome as string;
    await db.update(tables.arquivos).set({ alt: 'Auditório lotado', focoX: 0.25, focoY: 0.75 }).where(eq(tables.arquivos.nome, nome));
    await db.update(tables.noticias).set({ situacao: 'rascunho' }).where(eq(tables.noticias.id, 3));
    const quando = new Date('2030-01-02T03:04:05.000Z');
    await db.update(tables.noticias).set({ despublicarEm: quando }).where(eq(tables.noticias.id, 4));
    const dir = await tempDir('cosems-export-redacao-');
    await exportBundle(db, dir);
    const midia = JSON.parse(await fs.readFile(path.join(dir, 'midia.json'), 'utf8'));
    expect(midia).toEqual([{ nome, alt: 'Auditório lotado', foco_x: 0.25, foco_y: 0.75 }]);
    await importBundle(db, await readBundle(dir));
    const [n3] = await db.select().from(tables.noticias).where(eq(tables.noticias.id, 3));
    const [n4] = await db.select().from(tables.noticias).where(eq(tables.noticias.id, 4));
    const [a] = await db.select().from(tables.arquivos).where(eq(tables.arquivos.nome, nome));
    expect([n3?.situacao, n4?.despublicarEm?.toISOString(), a?.alt, a?.focoX, a?.focoY]).toEqual([
      'rascunho',
      quando.toISOString(),
      'Auditório lotado',
      0.25,
      0.75,
    ]);
    // The demo bundle has neither the fields nor midia.json: everything is published, no alt text.
    await importBundle(db, await readBundle(DEMO_BUNDLE_DIR));
    const situacoes = await db.selectDistinct({ s: tables.noticias.situacao }).from(tables.noticias);
    expect(situacoes).toEqual([{ s: 'publicada' }]);
    const [depois] = await db.select().from(tables.arquivos).where(eq(tables.arquivos.nome, nome));
    expect(depois?.alt).toBeNull();
  });

  it('a bundle with one bad record imports nothing and names the record', async () => {
    const dir = await copyDemo();
    await editJson<{ regioes: number[] }[]>(dir, 'noticias.json', (news) => {
      (news[7] as { regioes: number[] }).regioes = [999];
    });
    await editJson<{ nome: string; [k: string]: unknown }[]>(dir, 'regioes.json', (regioes) => {
      (regioes[3] as Record<string, unknown>).extra = 1;
    });
    const before = await t.database.db.select().from(tables.noticias);
    const error = await readBundle(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BundleError);
    const problems = (error as BundleError).problems;
    expect(problems).toContainEqual(expect.stringMatching(/^noticias\.json\[7\]\.regioes\[0\]: região 999 não existe/));
    expect(problems).toContainEqual(expect.stringMatching(/^regioes\.json\[3\]: .*extra/));
    expect(await t.database.db.select().from(tables.noticias)).toEqual(before);
  });

  it('municipalities: every demo one gets its IBGE code by name; an unknown code or the same municipality in two councils is refused', async () => {
    const demo = await t.database.db.select().from(tables.municipios);
    expect(demo.length).toBe(853);
    expect(demo.filter((m) => m.ibge === null).map((m) => m.nome)).toEqual([]);
    expect(demo.find((m) => m.nome === 'Belo Horizonte')?.ibge).toBe(3106200);
    const dir = await copyDemo();
    let alfenas = 0;
    await editJson<{ municipios: { id: number; nome: string; ibge?: number }[] }[]>(dir, 'regioes.json', (regioes) => {
      alfenas = (regioes[0] as { municipios: unknown[] }).municipios.push({ id: 9001, nome: 'São Paulo', ibge: 3550308 }) - 1;
      (regioes[1] as { municipios: unknown[] }).municipios.push({ id: 9002, nome: 'BELO HORIZONTE' });
    });
    const problems = ((await readBundle(dir).catch((e: unknown) => e)) as BundleError).problems;
    expect(problems).toContain(`regioes.json[0].municipios[${alfenas}]: código IBGE 3550308 não é de um município de Minas Gerais`);
    expect(problems).toContainEqual(
      expect.stringMatching(/^municipios \(regioes\.json\)\[\d+\]: município \(código IBGE\) 3106200 repetido$/),
    );
  });

  it('reports broken JSON, missing files, fake images and unsafe file names', async () => {
    const dir = await copyDemo();
    await fs.writeFile(path.join(dir, 'equipe.json'), '[{"grupo": ');
    await fs.rm(path.join(dir, 'links-uteis.json'));
    await fs.writeFile(path.join(dir, 'images', 'falsa.jpg'), '<svg onload="alert(1)"></svg>');
    await fs.writeFile(path.join(dir, 'images', 'nome com espaço.jpg'), await fs.readFile(path.join(dir, 'images', 'Default.jpg')));
    const problems = ((await readBundle(dir).catch((e: unknown) => e)) as BundleError).problems;
    expect(problems).toContainEqual(expect.stringMatching(/^equipe\.json: JSON inválido/));
    expect(problems).toContain('links-uteis.json: arquivo não encontrado');
    expect(problems).toContainEqual(expect.stringMatching(/^images\/falsa\.jpg: não é uma imagem/));
    expect(problems).toContainEqual(expect.stringMatching(/^images\/nome com espaço\.jpg: nome de arquivo inválido/));
  });

  it('a failure half-way through an import leaves the previous content', async () => {
    const bundle = await readBundle(DEMO_BUNDLE_DIR);
    const before = await t.database.db.select().from(tables.regioes);
    // Two logos active at once pass no schema check here but violate the database's unique index.
    const broken = { ...bundle, logos: bundle.logos.map((l) => ({ ...l, ativa: true })), regioes: bundle.regioes.slice(0, 3) };
    await expect(importBundle(t.database.db, broken)).rejects.toThrow();
    expect(await t.database.db.select().from(tables.regioes)).toEqual(before);
  });

  it('sanitises news HTML on the way in', async () => {
    const dir = await copyDemo();
    await editJson<{ id: number; conteudo: string }[]>(dir, 'noticias.json', (news) => {
      (news[0] as { conteudo: string }).conteudo =
        '<p onclick="alert(1)">Texto <strong>forte</strong></p><script>alert(2)</script>' +
        '<a href="javascript:alert(3)">link</a><a href="https://www.example.org/x" target="_blank">ok</a>' +
        '<img src="https://rastreador.example.com/p.gif"><img src="/image/Default.jpg" alt="a" onerror="alert(4)">' +
        '<iframe src="https://x"></iframe><svg><script>alert(5)</script></svg><style>p{}</style>';
    });
    const other = await createTestDatabase({ empty: true });
    try {
      await importBundle(other.database.db, await readBundle(dir));
      const news = JSON.parse(await fs.readFile(path.join(dir, 'noticias.json'), 'utf8')) as { id: number }[];
      const [row] = await other.database.db
        .select()
        .from(tables.noticias)
        .where((await import('drizzle-orm')).eq(tables.noticias.id, (news[0] as { id: number }).id));
      const html = row?.conteudo ?? '';
      expect(html).toContain('<p>Texto <strong>forte</strong></p>');
      expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<svg|<style|rastreador/i);
      expect(html).toContain('<a href="https://www.example.org/x" target="_blank" rel="noopener noreferrer">ok</a>');
      expect(html).toContain('<img src="/image/Default.jpg" alt="a" />');
    } finally {
      await other.close();
    }
  });
});

/** What an import would change: every file's name and hash, every link, every news title. */
async function contentState() {
  const db = t.database.db;
  return {
    arquivos: (await db.select({ nome: tables.arquivos.nome, sha256: tables.arquivos.sha256 }).from(tables.arquivos)).sort((a, b) =>
      a.nome.localeCompare(b.nome),
    ),
    links: await db.select().from(tables.linksUteis),
    parceiros: await db.select().from(tables.parceiros),
    noticias: await db.select({ id: tables.noticias.id, title: tables.noticias.title }).from(tables.noticias),
  };
}

/** Reads and imports a bundle folder as `npm run content import` does; the error it fails with. */
async function importFolder(dir: string): Promise<unknown> {
  try {
    await importBundle(t.database.db, await readBundle(dir));
    return null;
  } catch (err) {
    return err;
  }
}

describe('hostile bundle content (issue 15)', () => {
  it('refuses an image that does not decode as what it claims to be, naming it, and changes nothing', async () => {
    const dir = await copyDemo();
    // A PNG signature, then SVG: the signature check alone took it for a PNG.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await fs.writeFile(
      path.join(dir, 'images', 'svg-disfarcado.png'),
      Buffer.concat([png, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')]),
    );
    // A real JPEG cut in half.
    const jpeg = await fs.readFile(path.join(dir, 'images', 'banner-01.jpg'));
    await fs.writeFile(path.join(dir, 'images', 'cortada.jpg'), jpeg.subarray(0, jpeg.length >> 1));
    const before = await contentState();
    const error = await importFolder(dir);
    expect(error).toBeInstanceOf(BundleError);
    const problems = (error as BundleError).problems;
    expect(problems).toContainEqual(
      expect.stringMatching(/^images\/svg-disfarcado\.png: (o conteúdo não é image\/png|não pôde ser decodificada)/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^images\/cortada\.jpg: não pôde ser decodificada/));
    expect(problems).toHaveLength(2);
    expect(await contentState()).toEqual(before);
  });

  it('refuses an image above the pixel limit (a decompression bomb) before decoding it', async () => {
    const dir = await copyDemo();
    // 8,000 × 6,000 = 48 MP of one colour: a few kB on disk, 48 MB once decoded.
    const bomba = await sharp({ create: { width: 8_000, height: 6_000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomba.length).toBeLessThan(200_000);
    expect(8_000 * 6_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    await fs.writeFile(path.join(dir, 'images', 'bomba.png'), bomba);
    const before = await contentState();
    const problems = ((await importFolder(dir)) as BundleError).problems;
    expect(problems).toEqual(['images/bomba.png: 8000 × 6000 pixels, mais que o limite de 40 megapixels']);
    expect(await contentState()).toEqual(before);
  });

  it('refuses a file over 20 MB by its size, without reading it into memory', async () => {
    const dir = await copyDemo();
    // Sparse files: no disk used. 4 GiB is more than a Buffer can hold, so a bundle reader that
    // reads before it checks fails with a RangeError instead of naming the file.
    const grande = await fs.open(path.join(dir, 'images', 'enorme.jpg'), 'w');
    await grande.truncate(4 * 1024 ** 3);
    await grande.close();
    const pdf = path.join(dir, 'arquivos', 'grande.pdf');
    await fs.writeFile(pdf, '%PDF-1.4\n');
    await fs.truncate(pdf, 20 * 1024 * 1024 + 1);
    const before = await contentState();
    const error = await importFolder(dir);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).problems).toEqual(['images/enorme.jpg: maior que 20 MB', 'arquivos/grande.pdf: maior que 20 MB']);
    expect(await contentState()).toEqual(before);
  });

  it('allows http, https, mailto and site paths in link fields; refuses javascript:, data: and the rest, naming field and item', async () => {
    const dir = await copyDemo();
    await editJson<{ link: string }[]>(dir, 'links-uteis.json', (links) => {
      (links[0] as { link: string }).link = 'mailto:contato@example.org';
      (links[1] as { link: string }).link = 'javascript:alert(1)';
      (links[2] as { link: string }).link = ' JavaScript:alert(2)';
      (links[3] as { link: string }).link = '//outro.example/x';
    });
    await editJson<{ link: string }[]>(dir, 'parceiros.json', (parceiros) => {
      (parceiros[0] as { link: string }).link = 'data:text/html,<script>alert(3)</script>';
      (parceiros[1] as { link: string }).link = '/\toutro.example';
    });
    await editJson<{ link: string }[]>(dir, 'publicacoes.json', (publicacoes) => {
      (publicacoes[0] as { link: string }).link = 'vbscript:msgbox(4)';
      (publicacoes[1] as { link: string }).link = 'http://www.example.org/guia';
    });
    await editJson<{ link: string }[]>(dir, 'juridico.json', (juridico) => {
      (juridico[0] as { link: string }).link = 'arquivo/relativo.pdf';
    });
    const before = await contentState();
    const error = await importFolder(dir);
    expect(error).toBeInstanceOf(BundleError);
    // Each file's problems together, in the order of the bundle's parts (partes.ts).
    expect((error as BundleError).problems).toEqual([
      'juridico.json[0].link: não é um endereço absoluto (http, https ou mailto) nem um caminho do site começando com /',
      'publicacoes.json[0].link: esquema vbscript: não permitido (use http, https ou mailto, ou um caminho do site começando com /)',
      'parceiros.json[0].link: esquema data: não permitido (use http, https ou mailto, ou um caminho do site começando com /)',
      'parceiros.json[1].link: tem espaços nas pontas ou caracteres de controle',
      'links-uteis.json[1].link: esquema javascript: não permitido (use http, https ou mailto, ou um caminho do site começando com /)',
      'links-uteis.json[2].link: tem espaços nas pontas ou caracteres de controle',
      'links-uteis.json[3].link: endereço sem esquema (//) não permitido',
    ]);
    expect(await contentState()).toEqual(before);

    // The allowed forms import.
    await editJson<{ link: string }[]>(dir, 'links-uteis.json', (links) => {
      links.splice(1, 3);
    });
    await editJson<{ link: string }[]>(dir, 'parceiros.json', (parceiros) => {
      parceiros.splice(0, 2);
    });
    await editJson<{ link: string }[]>(dir, 'publicacoes.json', (publicacoes) => {
      publicacoes.splice(0, 1);
    });
    await editJson<{ link: string }[]>(dir, 'juridico.json', (juridico) => {
      juridico.splice(0, 1);
    });
    expect(await importFolder(dir)).toBeNull();
    expect((await contentState()).links.map((l) => l.link)).toContain('mailto:contato@example.org');
    await importBundle(t.database.db, await readBundle(DEMO_BUNDLE_DIR));
  });
});
