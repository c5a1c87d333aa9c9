/**
 * The media library (class Midia) against the real database (PGlite and PostgreSQL projects) and
 * the real sharp: the type read from the bytes, EXIF orientation applied and every metadata field
 * dropped, the size and pixel limits, alternative text, replacement, uses, and who may do what.
 */
import zlib from 'node:zlib';
import {
  BackOffice,
  checkPdf,
  LimiteDeEnvios,
  MIDIA_EM_USO_PUBLICO,
  Midia,
  PDF_DANIFICADO,
  PDF_MAX_PAGINAS,
  PDF_INCOMPLETO,
  Redacao,
  SO_DESTE_TIPO,
  slugOfName,
} from '@cosems/admin';
import { MIDIA_MAX_BYTES, MIDIA_POR_PAGINA, type Papel, type SessaoAtual } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { makePdf } from '@cosems/test-support/pdf';
import { and, count, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SENHA = 'cavalo correto bateria grampo';
const quem = { endereco: '203.0.113.9', agente: 'vitest' };

let t: TestDatabase;
let midia: Midia;
let autora: SessaoAtual;
let outroAutor: SessaoAtual;
let editora: SessaoAtual;

async function account(office: BackOffice, email: string, nome: string, papel: Papel): Promise<SessaoAtual> {
  const { id } = await office.createUser({ email, nome, papel, senha: SENHA });
  return { id: `s${id}`, usuario: { id, nome, email, papel }, etapa: 'completa', csrf: 'x' };
}

beforeAll(async () => {
  t = await createTestDatabase({ empty: true });
  const office = new BackOffice({ db: t.database.db });
  autora = await account(office, 'autora@cosems.example', 'Beatriz Autora', 'autor');
  outroAutor = await account(office, 'autor2@cosems.example', 'Carlos Autor', 'autor');
  editora = await account(office, 'editora@cosems.example', 'Denise Editora', 'editor');
  midia = new Midia({ db: t.database.db });
});
afterAll(async () => t?.close());

/** w×h pixels, the left half red and the right half blue. */
function halves(w = 40, h = 20) {
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      if (x < w / 2) raw[i] = 255;
      else raw[i + 2] = 255;
    }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } });
}

const png = () => halves().png().toBuffer();

/** A one-page PDF (pdfkit). */
const pdfOf = (texto: string) => makePdf(1, { linha: () => texto });

async function stored(nome: string) {
  const [row] = await t.database.db.select().from(tables.arquivos).where(eq(tables.arquivos.nome, nome));
  if (!row) throw new Error(`não guardado: ${nome}`);
  return row;
}

async function upload(sessao: SessaoAtual, bytes: Buffer, nomeOriginal: string, alt = 'Metade vermelha, metade azul', nome?: string) {
  const result = await midia.upload(sessao, { nomeOriginal, bytes, alt, nome }, quem);
  if (result.tipo !== 'ok') throw new Error(`${result.status} ${result.mensagem}`);
  return result.item;
}

/** A PNG whose header announces w×h pixels (the pixels themselves are never there). */
function pngHeader(w: number, h: number) {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the stored name (issue 27, item 11)', () => {
  it("keeps the file's name; a taken one gets a short suffix; a typed name replaces it", async () => {
    const png = await halves().png().toBuffer();
    const primeiro = await upload(autora, png, 'Mapa da Região Norte.png');
    expect(primeiro.nome).toBe('mapa-da-regiao-norte.png');
    const segundo = await upload(autora, png, 'mapa da regiao norte.PNG');
    expect(segundo.nome).toMatch(/^mapa-da-regiao-norte-[a-z0-9]{3}\.png$/);
    // Typed in the form: slugged the same way, the detected format's extension added (a typed one is a word).
    expect((await upload(autora, png, 'IMG_2041.png', 'Mapa', 'Plenária de março.final')).nome).toBe('plenaria-de-marco-final.png');
    expect((await upload(autora, png, 'IMG_2042.png', 'Mapa', '   ')).nome).toBe('img-2042.png');
    // A path typed as the name keeps only its last part, like a file's own name.
    expect((await upload(autora, png, 'IMG_2043.png', 'Mapa', '../../etc/passwd')).nome).toBe('passwd.png');
  });
});

