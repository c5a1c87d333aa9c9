/**
 * The facts about the demo bundle (content/demo, made by scripts/generate-demo.ts) that other tests
 * rely on — API route tests, the site's end-to-end tests, the search examples. Read through
 * readBundle(), the same checker the import uses, so a fact stated here is a fact of what gets
 * imported. When the generator's data changes one of these, this test says which, before the
 * suites that assume it fail somewhere less obvious.
 */
import { PAGE_SIZE, SECOES_JURIDICO } from '@cosems/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Bundle, DEMO_BUNDLE_DIR, readBundle } from '../src/index.ts';
import { MUNICIPIOS_MG, normalizarNomeMunicipio } from '../src/registro/municipios.ts';

let demo: Bundle;
beforeAll(async () => {
  demo = await readBundle(DEMO_BUNDLE_DIR);
});

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('demo bundle: news', () => {
  it('has 64 items, ids 1..64 oldest first, so the list has 6 pages of 12 and a partial last one', () => {
    expect(demo.noticias).toHaveLength(64);
    expect(demo.noticias.map((n) => n.id)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
    expect(Math.ceil(demo.noticias.length / PAGE_SIZE)).toBe(6);
    expect(demo.noticias.length % PAGE_SIZE).toBeGreaterThan(0);
  });

  it('has 5 banner items and 7 highlights (the home gallery shows 4)', () => {
    expect(demo.noticias.filter((n) => n.banner_image !== null)).toHaveLength(5);
    expect(demo.noticias.filter((n) => n.destaque_image !== null)).toHaveLength(7);
  });

  it('has items with no region ("Geral"), one, two to four, and more than five region tags ("Outros")', () => {
    const tags = demo.noticias.map((n) => n.regioes.length);
    expect(tags.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(tags.filter((n) => n === 1).length).toBeGreaterThan(0);
    expect(tags.filter((n) => n >= 2 && n <= 4).length).toBeGreaterThan(0);
    // 35 (7 tags), 36 (9), 52 (6) and 64 (8).
    expect(demo.noticias.filter((n) => n.regioes.length > 5).map((n) => n.id)).toEqual([35, 36, 52, 64]);
    // The newest page holds one of them, so the first page of /lista-noticias shows an "Outros" tag.
    const newest = [...demo.noticias].sort((a, b) => Date.parse(b.data_publicao) - Date.parse(a.data_publicao) || b.id - a.id);
    expect(newest.slice(0, PAGE_SIZE).some((n) => n.regioes.length > 5)).toBe(true);
  });

  it('has two items published at the same instant (the order then falls back to the id)', () => {
    const dates = demo.noticias.map((n) => Date.parse(n.data_publicao));
    expect(dates.length - new Set(dates).size).toBe(1);
  });

  it('has short, long and very long titles (the card cuts at 50, 100 and 200 characters)', () => {
    const lengths = demo.noticias.map((n) => n.title.length);
    expect(lengths.filter((l) => l < 40).length).toBeGreaterThanOrEqual(3);
    expect(lengths.filter((l) => l > 50 && l <= 120).length).toBeGreaterThanOrEqual(6);
    expect(lengths.filter((l) => l > 200).length).toBeGreaterThanOrEqual(4);
  });

  it('has items without sub-title, without writer, with hostile HTML, and without any image', () => {
    expect(demo.noticias.some((n) => n.sub_title === null)).toBe(true);
    expect(demo.noticias.some((n) => n.escritor === null)).toBe(true);
    expect(demo.noticias.filter((n) => /<script|onclick=|javascript:/i.test(n.conteudo)).map((n) => n.id)).toEqual([11, 29, 45, 60]);
    const image = (n: Bundle['noticias'][number]) => n.materia.some((b) => b.tipo === 'image');
    const fallback = (n: Bundle['noticias'][number]) => n.materia.some((b) => b.value.startsWith('notice_'));
    expect(demo.noticias.some((n) => !image(n) && fallback(n))).toBe(true);
    expect(demo.noticias.some((n) => !image(n) && !fallback(n))).toBe(true);
    expect(demo.noticias.find((n) => n.id === 47)?.materia).toEqual([]);
  });

  it('spreads publication over the two years before 2026-11-15', () => {
    const limit = Date.parse('2026-11-15T00:00:00-03:00');
    for (const n of demo.noticias) {
      expect(Date.parse(n.data_criacao)).toBeLessThan(Date.parse(n.data_publicao));
      expect(Date.parse(n.data_publicao)).toBeLessThan(limit);
      expect(Date.parse(n.data_publicao)).toBeGreaterThan(limit - 731 * 86_400_000);
    }
  });
});

describe('demo bundle: regional councils', () => {
  it('has the 28 councils in alphabetical order, with 1, 2 or 3 supporters', () => {
    expect(demo.regioes).toHaveLength(28);
    expect(demo.regioes.map((r) => r.id)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    const names = demo.regioes.map((r) => r.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(new Set(demo.regioes.map((r) => r.apoiadores.length))).toEqual(new Set([1, 2, 3]));
    const supporters = demo.regioes.flatMap((r) => r.apoiadores);
    expect(supporters.some((a) => a.email === null)).toBe(true);
    expect(supporters.some((a) => a.telefone === null)).toBe(true);
  });

  it('every municipality of the IBGE list belongs to exactly one council, by its code, under its IBGE name, with the code as its id', () => {
    const onde = new Map<number, string[]>();
    for (const r of demo.regioes) for (const m of r.municipios) onde.set(m.ibge ?? 0, [...(onde.get(m.ibge ?? 0) ?? []), r.nome]);
    expect(onde.size).toBe(853);
    for (const m of MUNICIPIOS_MG) expect([m.nome, onde.get(m.ibge)?.length]).toEqual([m.nome, 1]);
    const todos = demo.regioes.flatMap((r) => r.municipios);
    expect(todos.every((m) => m.id === m.ibge && m.nome === MUNICIPIOS_MG.find((o) => o.ibge === m.ibge)?.nome)).toBe(true);
    // Each council holds its seat; sizes as the state's regional offices (2011): from 7 (Pirapora) to 55 (Divinópolis).
    // (the IBGE writes "São João del Rei", the council "São João del-Rei": names compared as the search compares them)
    for (const r of demo.regioes)
      expect(r.municipios.map((m) => normalizarNomeMunicipio(m.nome))).toContain(normalizarNomeMunicipio(r.nome));
    const tamanhos = demo.regioes.map((r) => r.municipios.length);
    expect([Math.min(...tamanhos), Math.max(...tamanhos)]).toEqual([7, 55]);
    expect(demo.regioes.find((r) => r.nome === 'Uberlândia')?.municipios.map((m) => m.nome)).toContain('Araguari');
    expect(demo.meta.descricao).toContain('30/08/2011');
  });

  it('Belo Horizonte (3) has 3 supporters and 4 news items: its page shows a carousel', () => {
    const bh = demo.regioes.find((r) => r.id === 3);
    expect(bh?.nome).toBe('Belo Horizonte');
    expect(bh?.apoiadores.map((a) => a.nome)).toEqual(['Paulo Faria', 'Eliane Reis', 'Adriana Gomes']);
    expect(demo.noticias.filter((n) => n.regioes.includes(3))).toHaveLength(4);
  });
});

describe('demo bundle: institutional pages', () => {
  it('team: 6 groups, the legal one with 1 member, one empty group, 3 members without a usable e-mail', () => {
    expect(demo.equipe).toHaveLength(6);
    expect(demo.equipe.find((g) => g.grupo === 'Assessoria_Jurídica')?.membros).toHaveLength(1);
    expect(demo.equipe.filter((g) => g.membros.length === 0).map((g) => g.grupo)).toEqual(['Ouvidoria']);
    const emails = demo.equipe.flatMap((g) => g.membros.map((m) => m.email));
    expect(emails.filter((e) => !e.includes('@'))).toEqual(['', 'nao possui', '-']);
  });

  it('board: 9 positions, one of them vacant, two members without a municipality', () => {
    expect(demo.diretoria).toHaveLength(9);
    expect(demo.diretoria.filter((c) => c.membros.length === 0).map((c) => c.cargo)).toEqual(['Suplentes_Conselho_Fiscal']);
    expect(demo.diretoria.flatMap((c) => c.membros).filter((m) => m.sms === '')).toHaveLength(2);
  });

  it('15 past presidents from 1991 to 2017, 3 logos with one active, 6 partners, 20 useful links', () => {
    expect(demo.presidentes).toHaveLength(15);
    expect(demo.presidentes[0]?.date).toBe('1991-1993');
    expect(demo.presidentes.at(-1)?.date).toBe('2015-2017');
    expect(demo.logos).toHaveLength(3);
    expect(demo.logos.filter((l) => l.ativa).map((l) => l.id)).toEqual([2]);
    expect(demo.parceiros).toHaveLength(6);
    expect(demo.linksUteis).toHaveLength(20);
  });
});

describe('demo bundle: documents', () => {
  it('legal documents: every section has 6 to 8, 34 in all, each with its one-page PDF', () => {
    const perSection = Object.fromEntries(SECOES_JURIDICO.map((s) => [s, demo.juridico.filter((d) => d.secao === s).length]));
    expect(perSection).toEqual({ notas: 8, pareceres: 7, orientacoes: 7, informes: 6, recomendacao: 6 });
    expect(demo.juridico).toHaveLength(34);
    for (const d of demo.juridico) expect(pages(demo.arquivos.get(d.link.replace('/arquivo/', '')) as Buffer), d.link).toBe(1);
  });

  it('10 publications, each with its one-page PDF', () => {
    expect(demo.publicacoes).toHaveLength(10);
    for (const p of demo.publicacoes) expect(pages(demo.arquivos.get(p.link.replace('/arquivo/', '')) as Buffer), p.link).toBe(1);
  });

  it('the statute is a 10-page PDF (the /estatuto topics point into it)', () => {
    expect(pages(demo.arquivos.get('estatuto.pdf') as Buffer)).toBe(10);
    // The deliberations' demo PDFs (issue 30) too.
    expect(demo.arquivos.size).toBe(
      1 + demo.juridico.length + demo.publicacoes.length + demo.deliberacoes.filter((d) => d.link.startsWith('/arquivo/')).length,
    );
  });
});

describe('demo bundle: CIB-SUS/MG deliberations (issue 30)', () => {
  it('has 24, of 2025 and 2026, numbered 4.xxx–5.xxx, growing with the date, each with a theme', () => {
    expect(demo.deliberacoes).toHaveLength(24);
    expect(new Set(demo.deliberacoes.map((d) => d.ano))).toEqual(new Set([2025, 2026]));
    expect(demo.deliberacoes.every((d) => d.numero >= 4000 && d.numero < 6000 && d.temas.length > 0)).toBe(true);
    const porData = [...demo.deliberacoes].sort((a, b) => Date.parse(a.data) - Date.parse(b.data));
    expect(porData.map((d) => d.numero)).toEqual([...porData.map((d) => d.numero)].sort((a, b) => a - b));
    expect(demo.deliberacoes.every((d) => d.estado === 'publicado')).toBe(true);
  });

  it('half have a one-page demo PDF in arquivos/, the other half link to the CIB page of the state; a few have a note', () => {
    const pdfs = demo.deliberacoes.filter((d) => d.link.startsWith('/arquivo/'));
    expect(pdfs).toHaveLength(12);
    for (const d of pdfs) expect(pages(demo.arquivos.get(d.link.slice('/arquivo/'.length)) as Buffer)).toBe(1);
    expect(demo.deliberacoes.filter((d) => d.link === 'https://www.saude.mg.gov.br/cib')).toHaveLength(12);
    expect(demo.deliberacoes.filter((d) => d.nota !== '').length).toBeGreaterThanOrEqual(3);
    expect(demo.meta.descricao).toContain('deliberações da CIB-SUS/MG');
  });

  it('relates only news that exist; the search examples are there ("vacinação", 2026, Saúde Mental)', () => {
    const ids = new Set(demo.noticias.map((n) => n.id));
    expect(demo.deliberacoes.flatMap((d) => d.noticias).every((id) => ids.has(id))).toBe(true);
    expect(demo.deliberacoes.filter((d) => /(^|\s)vacinação/.test(d.ementa)).map((d) => d.numero)).toEqual([4434, 5079]);
    expect(demo.deliberacoes.filter((d) => d.ano === 2026 && d.temas.includes('saude-mental')).map((d) => d.numero)).toEqual([5162]);
  });
});
