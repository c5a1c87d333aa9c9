/**
 * /api/deliberacoes and /api/deliberacoes/{id} (issue 30) on the demo content, PGlite and
 * PostgreSQL: newest first, 12 a page with the total and the years; the site's search rule (a word
 * of a summary typed without accents finds it); filters by year and theme; bad parameters 400;
 * drafts and missing ids 404; the related news and events that are public.
 */
import { DELIBERACOES_POR_PAGINA } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, useTestApi } from '../helper.ts';

interface Resumo {
  id: number;
  numero: number;
  ano: number;
  nome: string;
  data: string;
  ementa: string;
  temas: { chave: string; nome: string }[];
  link: string;
}
interface Pagina {
  pagina: number;
  paginas: number;
  total: number;
  itens: Resumo[];
  anos: number[];
}
const api = useTestApi();
const pagina = async (query: string) => {
  const res = await api.get<Pagina>(`/api/deliberacoes${query}`);
  expect(res.status, query).toBe(200);
  return res.body;
};

describe('/api/deliberacoes', () => {
  it('lists the published ones newest first, 12 a page, with the total and the years', async () => {
    const p1 = await pagina('');
    expect(p1).toMatchObject({ pagina: 1, paginas: 2, total: 24, anos: [2026, 2025] });
    expect(p1.itens).toHaveLength(DELIBERACOES_POR_PAGINA);
    expect(p1.itens[0]).toMatchObject({ numero: 5425, ano: 2026, nome: 'Deliberação CIB-SUS/MG nº 5.425/2026', data: '2026-11-11' });
    const datas = p1.itens.map((d) => d.data);
    expect(datas).toEqual([...datas].sort().reverse());
    const p2 = await pagina('?page=2');
    expect(p2.itens.at(-1)).toMatchObject({ numero: 4349, data: '2025-01-07' });
    expect((await pagina('?page=3')).itens).toEqual([]);
  });

  it('finds a summary word typed without accents ("vacinacao" → "vacinação"), with the site rule', async () => {
    const r = await pagina('?q=vacinacao');
    // The word, not "multivacinação" (another word).
    expect(r.itens.map((d) => d.numero)).toEqual([5079, 4434]);
    expect(r.itens.every((d) => /(^|\s)vacinação/i.test(d.ementa))).toBe(true);
    // Upper case, punctuation and a stem: the same rule as /api/busca.
    expect((await pagina(`?q=${encodeURIComponent('VACINAÇÃO!')}`)).total).toBe(2);
    expect((await pagina('?q=psicossocial')).itens.map((d) => d.numero)).toEqual([4489]);
    expect((await pagina('?q=xqzwvk')).total).toBe(0);
    // Nothing searchable left: the whole list.
    expect((await pagina('?q=%21%21')).total).toBe(24);
  });

  it('filters by year and theme, alone and with the search', async () => {
    const ano = await pagina('?ano=2025');
    expect(ano.total).toBe(12);
    expect(ano.itens.every((d) => d.ano === 2025)).toBe(true);
    const tema = await pagina('?tema=saude-mental');
    expect(tema.itens.map((d) => d.numero)).toEqual([5162, 4489]);
    expect(tema.itens[0]?.temas).toContainEqual({ chave: 'saude-mental', nome: 'Saúde Mental' });
    expect((await pagina('?tema=saude-mental&ano=2026')).itens.map((d) => d.numero)).toEqual([5162]);
    expect((await pagina('?q=vacinacao&ano=2025&tema=vigilancia')).itens.map((d) => d.numero)).toEqual([4434]);
    expect((await pagina('?q=multivacinacao')).itens.map((d) => d.numero)).toEqual([5338, 4705]);
  });

  it.each(['?ano=1989', '?ano=2101', '?ano=dois', '?tema=nenhum', '?page=0', '?page=abc', `?q=${'x'.repeat(10_001)}`])(
    'refuses %s (400, the error shape)',
    async (query) => {
      await expectError(api, `/api/deliberacoes${query.slice(0, 10_020)}`, 400);
    },
  );
});

describe('/api/deliberacoes/{id}', () => {
  it('answers one with its note, related news (titles) and the name of the number', async () => {
    const res = await api.get<Record<string, unknown>>('/api/deliberacoes/1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, numero: 4349, ano: 2025, link: '/arquivo/deliberacao-cib-4349-2025.pdf', eventos: [] });
    expect(res.body.nota).toContain('<strong>A proposta foi acolhida</strong>');
    expect((res.body.noticias as { id: number }[]).map((n) => n.id).sort((a, b) => a - b)).toEqual([2, 13]);
    expect(res.body.noticias).toContainEqual({ id: 2, title: expect.stringContaining('CIB-SUS/MG aprova') });
  });

  it('404 for a missing id and for a draft; 400 for a malformed one', async () => {
    await expectError(api, '/api/deliberacoes/999999', 404);
    await expectError(api, '/api/deliberacoes/99999999999', 404);
    await expectError(api, '/api/deliberacoes/abc', 400);
    await expectError(api, '/api/deliberacoes/0', 400);
    const db = api.db.database.db;
    await db.update(tables.deliberacoes).set({ estado: 'rascunho' }).where(eq(tables.deliberacoes.id, 24));
    try {
      await expectError(api, '/api/deliberacoes/24', 404);
      // A query no earlier test made (the response cache hears the back office's notices, not this direct write).
      expect((await pagina('?ano=2026&page=1')).total).toBe(11);
    } finally {
      await db.update(tables.deliberacoes).set({ estado: 'publicado' }).where(eq(tables.deliberacoes.id, 24));
    }
  });

  it('skips related news that are not public and events that are drafts, lists the others with their titles', async () => {
    const db = api.db.database.db;
    const [evento] = await db
      .insert(tables.eventos)
      .values({ titulo: 'Reunião ordinária da CIB-SUS/MG', tipo: 'cib', inicio: new Date('2026-03-12T17:00:00Z') })
      .returning();
    const [rascunho] = await db
      .insert(tables.eventos)
      .values({ titulo: 'Rascunho', tipo: 'cib', inicio: new Date('2026-03-12T17:00:00Z'), estado: 'rascunho' })
      .returning();
    await db
      .update(tables.deliberacoes)
      .set({ eventos: [evento?.id ?? 0, rascunho?.id ?? 0, 987654] })
      .where(eq(tables.deliberacoes.id, 2));
    const res = await api.get<{ eventos: unknown[] }>('/api/deliberacoes/2');
    expect(res.body.eventos).toEqual([{ id: evento?.id, titulo: 'Reunião ordinária da CIB-SUS/MG' }]);
  });
});