describe('upload', () => {
  it('turns a JPEG upright by its EXIF orientation and stores it without EXIF or GPS', async () => {
    const exif = {
      IFD0: { Copyright: 'Fotografo Fulano', Make: 'Camera' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '19/1 55/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '43/1 56/1 0/1' },
    };
    const source = await halves().jpeg().withMetadata({ orientation: 6, exif }).toBuffer();
    const before = await sharp(source).metadata();
    expect(before).toMatchObject({ width: 40, height: 20, orientation: 6 });
    expect(before.exif?.includes(Buffer.from('Fotografo Fulano'))).toBe(true);

    const item = await upload(autora, source, 'Reunião em Belo Horizonte (2026).JPEG');
    expect(item.nome).toMatch(/^reuniao-em-belo-horizonte-2026(-[a-z0-9]{3})?\.jpg$/);
    expect(item).toMatchObject({ tipo: 'imagem', mime: 'image/jpeg', largura: 20, altura: 40, enviadoPor: 'Beatriz Autora' });
    const row = await stored(item.nome);
    const after = await sharp(row.dados).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(row.dados.includes(Buffer.from('Fulano'))).toBe(false);
    expect(row.dados.includes(Buffer.from('GPS'))).toBe(false);
    // Orientation 6 is a quarter turn clockwise: the left (red) half is now on top.
    const { data } = await sharp(row.dados).raw().toBuffer({ resolveWithObject: true });
    const top = [data[0], data[1], data[2]] as number[];
    const bottom = [...data.subarray(data.length - 3)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tamanho).toBe(row.dados.length);

    const [audit] = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(and(eq(tables.auditoria.acao, 'midia.enviar'), eq(tables.auditoria.objetoId, item.nome)));
    expect(audit).toMatchObject({ usuarioId: autora.usuario.id, objetoTipo: 'midia', endereco: quem.endereco });
    expect(audit?.depois).toMatchObject({ nome: item.nome, mime: 'image/jpeg', alt: 'Metade vermelha, metade azul', largura: 20 });
  });

  it('takes the type from the bytes: a PNG named .jpg is stored as PNG, a WebP and an AVIF as themselves', async () => {
    const item = await upload(autora, await png(), 'foto.jpg');
    expect(item.nome).toMatch(/^foto(-[a-z0-9]{3})?\.png$/);
    expect(item.mime).toBe('image/png');
    expect((await sharp((await stored(item.nome)).dados).metadata()).format).toBe('png');

    const webp = await upload(autora, await halves().webp().toBuffer(), 'imagem.png');
    expect(webp).toMatchObject({ mime: 'image/webp' });
    expect(webp.nome).toMatch(/\.webp$/);

    const avif = await upload(autora, await halves().avif().toBuffer(), 'x.jpeg');
    expect(avif).toMatchObject({ mime: 'image/avif', largura: 40, altura: 20 });
    expect(avif.nome).toMatch(/^x(-[a-z0-9]{3})?\.avif$/);
    const meta = await sharp((await stored(avif.nome)).dados).metadata();
    expect(meta).toMatchObject({ format: 'heif', compression: 'av1' });
  });

  it('stores a PDF that opens as a document (alt text optional), whatever its name; refuses one that does not', async () => {
    const fake = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    expect(await midia.upload(editora, { nomeOriginal: 'falso.pdf', bytes: fake, alt: '' }, quem)).toMatchObject({
      tipo: 'recusado',
      status: 400,
      campo: 'arquivo',
      mensagem: PDF_DANIFICADO,
    });
    const pdf = await pdfOf('Relatório anual');
    expect(
      await midia.upload(editora, { nomeOriginal: 'cortado.pdf', bytes: pdf.subarray(0, pdf.length >> 1), alt: '' }, quem),
    ).toMatchObject({
      status: 400,
      mensagem: PDF_INCOMPLETO,
    });
    const item = await upload(editora, pdf, '../../etc/Relatório Anual.png', '');
    expect(item).toMatchObject({ tipo: 'documento', mime: 'application/pdf', largura: null, alt: null });
    expect(item.nome).toMatch(/^relatorio-anual(-[a-z0-9]{3})?\.pdf$/);
    // Stored without the producer PDFKit wrote in it (pdf-limpeza.ts), the page still there.
    expect(await checkPdf(pdf)).toMatchObject({ paginas: 1, metadados: expect.arrayContaining(['Programa: PDFKit']) });
    expect(await checkPdf((await stored(item.nome)).dados)).toEqual({ tipo: 'pdf', paginas: 1, metadados: [], assinado: false });
  });

  it('refuses what is not an accepted format, whatever its name', async () => {
    const gif = await halves().gif().toBuffer();
    for (const [bytes, nome] of [
      [Buffer.from('isto é um texto, não uma foto\n'), 'x.jpg'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0]), 'cortada.jpg'],
      [gif, 'animacao.gif'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg'],
    ] as const) {
      const result = await midia.upload(autora, { nomeOriginal: nome, bytes, alt: 'qualquer' }, quem);
      expect(result).toMatchObject({ tipo: 'recusado', status: 400, campo: 'arquivo' });
      if (result.tipo === 'recusado') expect(result.mensagem).toMatch(/^Formato não aceito/);
    }
  });

  it('refuses an image above 40 megapixels from its header, before decoding it', async () => {
    // 754 717 × 53 = 40 000 001 pixels.
    const result = await midia.upload(autora, { nomeOriginal: 'enorme.png', bytes: pngHeader(754_717, 53), alt: 'x' }, quem);
    expect(result).toMatchObject({ tipo: 'recusado', status: 400, campo: 'arquivo' });
    if (result.tipo === 'recusado') expect(result.mensagem).toContain('o limite é de 40 megapixels');
  });

  it('refuses a file above 20 MB with 413', async () => {
    const bytes = Buffer.alloc(MIDIA_MAX_BYTES + 1);
    (await png()).copy(bytes);
    const result = await midia.upload(autora, { nomeOriginal: 'grande.png', bytes, alt: 'x' }, quem);
    expect(result).toMatchObject({ tipo: 'recusado', status: 413, campo: 'arquivo' });
    if (result.tipo === 'recusado') expect(result.mensagem).toBe('Arquivo grande demais (20,0 MB): o limite é de 20 MB.');
  });

  it('requires the alternative text of an image', async () => {
    for (const alt of ['', '   \n ']) {
      const result = await midia.upload(autora, { nomeOriginal: 'a.png', bytes: await png(), alt }, quem);
      expect(result).toMatchObject({ tipo: 'recusado', status: 400, campo: 'alt' });
    }
    const long = await midia.upload(autora, { nomeOriginal: 'a.png', bytes: await png(), alt: 'a'.repeat(501) }, quem);
    expect(long).toMatchObject({ tipo: 'recusado', status: 400, campo: 'alt' });
  });

  it('makes safe names out of any original name', () => {
    expect(slugOfName('C:\\fakepath\\Ação Conjunta — Saúde.JPG')).toBe('acao-conjunta-saude');
    expect(slugOfName('../../../etc/passwd')).toBe('passwd');
    expect(slugOfName('....jpg')).toBe('arquivo');
    expect(slugOfName('日本.png')).toBe('arquivo');
    expect(slugOfName(`${'x'.repeat(100)}.png`)).toHaveLength(60);
  });
});

