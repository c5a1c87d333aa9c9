/**
 * Issue 28, item 4: the back office's reads cost about the same on a large archive as on the demo.
 * On 4,000 news items, 3,000 files in the media library, one item with 500 revisions among 3,000
 * revisions and 3,000 drafts in the trash (the page lists the newest 500), all made here, every query of the news list (each
 * filter, a search, a deep page), the filters' options, the trash, the media library (pages and
 * searches), the revisions and the editor's load is explained on this engine (the file runs on
 * PGlite and on PostgreSQL), and none may read noticias, arquivos, noticia_revisoes or
 * noticias_lixeira from end to end (the indexes of migration 0018; docs/decisions/056). The pages
 * are also compared with the plain query that states what a page is (the order and the filters),
 * so the faster reads show the same items in the same order.
 */
import { Midia, Redacao } from '@cosems/admin';
import { ITENS_POR_PAGINA_REDACAO, MIDIA_POR_PAGINA, type FiltrosRedacao, type SessaoAtual } from '@cosems/contracts';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { explain, formatPlan, type RecordedQuery, recordingDb, seqScansOf, settleForPlans } from '@cosems/test-support/query-plans';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contaDireta } from './sessao.ts';

const ITENS = 4000;
const ARQUIVOS = 3000;
const REVISOES = 500;
const GRANDES = ['noticias', 'arquivos', 'noticia_revisoes', 'noticias_lixeira'];
let t: TestDatabase;
const s = {} as Record<'editor' | 'autor', SessaoAtual>;
/** The item with REVISOES revisions. */
const ALVO = 7;

beforeAll(async () => {
  t = await createTestDatabase({ empty: true });
  const db = t.database.db;
  s.editor = await contaDireta(db, 'Editora Planos', 'editor');
  s.autor = await contaDireta(db, 'Autora Planos', 'autor');
  await db.execute(sql`insert into regioes (id, nome) select i, 'Regional ' || i from generate_series(1, 8) i`);
  await db.execute(sql`insert into escritores (id, nome) select i, 'Escritor ' || i from generate_series(1, 10) i`);
  // Mostly the published archive (a few scheduled); one in 300 in review, one in 200 a draft, one
  // in 50 the autor's; "vacina" in one title in 400; "saúde" in most bodies.
  await db.execute(sql`
    insert into noticias (id, title, conteudo, data_criacao, data_publicao, situacao, escritor_id, criado_por, atualizado_em, atualizado_por)
    select i,
      case when i % 400 = 0 then 'Campanha de vacina ' || i else 'Notícia ' || i || ' do arquivo' end,
      case when i % 10 < 8 then '<p>Texto sobre a saúde pública número ' || i || '.</p>' else '<p>Texto da assembleia ' || i || '.</p>' end,
      now() - i * interval '1 hour',
      case when i % 1000 = 1 then now() + interval '2 days' else now() - i * interval '1 hour' end,
      case when i % 300 = 0 then 'revisao' when i % 200 = 0 then 'rascunho' else 'publicada' end,
      1 + i % 10,
      case when i % 50 = 0 then ${s.autor.usuario.id}::int end,
      now() - (i % 997) * interval '1 hour' - i * interval '1 second',
      case when i % 3 = 0 then ${s.editor.usuario.id}::int end
    from generate_series(1, ${ITENS}) i`);
  await db.execute(
    sql`insert into noticia_regioes (noticia_id, regiao_id) select i, 1 + i % 8 from generate_series(1, ${ITENS}) i where i % 3 = 0`,
  );
  await db.execute(sql`
    insert into arquivos (tipo, nome, mime, tamanho, sha256, dados, atualizado_em, alt, largura, altura)
    select case when i % 10 = 0 then 'documento'::tipo_arquivo else 'imagem'::tipo_arquivo end,
      'foto-' || lpad(i::text, 5, '0') || case when i % 10 = 0 then '.pdf' else '.png' end,
      'image/png', 10, 'x', '\\x00'::bytea, now() - i * interval '1 hour',
      'Foto ' || i || case when i % 7 = 0 then ' da assembleia em Belo Horizonte' else ' de Minas Gerais' end, 1, 1
    from generate_series(1, ${ARQUIVOS}) i`);
  // 500 revisions of one item, and 2,500 of others (five each).
  await db.execute(sql`
    insert into noticia_revisoes (noticia_id, em, usuario_id, tipo, versao, dados)
    select ${ALVO}, now() - (${REVISOES} - i) * interval '1 minute', ${s.editor.usuario.id}::int, 'salvamento', i,
      jsonb_build_object('titulo', 'Versão ' || i, 'subtitulo', '', 'conteudo', repeat('<p>Texto longo da versão.</p>', 200), 'autor', '',
        'regioes', '[]'::jsonb, 'imagem', null, 'bannerImagem', null, 'destaqueImagem', null,
        'situacao', 'publicada', 'dataPublicacao', now(), 'despublicarEm', null)
    from generate_series(1, ${REVISOES}) i`);
  await db.execute(sql`
    insert into noticia_revisoes (noticia_id, em, usuario_id, tipo, versao, dados)
    select 1000 + i / 5, now(), ${s.editor.usuario.id}::int, 'salvamento', 1 + i % 5, '{"situacao": "rascunho"}'::jsonb
    from generate_series(0, 2499) i`);
  await db.execute(sql`update noticias set versao = ${REVISOES} where id = ${ALVO}`);
  await db.execute(sql`
    insert into noticias_lixeira (noticia_id, titulo, excluida_em, excluida_por, dados)
    select 100000 + i, 'Rascunho excluído ' || i, now() - i * interval '10 minutes', ${s.editor.usuario.id}::int, '{}'::jsonb
    from generate_series(1, 3000) i`);
  await settleForPlans(t.database, [...GRANDES, 'noticia_regioes']);
}, 240_000);
afterAll(() => t?.close());

