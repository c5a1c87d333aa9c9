import { PAGE_SIZE } from '@cosems/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markOnly } from '../../src/repositories/noticias.ts';
import { demo } from '../demo.ts';
import { expectError, useTestApi } from '../helper.ts';

interface Hit {
  id: number;
  title: string;
  sub_title: string | null;
  rank: number;
  snippet: string;
}
interface Busca {
  q: string;
  page: number;
  count: number;
  modo: 'texto' | 'aproximado';
  rows: Hit[];
}
const api = useTestApi();
const busca = async (q: string, page = 1) => {
  const res = await api.get<Busca>(`/api/busca?q=${encodeURIComponent(q)}&page=${page}`);
  expect(res.status, q.slice(0, 40)).toBe(200);
  return res.body;
};
const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const text = (n: { conteudo?: string }) => plain((n.conteudo ?? '').replace(/<[^>]*>/g, ' '));
const sourceNews = demo.noticias as unknown as { id: number; title: string; sub_title: string | null; conteudo: string }[];

describe('/api/busca — search that understands Portuguese', () => {
  it.each([
    ['saude', /saúde/i],
    ['vacinacao', /vacinação/i],
    ['municipios', /município/i],
  ])('%s finds items written with accents or in another form (%s)', async (q, written) => {
    const result = await busca(q);
    expect(result.modo).toBe('texto');
    expect(result.count).toBeGreaterThan(0);
    const first = sourceNews.find((n) => n.id === result.rows[0]?.id);
    expect(`${first?.title} ${first?.sub_title} ${first?.conteudo}`).toMatch(written);
    expect(result.rows.some((r) => r.snippet.includes('<mark>'))).toBe(true);
  });

  it('finds a word that appears only in a body', async () => {
    // A long word found in exactly one body and in no title or sub-title.
    const titles = plain(sourceNews.map((n) => `${n.title} ${n.sub_title ?? ''}`).join(' '));
    const words = (n: { conteudo: string }) =>
      new Set(
        text(n)
          .split(/[^a-z]+/)
          .filter((w) => w.length >= 9),
      );
    const counts = new Map<string, number>();
    for (const n of sourceNews) for (const w of words(n)) counts.set(w.slice(0, 6), (counts.get(w.slice(0, 6)) ?? 0) + 1);
    // Stop words ('estiveram') are not indexed: ask the database which words are.
    const indexed = async (w: string) => {
      const { rows } = (await api.db.database.db.execute(sql`select to_tsvector('cosems_pt', ${w})::text as v`)) as unknown as {
        rows: { v: string }[];
      };
      return rows[0]?.v !== '';
    };
    let source: (typeof sourceNews)[number] | undefined;
    let word: string | undefined;
    for (const n of sourceNews) {
      for (const w of words(n)) {
        if (!word && counts.get(w.slice(0, 6)) === 1 && !titles.includes(w.slice(0, 6)) && (await indexed(w))) {
          source = n;
          word = w;
        }
      }
    }
    expect(word).toBeDefined();
    const result = await busca(word as string);
    expect(result.modo, word).toBe('texto');
    expect(result.rows.map((r) => r.id)).toEqual([source?.id]);
  });

  it('answers in rank order, titles weighing most, with the total count and pages of 12', async () => {
    const result = await busca('saude');
    const ranks = result.rows.map((r) => r.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(result.rows.length).toBe(Math.min(PAGE_SIZE, result.count));
    const inTitle = result.rows.findIndex((r) => plain(r.title).includes('saude'));
    const bodyOnly = result.rows.findIndex((r) => !plain(`${r.title} ${r.sub_title ?? ''}`).includes('saud'));
    // The best result has the word in its title, and none found only in a body comes before it.
    expect(inTitle).toBe(0);
    if (bodyOnly >= 0) expect(inTitle).toBeLessThan(bodyOnly);
    if (result.count > PAGE_SIZE) {
      const second = await busca('saude', 2);
      expect(second.count).toBe(result.count);
      expect(second.rows.map((r) => r.id)).not.toContain(result.rows[0]?.id);
    }
  });

  it('partial words and small typos still find the item', async () => {
    // A long title word whose first 7 letters appear in no other item.
    const all = sourceNews.map((n) => ({ n, full: plain(`${n.title} ${n.sub_title ?? ''} ${text(n)}`) }));
    const pick = all
      .flatMap(({ n }) =>
        plain(n.title)
          .split(/[^a-z]+/)
          .filter((w) => w.length >= 10)
          .map((w) => ({ n, w })),
      )
      .find(({ w }) => all.filter((a) => a.full.includes(w.slice(0, 7))).length === 1);
    expect(pick).toBeDefined();
    const { n, w } = pick as { n: { id: number }; w: string };
    const partial = w.slice(0, 7);
    const swapped = `${w.slice(0, 3)}${w[4]}${w[3]}${w.slice(5)}`;
    for (const q of [partial, swapped]) {
      const result = await busca(q);
      expect(
        result.rows.map((r) => r.id),
        q,
      ).toContain(n.id);
    }
    expect((await busca(swapped)).modo).toBe('aproximado');
  });

  it.each([
    `"'; drop table noticias; --`,
    '\\\\\\',
    '&|!:*()',
    '<script>alert(1)</script>',
    '%_%',
    '    ',
    'ação & saúde | !vacina',
    'a'.repeat(10_000),
  ])('hostile text %# answers normally', async (q) => {
    const result = await busca(q);
    expect(Array.isArray(result.rows)).toBe(true);
    expect(result.q.length).toBeLessThanOrEqual(100);
    for (const row of result.rows) expect(row.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('has a GIN index on the weighted text-search vector, and a trigram index on titles', async () => {
    const { rows } = (await api.db.database.db.execute(sql`select indexdef from pg_indexes where tablename = 'noticias'`)) as unknown as {
      rows: { indexdef: string }[];
    };
    const defs = rows.map((r) => r.indexdef.toLowerCase());
    expect(defs.some((d) => d.includes('using gin') && d.includes('(busca)'))).toBe(true);
    expect(defs.some((d) => d.includes('gin_trgm_ops'))).toBe(true);
  });

  it('rejects a missing query or a bad page with 400', async () => {
    await expectError(api, '/api/busca', 400);
    await expectError(api, '/api/busca?q=saude&page=0', 400);
    await expectError(api, '/api/busca?q=saude&page=x', 400);
  });
});

describe('markOnly', () => {
  it('keeps only the <mark> tags of a snippet and escapes the rest', () => {
    expect(markOnly('a <mark>b</mark> <img src=x onerror=alert(1)> & c')).toBe(
      'a <mark>b</mark> &lt;img src=x onerror=alert(1)&gt; &amp; c',
    );
  });
});