describe('edit, replace, uses, rights', () => {
  it('replaces the bytes under the same name: new sha256 and size, audited before and after', async () => {
    const item = await upload(autora, await png(), 'cartaz.png');
    const before = await stored(item.nome);
    const next = await halves(64, 48).jpeg().toBuffer();
    const result = await midia.replace(autora, item.nome, { nomeOriginal: 'outro.jpg', bytes: next }, quem);
    expect(result.tipo).toBe('ok');
    const after = await stored(item.nome);
    expect(after.sha256).not.toBe(before.sha256);
    expect(after).toMatchObject({ mime: 'image/jpeg', largura: 64, altura: 48, alt: before.alt, enviadoPor: autora.usuario.id });
    const [audit] = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(and(eq(tables.auditoria.acao, 'midia.substituir'), eq(tables.auditoria.objetoId, item.nome)));
    expect(audit?.antes).toMatchObject({ sha256: before.sha256, tamanho: before.tamanho, largura: 40, altura: 20 });
    expect(audit?.depois).toMatchObject({ sha256: after.sha256, tamanho: after.tamanho, largura: 64, altura: 48 });
    // Same checks as an upload; an image stays an image.
    const text = await midia.replace(autora, item.nome, { nomeOriginal: 'x.jpg', bytes: Buffer.from('texto') }, quem);
    expect(text).toMatchObject({ tipo: 'recusado', status: 400 });
    const pdf = await midia.replace(autora, item.nome, { nomeOriginal: 'x.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF') }, quem);
    expect(pdf).toMatchObject({ tipo: 'recusado', status: 400, campo: 'arquivo' });
    expect(await midia.replace(autora, 'nao-existe.png', { nomeOriginal: 'x.png', bytes: await png() }, quem)).toMatchObject({
      status: 404,
    });
  });

  it('edits the alternative text and the focal point; checks their ranges', async () => {
    const item = await upload(autora, await png(), 'ponto.png');
    const ok = await midia.edit(autora, item.nome, { alt: '  Novo   texto ', foco: { x: 0.25, y: 0.8 } }, quem);
    expect(ok).toMatchObject({ tipo: 'ok', item: { alt: 'Novo texto', foco: { x: 0.25, y: 0.8 } } });
    expect(await midia.edit(autora, item.nome, { alt: 'x', foco: { x: 1.5, y: 0 } }, quem)).toMatchObject({ status: 400, campo: 'foco' });
    expect(await midia.edit(autora, item.nome, { alt: ' ', foco: null }, quem)).toMatchObject({ status: 400, campo: 'alt' });
    const cleared = await midia.edit(autora, item.nome, { alt: 'Sem foco', foco: null }, quem);
    expect(cleared).toMatchObject({ tipo: 'ok', item: { foco: null } });
    const [audit] = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(and(eq(tables.auditoria.acao, 'midia.editar'), eq(tables.auditoria.objetoId, item.nome)));
    expect(audit?.antes).toMatchObject({ alt: 'Metade vermelha, metade azul', focoX: null });
    expect(audit?.depois).toMatchObject({ alt: 'Novo texto', focoX: 0.25, focoY: 0.8 });
  });

  it("an author cannot edit or replace someone else's file; the uploader and an editor can", async () => {
    const item = await upload(autora, await png(), 'da-autora.png');
    const edicao = { alt: 'Outro texto', foco: null };
    expect(await midia.edit(outroAutor, item.nome, edicao, quem)).toMatchObject({ tipo: 'recusado', status: 403 });
    expect(await midia.replace(outroAutor, item.nome, { nomeOriginal: 'x.png', bytes: await png() }, quem)).toMatchObject({
      status: 403,
    });
    expect((await midia.get(outroAutor, item.nome))?.podeEditar).toBe(false);
    expect((await midia.get(autora, item.nome))?.podeEditar).toBe(true);
    expect((await midia.get(editora, item.nome))?.podeEditar).toBe(true);
    expect(await midia.edit(editora, item.nome, edicao, quem)).toMatchObject({ tipo: 'ok' });
    // A half-signed-in session can do nothing.
    const half: SessaoAtual = { ...autora, etapa: 'segundo-fator' };
    expect(await midia.upload(half, { nomeOriginal: 'a.png', bytes: await png(), alt: 'x' }, quem)).toMatchObject({ status: 403 });
    expect(await midia.get(half, item.nome)).toBeNull();
  });

  it('an author cannot replace or re-describe their own file once published content uses it; an editor can (issue 25, item 3)', async () => {
    const db = t.database.db;
    const when = new Date('2026-10-02T12:00:00Z');
    const edicao = { alt: 'Texto trocado pela autora', foco: null };
    const bytes = async () => ({ nomeOriginal: 'troca.png', bytes: await png() });
    // In a draft of her own: still hers to change.
    const rascunho = await upload(autora, await png(), 'no-rascunho.png');
    await db.insert(tables.noticias).values({
      id: 9101,
      title: 'Rascunho da autora',
      conteudo: '<p>x</p>',
      bannerImage: rascunho.nome,
      situacao: 'rascunho',
      dataCriacao: when,
      dataPublicao: when,
    });
    expect(await midia.get(autora, rascunho.nome)).toMatchObject({ podeEditar: true, emUsoPublico: false, bloqueadoPorUso: false });
    expect(await midia.edit(autora, rascunho.nome, edicao, quem)).toMatchObject({ tipo: 'ok' });
    // The same item published: refused, whatever the page shows, for the text and the bytes.
    await db.update(tables.noticias).set({ situacao: 'publicada' }).where(eq(tables.noticias.id, 9101));
    expect(await midia.get(autora, rascunho.nome)).toMatchObject({ podeEditar: false, emUsoPublico: true, bloqueadoPorUso: true });
    // Someone else's author: the reason is the owner, not the use.
    expect(await midia.get(outroAutor, rascunho.nome)).toMatchObject({ podeEditar: false, bloqueadoPorUso: false });
    const antes = await stored(rascunho.nome);
    const recusa = { tipo: 'recusado', status: 403, mensagem: MIDIA_EM_USO_PUBLICO };
    expect(await midia.edit(autora, rascunho.nome, { alt: 'Outro', foco: null }, quem)).toMatchObject(recusa);
    expect(await midia.replace(autora, rascunho.nome, await bytes(), quem)).toMatchObject(recusa);
    const depois = await stored(rascunho.nome);
    expect([depois.sha256, depois.alt]).toEqual([antes.sha256, antes.alt]);
    // A partner, the logo, a block of a published item, a published PDF link: the same.
    const parceiro = await upload(autora, await png(), 'parceiro.png');
    await db.insert(tables.parceiros).values({ nome: 'Parceiro X', imagem: parceiro.nome, link: 'https://exemplo.org', ordem: 0 });
    expect(await midia.edit(autora, parceiro.nome, edicao, quem)).toMatchObject(recusa);
    const bloco = await upload(autora, await png(), 'bloco.png');
    await db.insert(tables.noticias).values({ id: 9102, title: 'Publicada', conteudo: '<p>y</p>', dataCriacao: when, dataPublicao: when });
    await db.insert(tables.noticiaBlocos).values({ noticiaId: 9102, ordem: 1, tipo: 'paragraph', value: bloco.nome });
    expect(await midia.replace(autora, bloco.nome, await bytes(), quem)).toMatchObject(recusa);
    const pdf = await midia.upload(autora, { nomeOriginal: 'doc.pdf', bytes: await pdfOf('Documento'), alt: '' }, quem);
    if (pdf.tipo !== 'ok') throw new Error(pdf.mensagem);
    await db.insert(tables.publicacoes).values({ title: 'Publicação', link: `/arquivo/${pdf.item.nome}`, lastUpdate: when });
    expect(await midia.replace(autora, pdf.item.nome, { nomeOriginal: 'novo.pdf', bytes: await pdfOf('Outro') }, quem)).toMatchObject(
      recusa,
    );
    // An editor may, and the page shows them the buttons.
    expect(await midia.get(editora, rascunho.nome)).toMatchObject({ podeEditar: true, emUsoPublico: true, bloqueadoPorUso: false });
    expect(await midia.edit(editora, rascunho.nome, edicao, quem)).toMatchObject({ tipo: 'ok' });
    expect(await midia.replace(editora, parceiro.nome, await bytes(), quem)).toMatchObject({ tipo: 'ok' });
  });

  it('lists where an image is used: news blocks, banner, highlight, text; institutional records', async () => {
    const item = await upload(editora, await png(), 'usada.png');
    const other = await upload(editora, await png(), 'usada-2.png');
    const db = t.database.db;
    const when = new Date('2026-10-01T12:00:00Z');
    const news = { dataCriacao: when, dataPublicao: when };
    await db.insert(tables.noticias).values([
      { id: 9001, title: 'Com banner', conteudo: '<p>x</p>', bannerImage: item.nome, ...news },
      { id: 9002, title: 'No texto', conteudo: `<p><img src="/image/${item.nome}" alt="a"></p>`, destaqueImage: other.nome, ...news },
      { id: 9003, title: 'Bloco', conteudo: '<p>y</p>', ...news },
    ]);
    await db.insert(tables.noticiaBlocos).values({ noticiaId: 9003, ordem: 0, tipo: 'image', value: item.nome });
    await db.insert(tables.presidentes).values({ name: 'Presidente Fulana', image: item.nome, date: '2001-2003' });
    const detail = await midia.get(editora, item.nome);
    const usos = detail?.usos.map((u) => `${u.tipo} ${u.onde} ${u.endereco}`);
    // News newest first (same date here: higher id first), then the institutional records.
    expect(usos).toEqual([
      'noticia imagem principal /admin/noticias/9003',
      'noticia no texto /admin/noticias/9002',
      'noticia banner /admin/noticias/9001',
      'presidente retrato /presidentes',
    ]);
    expect((await midia.get(editora, other.nome))?.usos.map((u) => u.onde)).toEqual(['destaque']);
  });

  it('lists newest first, 24 a page, and finds by name or alternative text without regard to accents or case', async () => {
    await upload(outroAutor, await png(), 'Pôr do sol.png', 'Vista da Serra do Curral ao entardecer');
    const page = await midia.list(editora, {});
    expect(page.total).toBeGreaterThan(0);
    expect(page.itens[0]?.nome).toMatch(/^por-do-sol(-[a-z0-9]{3})?\.png$/);
    expect(page.itens[0]?.enviadoPor).toBe('Carlos Autor');
    const byAlt = await midia.list(editora, { busca: 'SERRA do curral' });
    expect(byAlt.itens.map((i) => i.alt)).toEqual(['Vista da Serra do Curral ao entardecer']);
    const byName = await midia.list(editora, { busca: 'por-do' });
    expect(byName.total).toBe(1);
    const accents = await midia.list(editora, { busca: 'entardecêr' });
    expect(accents.total).toBe(1);
    expect((await midia.list(editora, { busca: 'nada-assim' })).itens).toEqual([]);

    for (let i = 0; i < MIDIA_POR_PAGINA; i++) await upload(editora, await png(), `lote ${i}.png`);
    const first = await midia.list(editora, { pagina: 1 });
    expect(first.itens).toHaveLength(MIDIA_POR_PAGINA);
    expect(first.paginas).toBe(Math.ceil(first.total / MIDIA_POR_PAGINA));
    const beyond = await midia.list(editora, { pagina: 999 });
    expect(beyond.pagina).toBe(beyond.paginas);
  });
});

