/**
 * The dashboard (issue 27, item 8) costs about the same on a large archive as on the demo: on 20,000
 * news items and 60,000 audit events made here, every query the dashboard sends for an editor, an
 * autor with items and an autor without any is explained on this engine (the file runs on PGlite
 * and on PostgreSQL), and none may read the news table or the audit log from end to end — the
 * indexes of migrations 0015 and 0017 (docs/decisions/051). At the demo's size every plan is a sequential
 * scan (the tables fit in a few pages), so the tables must be large enough for the planner to
 * choose as it will in production. The SQL fills them directly: bodies are not what is measured.
 */
import { PainelDaRedacao } from '@cosems/admin';
import type { Papel, SessaoAtual } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { explain, formatPlan, type RecordedQuery, recordingDb, seqScansOf, settleForPlans } from '@cosems/test-support/query-plans';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ITENS = 20_000;
const EVENTOS = 60_000;
let t: TestDatabase;
const s = {} as Record<'editor' | 'autor' | 'semItens', SessaoAtual>;

async function conta(nome: string, papel: Papel): Promise<SessaoAtual> {
  const [u] = await t.database.db
    .insert(tables.usuarios)
    .values({ email: `${nome}@cosems.example`, nome, papel, senhaHash: 'x' })
    .returning({ id: tables.usuarios.id });
  if (!u) throw new Error('usuario');
  return { id: `s${u.id}`, usuario: { id: u.id, nome, email: `${nome}@cosems.example`, papel }, etapa: 'completa', csrf: 'c' };
}

beforeAll(async () => {
  t = await createTestDatabase({ empty: true });
  s.editor = await conta('editora', 'editor');
  s.autor = await conta('autora', 'autor');
  s.semItens = await conta('nova', 'autor');
  const db = t.database.db;
  // Mostly the published archive; one in 400 in review, one in 300 a draft, one in 50 the autor's;
  // a few scheduled or leaving within the week.
  await db.execute(sql`
    insert into noticias (id, title, conteudo, data_criacao, data_publicao, situacao, criado_por, atualizado_em, despublicar_em)
    select i, 'Notícia ' || i, '<p>Texto da notícia.</p>', now() - i * interval '1 hour',
      case when i % 5000 = 1 then now() + interval '2 days' else now() - i * interval '1 hour' end,
      case when i % 400 = 0 then 'revisao' when i % 300 = 0 then 'rascunho' else 'publicada' end,
      case when i % 50 = 0 then ${s.autor.usuario.id}::int end,
      now() - i * interval '1 hour',
      case when i % 7000 = 2 then now() + interval '3 days' end
    from generate_series(1, ${ITENS}) i`);
  // Two years of events: autosaves, saves, status changes and sign-ins, over every item.
  await db.execute(sql`
    insert into auditoria (em, usuario_id, usuario_email, acao, objeto_tipo, objeto_id)
    select now() - (${EVENTOS} - i) * interval '15 minutes', ${s.editor.usuario.id}::int, 'editora@cosems.example',
      case when i % 10 < 6 then 'noticia.autosalvar' when i % 10 < 8 then 'noticia.salvar' when i % 10 = 8 then 'noticia.publicar' else 'entrar' end,
      case when i % 10 < 9 then 'noticia' end,
      case when i % 10 < 9 then (1 + (i * 7) % ${ITENS})::text end
    from generate_series(1, ${EVENTOS}) i`);
  await settleForPlans(t.database, ['noticias', 'auditoria']);
}, 240_000);
afterAll(() => t?.close());

describe(`the dashboard on ${ITENS} items and ${EVENTOS} audit events: no sequential scan of noticias or auditoria`, () => {
  it.each([
    ['an editor', 'editor'],
    ['an autor with items', 'autor'],
    ['an autor without items', 'semItens'],
  ] as const)('%s', async (_nome, quem) => {
    const recorded: RecordedQuery[] = [];
    const painel = await new PainelDaRedacao({ db: recordingDb(t.database, recorded) }).ler(s[quem]);
    // The data is what the SQL above made (the plans are of the queries that found it).
    if (quem === 'editor') expect(painel.revisao?.total).toBe(Math.floor(ITENS / 400));
    if (quem === 'autor') {
      const emCurso = Array.from({ length: ITENS }, (_, k) => k + 1).filter((i) => i % 50 === 0 && (i % 400 === 0 || i % 300 === 0));
      expect(painel.meus.total).toBe(emCurso.length);
    }
    expect(painel.mudancas).toHaveLength(quem === 'semItens' ? 0 : 10);
    expect(recorded.length).toBeGreaterThan(5);
    for (const query of recorded) {
      const { plan } = await explain(t.database, query);
      const lidas = [...seqScansOf(plan, 'noticias'), ...seqScansOf(plan, 'auditoria')];
      expect(lidas, `${query.sql}\n${formatPlan(plan)}`).toEqual([]);
    }
  });
});
