/**
 * node --import tsx scripts/custo-area-restrita.ts — what each read of the back office costs at
 * the service (issue 28, item 4), in the style of custo-leituras.ts: queries sent, median
 * milliseconds over CUSTO_VEZES calls (the back office is never cached: the services are called
 * directly), the time the database itself spent (EXPLAIN ANALYZE of each select, summed), and
 * which plans read a big table (noticias, arquivos, noticia_revisoes) from end to end.
 * Opens the database the way the server does (DATA_DIR or DATABASE_URL), which must hold content.
 * Not part of `npm test`: figures to read (docs/desempenho.md, "A área restrita com 15.000 notícias").
 *
 *   --preparar     first completes the scale, once (a second run finds it and writes nothing):
 *                  CUSTO_IMAGENS images (5000) in the media library, written straight into
 *                  `arquivos` (the same small PNG under deterministic names, alt texts and dates:
 *                  the list reads neither bytes nor pixels), and one news item with 500 revisions,
 *                  made by the newsroom's own service (Redacao.salvar), 500 saves of one editor.
 *   CUSTO_VEZES (15), CUSTO_PLANOS=1 prints every plan, CUSTO_LEITURAS a regular expression: only
 *   the reads whose label matches it
 */
import { Midia, Redacao } from '@cosems/admin';
import type { SessaoAtual } from '@cosems/contracts';
import { dbOptionsFromEnv, openDatabase, tables as t } from '@cosems/db';
import { medianMs, planRecorded, type RecordedQuery, recordingDb } from '@cosems/test-support/query-plans';
import { asc, count, desc, eq, sql } from 'drizzle-orm';