/** Whether a recorded count counts more than half of its table. */
async function maioria(query: RecordedQuery): Promise<boolean> {
  const client = (
    t.database.db as unknown as { $client: { query(q: string, p?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }
  ).$client;
  const n = Number(Object.values((await client.query(query.sql, query.params)).rows[0] ?? {})[0]);
  return n > (query.sql.startsWith('select count(*) from "noticias"') ? ITENS : ARQUIVOS) / 2;
}

type Servicos = { redacao: Redacao; midia: Midia };
const servicos = (db = t.database.db): Servicos => ({ redacao: new Redacao(db), midia: new Midia({ db }) });

const LISTAS: [string, FiltrosRedacao][] = [
  ['page 1', { pagina: 1 }],
  ['a deep page', { pagina: 150 }],
  ['a common word ("saude")', { q: 'saude', pagina: 1 }],
  ['a common word, page 5', { q: 'saude', pagina: 5 }],
  ['a rare word ("vacina")', { q: 'vacina', pagina: 1 }],
  ['a part of a title ("ia 12")', { q: 'ia 12', pagina: 1 }],
  ['situação rascunho', { situacao: 'rascunho', pagina: 1 }],
  ['situação revisao', { situacao: 'revisao', pagina: 1 }],
  ['situação publicada', { situacao: 'publicada', pagina: 1 }],
  ['situação publicada, a deep page', { situacao: 'publicada', pagina: 150 }],
  ['situação agendada', { situacao: 'agendada', pagina: 1 }],
  ['an author', { autor: 'Escritor 3', pagina: 1 }],
  ['an author, a deep page', { autor: 'Escritor 3', pagina: 15 }],
  ['a region', { regiao: 2, pagina: 1 }],
  ['a region, a deep page', { regiao: 2, pagina: 8 }],
];
/** Compared with the plain query only (at this size a scan of the few matching rows is the planner's fair choice). */
// A deep page of a word most items have sorts its matches, which is most of the table (as its count).
const COMBINADAS: [string, FiltrosRedacao][] = [
  ['a region and a word', { regiao: 2, q: 'saude', pagina: 2 }],
  ['a common word, page 40', { q: 'saude', pagina: 40 }],
];

const READS: [string, (x: Servicos) => Promise<unknown>][] = [
  ...LISTAS.map(([nome, filtros]): [string, (x: Servicos) => Promise<unknown>] => [
    `/admin/noticias: ${nome}`,
    (x) => x.redacao.listar(s.editor, filtros),
  ]),
  ["/admin/noticias: an autor's own items", (x) => x.redacao.listar(s.autor, { pagina: 1 })],
  ['the filters and the image fields (opcoes)', (x) => x.redacao.opcoes()],
  ['/admin/noticias/lixeira', (x) => x.redacao.lixeira(s.editor)],
  ['/admin/midia: page 1', (x) => x.midia.list(s.editor, { pagina: 1 })],
  ['/admin/midia: a deep page', (x) => x.midia.list(s.editor, { pagina: 100 })],
  ['/admin/midia: a common word ("minas")', (x) => x.midia.list(s.editor, { busca: 'minas', pagina: 1 })],
  ['/admin/midia: a rare name', (x) => x.midia.list(s.editor, { busca: 'foto-01234', pagina: 1 })],
  ['/admin/noticias/{id}/revisoes: the list', (x) => x.redacao.revisoes(s.editor, ALVO)],
  ['/admin/noticias/{id}/revisoes: one revision', (x) => x.redacao.revisao(s.editor, ALVO, 250)],
  ['/admin/noticias/{id}: the editor', (x) => Promise.all([x.redacao.obter(s.editor, ALVO), x.redacao.linksPrevia(s.editor, ALVO)])],
];

describe(`the back office on ${ITENS} items, ${ARQUIVOS} files and ${REVISOES} revisions: no sequential scan of the big tables`, () => {
  it.each(READS)('%s', async (_nome, read) => {
    const recorded: RecordedQuery[] = [];
    await read(servicos(recordingDb(t.database, recorded)));
    expect(recorded.length).toBeGreaterThan(0);
    for (const query of recorded) {
      if (!/^\s*select/i.test(query.sql)) continue;
      // A count of most of a table (the whole list, "publicada", a word in most items, the whole
      // library) reads as many index entries as rows: the planner rightly reads the table. Its
      // cost is in docs/desempenho.md; every other count, and every page, must use an index.
      if (/^select count\(\*\) from "(noticias|arquivos)"/.test(query.sql) && (await maioria(query))) continue;
      const { plan } = await explain(t.database, query);
      const lidas = GRANDES.flatMap((tabela) => seqScansOf(plan, tabela));
      expect(lidas, `${query.sql}\n${formatPlan(plan)}`).toEqual([]);
    }
  });
});

describe('the same pages as before: the order and the filters, stated plainly', () => {
  /** What a page of the list is: the items that pass the filters, newest change first, 20 a page. */
  async function esperado(filtros: FiltrosRedacao): Promise<{ ids: number[]; total: number }> {
    const where: string[] = ['true'];
    if (filtros.q === 'saude') where.push(`(busca @@ plainto_tsquery('cosems_pt', 'saude') or titulo_busca like '%saude%')`);
    if (filtros.q === 'vacina') where.push(`(busca @@ plainto_tsquery('cosems_pt', 'vacina') or titulo_busca like '%vacina%')`);
    if (filtros.q === 'ia 12') where.push(`(busca @@ plainto_tsquery('cosems_pt', 'ia 12') or titulo_busca like '%ia 12%')`);
    if (filtros.situacao === 'publicada') where.push(`situacao = 'publicada' and data_publicao <= now()`);
    else if (filtros.situacao === 'agendada') where.push(`situacao = 'publicada' and data_publicao > now()`);
    else if (filtros.situacao) where.push(`situacao = '${filtros.situacao}'`);
    if (filtros.autor) where.push(`escritor_id = (select id from escritores where nome = '${filtros.autor}')`);
    if (filtros.regiao) where.push(`id in (select noticia_id from noticia_regioes where regiao_id = ${filtros.regiao})`);
    const cond = where.join(' and ');
    const client = (t.database.db as unknown as { $client: { query(q: string): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
    const total = Number((await client.query(`select count(*) as n from noticias where ${cond}`)).rows[0]?.n);
    const offset = (filtros.pagina - 1) * ITENS_POR_PAGINA_REDACAO;
    const { rows } = await client.query(
      `select id from noticias where ${cond} order by atualizado_em desc, id desc limit ${ITENS_POR_PAGINA_REDACAO} offset ${offset}`,
    );
    return { ids: rows.map((r) => Number(r.id)), total };
  }

  it.each([...LISTAS, ...COMBINADAS])('/admin/noticias: %s', async (_nome, filtros) => {
    const lista = await servicos().redacao.listar(s.editor, filtros);
    const { ids, total } = await esperado(filtros);
    expect(ids.length).toBeGreaterThan(0);
    expect(lista.total).toBe(total);
    expect(lista.itens.map((i) => i.id)).toEqual(ids);
  });

  it('/admin/noticias: each row with its author, regions, last editor and pending mark', async () => {
    const [primeira] = (await servicos().redacao.listar(s.editor, { autor: 'Escritor 3', pagina: 1 })).itens;
    const id = primeira?.id ?? 0;
    expect(primeira).toMatchObject({ autor: 'Escritor 3', atualizadoPor: id % 3 === 0 ? 'Editora Planos' : null });
    expect(primeira?.regioes).toEqual(id % 3 === 0 ? [`Regional ${1 + (id % 8)}`] : []);
  });

  it('/admin/midia: a page and a search, newest first, in the name or in the alt text, accents and case aside', async () => {
    const { midia } = servicos();
    const fundo = await midia.list(s.editor, { pagina: 100 });
    expect(fundo.total).toBe(ARQUIVOS);
    expect(fundo.itens.map((i) => i.nome)).toEqual(
      Array.from({ length: MIDIA_POR_PAGINA }, (_, k) => 99 * MIDIA_POR_PAGINA + k + 1).map(
        (i) => `foto-${String(i).padStart(5, '0')}.${i % 10 === 0 ? 'pdf' : 'png'}`,
      ),
    );
    const assembleia = await midia.list(s.editor, { busca: 'ASSEMBLÉIA em belo', pagina: 2 });
    expect(assembleia.total).toBe(Math.floor(ARQUIVOS / 7));
    expect(assembleia.itens[0]?.nome).toBe(`foto-${String(7 * (MIDIA_POR_PAGINA + 1)).padStart(5, '0')}.png`);
    // The name and the alt text are searched apart: no match across the two.
    expect((await midia.list(s.editor, { busca: 'png foto', pagina: 1 })).total).toBe(0);
    // LIKE's wildcards are text.
    expect((await midia.list(s.editor, { busca: 'foto-0%1', pagina: 1 })).total).toBe(0);
    expect((await midia.list(s.editor, { busca: 'foto_0', pagina: 1 })).total).toBe(0);
  });

  it('/admin/noticias/{id}/revisoes: the 500, newest first, each with its status', async () => {
    const revisoes = await servicos().redacao.revisoes(s.editor, ALVO);
    if (!Array.isArray(revisoes)) throw new Error(String(revisoes));
    expect(revisoes).toHaveLength(REVISOES);
    expect(revisoes[0]).toMatchObject({ versao: REVISOES, situacao: 'publicada' });
    expect(revisoes.at(-1)).toMatchObject({ versao: 1 });
  });
});
