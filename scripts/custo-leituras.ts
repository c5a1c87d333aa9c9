/**
 * node --import tsx scripts/custo-leituras.ts — what each public read of the news costs, at the
 * repository (issue 28, item 2): queries sent, median milliseconds over CUSTO_VEZES calls (no
 * cache: the repository is called directly), and the plan of each query with the time the
 * database itself spent (EXPLAIN ANALYZE). Opens the database the way the server does (DATA_DIR or
 * DATABASE_URL), which must already hold content (`npm run content -- import <pasta>`); nothing is
 * written. Not part of `npm test`: figures to read (docs/desempenho.md, "Um arquivo de 20 anos").
 *   CUSTO_VEZES (30), CUSTO_PLANOS=1 prints every plan, CUSTO_LEITURAS a regular expression: only
 *   the reads whose label matches it
 */
import { dbOptionsFromEnv, openDatabase } from '@cosems/db';
import { NoticiasRepository } from '../apps/api/src/repositories/noticias.ts';
import { medianMs, planRecorded, type RecordedQuery, recordingDb } from '@cosems/test-support/query-plans';

const times = Number(process.env.CUSTO_VEZES ?? 30);
const database = await openDatabase(dbOptionsFromEnv(process.env));
try {
  // Counts kept as between two content changes in the server (one version throughout); the row
  // "contagem relida" is the first read after a change, which reads the count again.
  const plain = new NoticiasRepository(database.db, () => 1);
  const deaf = new NoticiasRepository(database.db);
  const total = (await plain.pageWithCount(1)).count;
  const lastPage = Math.max(1, Math.ceil(total / 12));
  const middle = (await plain.page(Math.ceil(lastPage / 2)))[0]?.id ?? 1;
  const reads: [string, (r: NoticiasRepository) => Promise<unknown>][] = [
    ['notícia (meio do arquivo) com vizinhas', (r) => r.byId(middle)],
    ['página 1 com total', (r) => r.pageWithCount(1)],
    ['página 5 com total', (r) => r.pageWithCount(5)],
    [`página ${Math.min(900, lastPage)} com total`, (r) => r.pageWithCount(Math.min(900, lastPage))],
    [`página ${lastPage} com total (a última)`, (r) => r.pageWithCount(lastPage)],
    ['página 1, região 1, com total', (r) => r.pageWithCount(1, 1)],
    ['página 1 com total, contagem relida (a primeira leitura depois de uma mudança)', (r) => (r === plain ? deaf : r).pageWithCount(1)],
    ['site/1 (sem total)', (r) => r.page(1)],
    ['recentes (feeds)', (r) => r.recentes(20)],
    ['mapa do site (id e data de todas)', (r) => r.sitemap()],
    ['banner', (r) => r.banner()],
    ['destaques', (r) => r.destaques()],
    ['busca "saude", página 1', (r) => r.search('saude', 1)],
    ['busca "saude", página 50', (r) => r.search('saude', 50)],
    ['busca aproximada "poliomelitte"', (r) => r.search('poliomelitte', 1)],
    ['todas (/api/noticia)', (r) => r.all()],
    ['título "Vacina" (/api/noticia/name/Vacina, até 200)', (r) => r.byTitle('Vacina')],
    ['região 1 inteira (/api/noticia/regiao/1)', (r) => r.byRegion(1)],
    ['um arquivo do mapa do site (50.000 a partir do começo)', (r) => r.sitemap(0, 50_000)],
  ];
  console.log(`${database.engine}, ${total} notícias visíveis; mediana de ${times} chamadas, sem cache de respostas`);
  console.log(
    '| leitura | consultas | ms (mediana) | no banco, ms (EXPLAIN ANALYZE) | dos quais a contagem | varredura sequencial de noticias |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  const only = process.env.CUSTO_LEITURAS ? new RegExp(process.env.CUSTO_LEITURAS, 'i') : null;
  for (const [label, read] of reads) {
    if (only && !only.test(label)) continue;
    const recorded: RecordedQuery[] = [];
    await read(new NoticiasRepository(recordingDb(database, recorded)));
    const median = await medianMs(() => read(plain), times);
    const planned = await planRecorded(database, recorded, ['noticias'], 160);
    const inDb = planned.reduce((sum, q) => sum + q.ms, 0);
    // The total a page reads once per content change (then kept): told apart.
    const counting = planned.filter((q) => /^select count\(\*\)/.test(q.sql)).reduce((sum, q) => sum + q.ms, 0);
    const seq = planned.filter((q) => q.seqScans.length > 0).map((q) => `#${q.n}`);
    const plans = planned.map((q) => q.text);
    console.log(
      `| ${label} | ${recorded.length} | ${median.toFixed(1)} | ${inDb.toFixed(1)} | ${counting.toFixed(1)} | ${seq.join(', ') || 'não'} |`,
    );
    if (process.env.CUSTO_PLANOS) console.log(plans.join('\n'));
  }
} finally {
  await database.close();
}