const TITULO_REVISOES = 'Notícia com 500 revisões (escala da área restrita)';
const REVISOES = 500;
const GRANDES = ['noticias', 'arquivos', 'noticia_revisoes', 'noticias_lixeira'];
/** A 1×1 PNG: the library's list never reads the bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const TEMAS = ['vacinação', 'atenção básica', 'regionalização', 'saúde mental', 'financiamento', 'capacitação', 'assembleia', 'urgência'];

const times = Number(process.env.CUSTO_VEZES ?? 15);
const database = await openDatabase(dbOptionsFromEnv(process.env));
const db = database.db;

async function conta(nome: string, email: string, papel: 'editor' | 'autor'): Promise<SessaoAtual> {
  const [existente] = await db.select({ id: t.usuarios.id }).from(t.usuarios).where(eq(t.usuarios.email, email));
  const id =
    existente?.id ?? (await db.insert(t.usuarios).values({ email, nome, papel, senhaHash: 'x' }).returning({ id: t.usuarios.id }))[0]?.id;
  if (!id) throw new Error('usuario');
  return { id: `s${id}`, usuario: { id, nome, email, papel }, etapa: 'completa', csrf: 'c' };
}

async function preparar(editor: SessaoAtual): Promise<void> {
  const imagens = Number(process.env.CUSTO_IMAGENS ?? 5000);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(t.arquivos).where(sql`${t.arquivos.nome} like 'escala-%'`);
  if (n < imagens) {
    const sha = 'escala';
    for (let inicio = n; inicio < imagens; inicio += 500) {
      const lote = [];
      for (let i = inicio; i < Math.min(imagens, inicio + 500); i++) {
        const tema = TEMAS[i % TEMAS.length];
        lote.push({
          tipo: 'imagem' as const,
          nome: `escala-${String(i + 1).padStart(5, '0')}.png`,
          mime: 'image/png',
          tamanho: PNG.byteLength,
          sha256: sha,
          dados: PNG,
          // One upload every 6 hours, going back from 2026-01-01: the newest are the first page.
          atualizadoEm: new Date(Date.UTC(2026, 0, 1) - i * 6 * 3_600_000),
          alt: `Foto ${i + 1} do arquivo: ${tema} em Minas Gerais`,
          largura: 1,
          altura: 1,
        });
      }
      await db.insert(t.arquivos).values(lote).onConflictDoNothing();
    }
    console.log(`preparado: ${imagens - n} imagens na biblioteca`);
  }
  const [existente] = await db.select({ id: t.noticias.id }).from(t.noticias).where(eq(t.noticias.title, TITULO_REVISOES));
  if (!existente) {
    const redacao = new Redacao(db);
    const [modelo] = await db.select({ conteudo: t.noticias.conteudo }).from(t.noticias).orderBy(asc(t.noticias.id)).limit(1);
    const corpo = modelo?.conteudo ?? '<p>Texto.</p>';
    const quem = { endereco: '127.0.0.1', agente: 'custo-area-restrita' };
    const dados = (i: number) => ({
      titulo: TITULO_REVISOES,
      subtitulo: `Versão ${i}`,
      conteudo: `${corpo}<p>Parágrafo da revisão ${i}.</p>`,
      autor: '',
      regioes: [],
      imagem: null,
      bannerImagem: null,
      destaqueImagem: null,
    });
    const primeira = await redacao.salvar(editor, quem, { id: null, versaoBase: 0, dados: dados(1) });
    if (primeira.tipo !== 'ok' || primeira.id === null) throw new Error(`primeiro salvamento: ${primeira.tipo}`);
    let versao = primeira.versao;
    for (let i = 2; i <= REVISOES; i++) {
      const r = await redacao.salvar(editor, quem, { id: primeira.id, versaoBase: versao, dados: dados(i) });
      if (r.tipo !== 'ok') throw new Error(`salvamento ${i}: ${r.tipo}`);
      versao = r.versao;
    }
    console.log(`preparado: a notícia ${primeira.id} com ${REVISOES} revisões`);
  }
  if (database.engine === 'pglite') await database.vacuum();
  else await db.execute(sql`vacuum analyze`);
}

try {
  const editor = await conta('Editora da medida', 'editora.medida@cosems.example', 'editor');
  if (process.argv.includes('--preparar')) await preparar(editor);
  const [alvo] = await db.select({ id: t.noticias.id }).from(t.noticias).where(eq(t.noticias.title, TITULO_REVISOES));
  if (!alvo) throw new Error('sem a notícia de 500 revisões: rode com --preparar');
  const id = alvo.id;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(t.noticias);
  const [{ arquivos } = { arquivos: 0 }] = await db.select({ arquivos: count() }).from(t.arquivos);
  const [escritor] = await db
    .select({ nome: t.escritores.nome })
    .from(t.escritores)
    .innerJoin(t.noticias, eq(t.noticias.escritorId, t.escritores.id))
    .groupBy(t.escritores.nome)
    .orderBy(desc(count()))
    .limit(1);
  const [ultimas] = await db
    .select({ a: t.noticiaRevisoes.id, b: sql<number>`lead(${t.noticiaRevisoes.id}) over (order by ${t.noticiaRevisoes.id} desc)` })
    .from(t.noticiaRevisoes)
    .where(eq(t.noticiaRevisoes.noticiaId, id))
    .orderBy(desc(t.noticiaRevisoes.id))
    .limit(1);
  const autor = await conta('Autora da medida', 'autora.medida@cosems.example', 'autor');
  const fundaNoticias = Math.max(1, Math.floor(total / 20 / 2));
  const fundaMidia = Math.max(1, Math.floor(arquivos / 24 / 2));

  type Servicos = { redacao: Redacao; midia: Midia };
  const reads: [string, (s: Servicos) => Promise<unknown>][] = [
    ['notícias: página 1', (s) => s.redacao.listar(editor, { pagina: 1 })],
    [`notícias: página ${fundaNoticias} (meio)`, (s) => s.redacao.listar(editor, { pagina: fundaNoticias })],
    ['notícias: busca comum "saude"', (s) => s.redacao.listar(editor, { q: 'saude', pagina: 1 })],
    ['notícias: busca rara "poliomielite"', (s) => s.redacao.listar(editor, { q: 'poliomielite', pagina: 1 })],
    ['notícias: busca num título "arquivo 7"', (s) => s.redacao.listar(editor, { q: 'arquivo 7', pagina: 1 })],
    ['notícias: situação rascunho', (s) => s.redacao.listar(editor, { situacao: 'rascunho', pagina: 1 })],
    ['notícias: situação publicada', (s) => s.redacao.listar(editor, { situacao: 'publicada', pagina: 1 })],
    ['notícias: situação agendada', (s) => s.redacao.listar(editor, { situacao: 'agendada', pagina: 1 })],
    [`notícias: autor "${escritor?.nome ?? '—'}"`, (s) => s.redacao.listar(editor, { autor: escritor?.nome, pagina: 1 })],
    ['notícias: região 1', (s) => s.redacao.listar(editor, { regiao: 1, pagina: 1 })],
    ['notícias: região 1, página 20', (s) => s.redacao.listar(editor, { regiao: 1, pagina: 20 })],
    ['notícias: lista de uma autora (as suas)', (s) => s.redacao.listar(autor, { pagina: 1 })],
    ['opções dos filtros e das imagens (lista, editor, revisões)', (s) => s.redacao.opcoes()],
    ['lixeira', (s) => s.redacao.lixeira(editor)],
    ['mídia: página 1', (s) => s.midia.list(editor, { pagina: 1 })],
    [`mídia: página ${fundaMidia} (meio)`, (s) => s.midia.list(editor, { pagina: fundaMidia })],
    ['mídia: busca comum "minas"', (s) => s.midia.list(editor, { busca: 'minas', pagina: 1 })],
    ['mídia: busca rara "escala-04321"', (s) => s.midia.list(editor, { busca: 'escala-04321', pagina: 1 })],
    ['revisões: a lista (500)', (s) => s.redacao.revisoes(editor, id)],
    [
      'revisões: as duas comparadas',
      (s) => Promise.all([s.redacao.revisao(editor, id, ultimas?.b ?? 0), s.redacao.revisao(editor, id, ultimas?.a ?? 0)]),
    ],
    ['editor: a notícia de 500 revisões', (s) => Promise.all([s.redacao.obter(editor, id), s.redacao.linksPrevia(editor, id)])],
  ];
  console.log(
    `${database.engine}, ${total} notícias, ${arquivos} arquivos, a notícia ${id} com ${REVISOES} revisões; mediana de ${times} chamadas`,
  );
  console.log('| leitura | consultas | ms (mediana) | no banco, ms (EXPLAIN ANALYZE) | varredura sequencial |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  const only = process.env.CUSTO_LEITURAS ? new RegExp(process.env.CUSTO_LEITURAS, 'i') : null;
  const plain: Servicos = { redacao: new Redacao(db), midia: new Midia({ db }) };
  for (const [label, read] of reads) {
    if (only && !only.test(label)) continue;
    const recorded: RecordedQuery[] = [];
    const rdb = recordingDb(database, recorded);
    await read({ redacao: new Redacao(rdb), midia: new Midia({ db: rdb }) });
    const median = await medianMs(() => read(plain), times);
    const planned = await planRecorded(database, recorded, GRANDES);
    const inDb = planned.reduce((sum, q) => sum + q.ms, 0);
    const seq = planned.flatMap((q) => q.seqScans.map((tabela) => `#${q.n} ${tabela}`));
    const plans = planned.map((q) => q.text);
    console.log(`| ${label} | ${recorded.length} | ${median.toFixed(1)} | ${inDb.toFixed(1)} | ${seq.join(', ') || 'não'} |`);
    if (process.env.CUSTO_PLANOS) console.log(plans.join('\n'));
  }
} finally {
  await database.close();
}
