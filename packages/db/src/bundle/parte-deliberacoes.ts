/**
 * deliberacoes.json (since issue 30): the CIB-SUS/MG's deliberations, by id (so that /deliberacoes/{id}
 * survives a copy), oldest id first. Optional: an older bundle imports as before, with none. The
 * note is sanitised again on import, like the news' bodies; a PDF link must name a file of
 * arquivos/. Related news and events are ids (a missing one is skipped when read, like the table's).
 */
import { CHAVES_TEMA_DE_DELIBERACAO, checkLink } from '@cosems/contracts';
import { asc, sql } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import { sanitizeNewsHtml } from '../sanitize.ts';
import * as t from '../schema/index.ts';
import { DateTime, Id, Text } from './format.ts';
// A cycle with partes.ts, harmless: these are called only during an import or a check.
import { duplicates, insertAll, type ParteDoPacote } from './partes.ts';

const DeliberacaoNoPacote = Type.Object(
  {
    id: Id,
    numero: Type.Integer({ minimum: 1 }),
    ano: Type.Integer({ minimum: 1990, maximum: 2100 }),
    data: DateTime,
    ementa: Text(2000),
    temas: Type.Array(Type.Union(CHAVES_TEMA_DE_DELIBERACAO.map((k) => Type.Literal(k)))),
    link: Text(2000),
    nota: Type.String({ maxLength: 100_000 }),
    noticias: Type.Array(Id),
    eventos: Type.Array(Id),
    estado: Type.Union([Type.Literal('rascunho'), Type.Literal('publicado')]),
  },
  { additionalProperties: false },
);

export const PARTE_DELIBERACOES: ParteDoPacote<typeof DeliberacaoNoPacote> = {
  arquivo: 'deliberacoes.json',
  schema: DeliberacaoNoPacote,
  opcional: true,
  tabelas: [t.deliberacoes],
  async exportar(tx) {
    const linhas = await tx.select().from(t.deliberacoes).orderBy(asc(t.deliberacoes.id));
    return linhas.map(({ id, numero, ano, data, ementa, temas, link, nota, noticias, eventos, estado }) => ({
      id,
      numero,
      ano,
      data: data.toISOString(),
      ementa,
      temas: temas as Static<typeof DeliberacaoNoPacote>['temas'],
      link,
      nota,
      noticias,
      eventos,
      estado: estado as 'rascunho' | 'publicado',
    }));
  },
  async importar(tx, itens) {
    await insertAll(
      itens.map((d) => ({ ...d, data: new Date(d.data), nota: d.nota ? sanitizeNewsHtml(d.nota) : '' })),
      (s) => tx.insert(t.deliberacoes).values(s),
    );
    // The ids came from the bundle: the next one the back office creates follows them.
    await tx.execute(sql`select setval(pg_get_serial_sequence('deliberacoes', 'id'), coalesce(max(id), 0) + 1, false) from deliberacoes`);
  },
  conferir(itens, c) {
    duplicates('deliberacoes.json', itens, (d) => d.id, 'id', c.problemas);
    duplicates('deliberacoes.json', itens, (d) => `${d.numero}/${d.ano}`, 'número/ano', c.problemas);
    itens.forEach((d, i) => {
      const onde = `deliberacoes.json[${i}]`;
      if (d.link.startsWith('/arquivo/') && !c.arquivos.has(d.link.slice('/arquivo/'.length)))
        c.problemas.push(`${onde}.link: ${d.link} não está em arquivos/`);
      const problema = checkLink(d.link);
      if (problema) c.problemas.push(`${onde}.link: ${problema}`);
      if (d.temas.length === 0) c.problemas.push(`${onde}.temas: ao menos um tema`);
    });
  },
};
