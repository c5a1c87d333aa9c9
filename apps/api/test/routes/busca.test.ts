import { cleanBusca, PAGE_SIZE } from '@cosems/contracts';
import { sanitizeNewsHtml } from '@cosems/db';
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

/**
 * The words of a text as full-text search sees them once the search rule has read it (in SQL,
 * cosems_busca_texto): lower case without accents, split at anything but letters, digits and
 * hyphens; a hyphenated word ("cib-sus") counts whole and by its parts, as PostgreSQL's parser
 * indexes it. Built here from the bundle, independently of the database.
 */
function words(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of plain(text).split(/[^\p{L}\p{N}-]+/u)) {
    if (!w) continue;
    out.add(w);
    for (const part of w.split('-')) if (part) out.add(part);
  }
  return out;
}
/** A body as the database indexes it: sanitised like the import does, tags out, entities decoded. */
const bodyText = (html: string) =>
  sanitizeNewsHtml(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const indexed = sourceNews.map((n) => ({
  id: n.id,
  title: words(n.title),
  all: words(`${n.title} ${n.sub_title ?? ''} ${bodyText(n.conteudo)}`),
}));
/** Items holding every word of the search (plainto_tsquery's "and"), by the same rule. */
const containing = (q: string) => {
  const terms = plain(cleanBusca(q)).split(' ');
  const has = (set: Set<string>) => terms.every((t) => set.has(t));
  return { all: indexed.filter((n) => has(n.all)).map((n) => n.id), inTitle: indexed.filter((n) => has(n.title)).map((n) => n.id) };
};

/** Every hit of a search, all pages. */
async function allHits(q: string): Promise<{ first: Busca; ids: number[] }> {
  const first = await busca(q);
  const ids = first.rows.map((r) => r.id);
  for (let page = 2; page <= Math.ceil(first.count / PAGE_SIZE); page++) ids.push(...(await busca(q, page)).rows.map((r) => r.id));
  return { first, ids };
}

describe("/api/busca — the association's own name and the SUS's compound names (issue 9)", () => {
  it.each(['cosems', 'COSEMS/MG', 'cosems mg', 'CIB-SUS', 'sus/mg', 'e-SUS', 'covid-19'])(
    '"%s" finds, in full-text mode, every item that holds it, in a title or only in a body',
    async (q) => {
      const expected = containing(q);
      // The demo content has the case both ways: in some title, and in some body only.
      expect(expected.inTitle.length, 'in a title').toBeGreaterThan(0);
      expect(expected.all.length - expected.inTitle.length, 'in a body only').toBeGreaterThan(0);
      const { first, ids } = await allHits(q);
      expect(first.modo).toBe('texto');
      expect(first.count).toBe(expected.all.length);
      expect([...ids].sort((a, b) => a - b)).toEqual(expected.all);
      // Titles weigh most: an item with the words in its title comes first.
      expect(expected.inTitle).toContain(ids[0]);
    },
  );

  it('"COSEMS/MG" and "cosems mg" are one search, and the snippet marks both words around the slash', async () => {
    const slash = await busca('COSEMS/MG');
    const spaced = await busca('cosems mg');
    expect(slash.q).toBe('COSEMS MG');
    expect(slash.rows.map((r) => r.id)).toEqual(spaced.rows.map((r) => r.id));
    expect(slash.rows.some((r) => r.snippet.includes('<mark>COSEMS</mark>/<mark>MG</mark>'))).toBe(true);
  });

  it('"e-SUS" is the compound word: an item that only says "SUS" is not found', async () => {
    const sus = containing('sus').all;
    const eSus = containing('e-SUS').all;
    expect(sus.length).toBeGreaterThan(eSus.length);
    expect((await busca('e-SUS')).count).toBe(eSus.length);
  });

  it('the database reads "COSEMS/MG", "CIB-SUS/MG" and "SUS/MG" as words, on this engine too', async () => {
    const { rows } = (await api.db.database.db.execute(
      sql`select to_tsvector('cosems_pt', cosems_busca_texto('COSEMS/MG, CIB-SUS/MG e SUS/MG'))::text as v`,
    )) as unknown as { rows: { v: string }[] };
    expect(rows[0]?.v).toBe("'cib':4 'cib-sus':3 'cosems':1 'mg':2,6,9 'sus':5,8");
  });
});

describe('markOnly', () => {
  it('keeps only the <mark> tags of a snippet and escapes the rest', () => {
    expect(markOnly('a <mark>b</mark> <img src=x onerror=alert(1)> & c')).toBe(
      'a <mark>b</mark> &lt;img src=x onerror=alert(1)&gt; &amp; c',
    );
  });
});