describe('the media picker (issue 27, item 3)', () => {
  it('lists images only when asked, newest first, and searches them by name or alternative text', async () => {
    const foto = await upload(editora, await png(), 'Seletor campo aberto.png', 'Campo aberto sob o céu de Minas');
    const pdf = await upload(editora, await pdfOf('Campo aberto'), 'Seletor campo aberto.pdf', 'Campo aberto, o balanço trimestral');
    // Both kinds hold the text; the picker's list has the image alone, the library's page both.
    const tudo = await midia.list(editora, { busca: 'campo aberto' });
    expect(tudo.itens.map((i) => i.nome).sort()).toEqual([foto.nome, pdf.nome].sort());
    const imagens = await midia.list(editora, { busca: 'CAMPO ABERTO', tipo: 'imagem' });
    expect(imagens).toMatchObject({ total: 1, pagina: 1, paginas: 1, busca: 'CAMPO ABERTO' });
    expect(imagens.itens.map((i) => i.nome)).toEqual([foto.nome]);
    expect((await midia.list(editora, { busca: 'ceu de minas', tipo: 'imagem' })).itens.map((i) => i.nome)).toEqual([foto.nome]);
    expect((await midia.list(editora, { busca: 'balanço trimestral', tipo: 'imagem' })).total).toBe(0);
    expect((await midia.list(editora, { busca: 'balanço trimestral', tipo: 'documento' })).itens.map((i) => i.nome)).toEqual([pdf.nome]);
    // Without a search: every image, newest first, a page of MIDIA_POR_PAGINA, no document among them.
    const todas = await midia.list(autora, { tipo: 'imagem' });
    expect(todas.itens[0]?.nome).toBe(foto.nome);
    expect(todas.itens.length).toBeLessThanOrEqual(MIDIA_POR_PAGINA);
    expect(todas.itens.every((i) => i.tipo === 'imagem')).toBe(true);
    const [linhas] = await t.database.db.select({ n: count() }).from(tables.arquivos).where(eq(tables.arquivos.tipo, 'imagem'));
    expect(todas.total).toBe(linhas?.n);
  });

  it('refuses a PDF sent where only images go, before storing it; an image goes through', async () => {
    const antes = (await midia.list(editora, {})).total;
    const pdf = await pdfOf('Não é uma imagem');
    expect(await midia.upload(autora, { nomeOriginal: 'foto.jpg', bytes: pdf, alt: 'Uma foto', apenas: 'imagem' }, quem)).toEqual({
      tipo: 'recusado',
      status: 400,
      mensagem: SO_DESTE_TIPO.imagem,
      campo: 'arquivo',
    });
    expect((await midia.list(editora, {})).total).toBe(antes);
    // The other checks stay: alternative text required, type from the bytes.
    expect(await midia.upload(autora, { nomeOriginal: 'foto.png', bytes: await png(), alt: ' ', apenas: 'imagem' }, quem)).toMatchObject({
      status: 400,
      campo: 'alt',
    });
    const ok = await midia.upload(autora, { nomeOriginal: 'foto.png', bytes: await png(), alt: 'Uma foto', apenas: 'imagem' }, quem);
    expect(ok).toMatchObject({ tipo: 'ok', item: { tipo: 'imagem', alt: 'Uma foto', enviadoPorId: autora.usuario.id } });
    expect((await midia.list(editora, {})).total).toBe(antes + 1);
  });

  it("gives the fields' lists each image's focal point", async () => {
    const item = await upload(editora, await png(), 'com foco.png', 'Com ponto focal');
    expect(await midia.edit(editora, item.nome, { alt: 'Com ponto focal', foco: { x: 0.3, y: 0.7 } }, quem)).toMatchObject({ tipo: 'ok' });
    const semFoco = await upload(editora, await png(), 'sem foco.png', 'Sem ponto focal');
    const { imagens } = await new Redacao(t.database.db).opcoes();
    expect(imagens.find((i) => i.nome === item.nome)).toEqual({ nome: item.nome, alt: 'Com ponto focal', foco: { x: 0.3, y: 0.7 } });
    expect(imagens.find((i) => i.nome === semFoco.nome)).toEqual({ nome: semFoco.nome, alt: 'Sem ponto focal', foco: null });
  });
});

describe('bounds on uploads (issue 25, items 4 and 7)', () => {
  const count = async () => (await t.database.db.select({ nome: tables.arquivos.nome }).from(tables.arquivos)).length;

  it(`refuses a PDF of more than ${PDF_MAX_PAGINAS} pages with the count and the limit, before loading its pages, and stores nothing`, async () => {
    const antes = await count();
    const longo = await makePdf(PDF_MAX_PAGINAS + 1, { linha: (n) => `p${n}` });
    const inicio = performance.now();
    const result = await midia.upload(autora, { nomeOriginal: 'longo.pdf', bytes: longo, alt: '' }, quem);
    expect(result).toEqual({
      tipo: 'recusado',
      status: 400,
      campo: 'arquivo',
      mensagem: 'O PDF tem 2.001 páginas; o limite é de 2.000 páginas por arquivo. Divida o documento em partes menores e envie cada uma.',
    });
    expect(performance.now() - inicio).toBeLessThan(5000);
    expect(await count()).toBe(antes);
    const [audit] = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(eq(tables.auditoria.acao, 'midia.enviar'))
      .orderBy(desc(tables.auditoria.id))
      .limit(1);
    expect(audit?.depois).not.toMatchObject({ nomeOriginal: 'longo.pdf' });
  });

  it('refuses a second upload of one account in progress (429) and one past the process bound (503), with the seconds to wait; both free again after', async () => {
    const limitada = new Midia({ db: t.database.db, envios: new LimiteDeEnvios({ porConta: 1, total: 1 }) });
    const arquivo = async (nome: string) => ({ nomeOriginal: nome, bytes: await png(), alt: 'Metade vermelha, metade azul' });
    const [a, b, c] = [await arquivo('a.png'), await arquivo('b.png'), await arquivo('c.png')];
    const primeiro = limitada.upload(autora, a, quem);
    const mesmaConta = limitada.upload(autora, b, quem);
    const outraConta = limitada.upload(editora, c, quem);
    expect(await mesmaConta).toMatchObject({
      tipo: 'recusado',
      status: 429,
      esperarSegundos: 10,
      mensagem: 'Você já tem 1 envio em andamento. Espere ele terminar e envie este arquivo de novo.',
    });
    expect(await outraConta).toMatchObject({
      tipo: 'recusado',
      status: 503,
      esperarSegundos: 10,
      mensagem: 'O servidor está conferindo outros envios agora. Tente de novo em 10 segundos; nada foi gravado.',
    });
    expect(await primeiro).toMatchObject({ tipo: 'ok' });
    // A refused or finished upload gives its place back.
    expect(await limitada.upload(editora, c, quem)).toMatchObject({ tipo: 'ok' });
    expect(await limitada.upload(autora, { nomeOriginal: 'x.png', bytes: Buffer.from('não é imagem'), alt: 'x' }, quem)).toMatchObject({
      tipo: 'recusado',
      status: 400,
    });
    expect(await limitada.upload(autora, b, quem)).toMatchObject({ tipo: 'ok' });
  });

  it("refuses an upload past the account's quota (413, with what was used and the quota), counts a replacement's growth, and lets editors through", async () => {
    const office = new BackOffice({ db: t.database.db });
    const cotista = await account(office, 'cotista@cosems.example', 'Elisa Cotista', 'autor');
    const bytes = await png();
    const primeiro = (await cleanedSize(bytes)) + 0;
    const comCota = new Midia({ db: t.database.db, cotas: { autor: primeiro * 2, editor: null, administrador: null } });
    const arquivo = (nome: string, b = bytes) => ({ nomeOriginal: nome, bytes: b, alt: 'Metade vermelha, metade azul' });
    expect(await comCota.upload(cotista, arquivo('um.png'), quem)).toMatchObject({ tipo: 'ok' });
    const dois = await comCota.upload(cotista, arquivo('dois.png'), quem);
    expect(dois).toMatchObject({ tipo: 'ok' });
    const antes = await count();
    const tres = await comCota.upload(cotista, arquivo('tres.png'), quem);
    expect(tres).toMatchObject({ tipo: 'recusado', status: 413, campo: 'arquivo' });
    expect(tres.tipo === 'recusado' && tres.mensagem).toMatch(
      /^Sua cota da biblioteca de mídia não comporta este arquivo: você já enviou 0,0 MB de 0,0 MB, e ele tem 0,0 MB\./,
    );
    expect(await count()).toBe(antes);
    // Replacing one's own file with a larger one counts the difference.
    if (dois.tipo !== 'ok') return;
    const maior = await halves(400, 200).png().toBuffer();
    expect(await comCota.replace(cotista, dois.item.nome, { nomeOriginal: 'maior.png', bytes: maior }, quem)).toMatchObject({
      status: 413,
    });
    expect(await comCota.replace(cotista, dois.item.nome, { nomeOriginal: 'igual.png', bytes }, quem)).toMatchObject({ tipo: 'ok' });
    // Editors have no quota by default.
    expect(await comCota.upload(editora, arquivo('da-editora.png'), quem)).toMatchObject({ tipo: 'ok' });
  });
});

/** The stored size of an image upload (cleaned: re-encoded without metadata). */
async function cleanedSize(bytes: Buffer) {
  const sonda = new Midia({ db: t.database.db });
  const result = await sonda.upload(editora, { nomeOriginal: 'sonda.png', bytes, alt: 'sonda' }, quem);
  if (result.tipo !== 'ok') throw new Error(result.mensagem);
  return result.item.tamanho;
}
