/**
 * The bundle's part of each simple content type, declared once (issue 29): its JSON file, the
 * schema of one item, how the items are read for an export (a stable order: the display order)
 * and written back by an import, what the check looks at beyond the schema, and its tables.
 * format/read/import/export iterate over PARTES; the back office's registry names each type's part
 * (`pacote`, packages/admin/src/conteudo/tipo.ts). The regions (with their people and
 * municipalities), the news (split in files, read a piece at a time) and the images and PDFs keep
 * their own code: their import needs ids and order from one another, their export is streamed.
 */
import {
  CHAVES_BLOCOS,
  CHAVES_TIPO_DE_EVENTO,
  checkLink,
  ESTADOS_DE_EVENTO,
  problemasDoBloco,
  SECOES_JURIDICO,
  temaDeDeliberacaoSchema,
} from '@cosems/contracts';
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Static, type TSchema, Type } from 'typebox';
import type { Db } from '../client.ts';
import { sanitizeNewsHtml } from '../sanitize.ts';
import * as t from '../schema/index.ts';
import { DateTime, FileName, Id, Nullable, Text, type Meta, type NoticiaSchema, type RegiaoSchema } from './format.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a part's check sees of the rest of the bundle (images/, arquivos/), and its list of problems. */
export interface Conferencia {
  problemas: string[];
  imagens: ReadonlyMap<string, unknown>;
  arquivos: ReadonlyMap<string, unknown>;
}

export function duplicates<T>(file: string, items: T[], key: (t: T) => unknown, label: string, problems: string[]) {
  const seen = new Set<unknown>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) problems.push(`${file}[${i}]: ${label} ${String(k)} repetido`);
    seen.add(k);
  });
}

export interface ParteDoPacote<S extends TSchema = TSchema> {
  arquivo: `${string}.json`;
  /** One item of the file (the file is a list). */
  schema: S;
  /** Newer than the format: a bundle without the file imports as before, an export writes it only when not empty. */
  opcional?: true;
  /** Emptied by an import, children first. */
  tabelas: PgTable[];
  exportar(tx: Tx): Promise<Static<S>[]>;
  /** Inside the import's transaction, after the images and PDFs, the regions and the news. */
  importar(tx: Tx, itens: Static<S>[]): Promise<void>;
  conferir?(itens: Static<S>[], c: Conferencia): void;
}

const parte = <S extends TSchema>(p: ParteDoPacote<S>) => p;
const iso = (d: Date) => d.toISOString();
/** Large inserts go in slices, well below PostgreSQL's 65 535 bind parameters. */
export async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
const obj = <P extends Type.TProperties>(p: P) => Type.Object(p, { additionalProperties: false });

/**
 * The part of a table whose columns are the items' fields (`colunas`: where a column's name
 * differs), in the order of its ids, or (`ordem`) of its display order, written as the position in
 * the file. Dates travel as ISO text. `refs`: the field naming an image of images/, whether `link`
 * may name a PDF of arquivos/ and is a link a visitor clicks.
 */
type Refs = { imagem?: string; pdf?: true; link?: true };
function plana<S extends Type.TObject>(
  arquivo: `${string}.json`,
  p: Pick<ParteDoPacote<S>, 'schema' | 'conferir'> & { tabela: PgTable; colunas?: Record<string, string>; ordem?: true; refs: Refs },
): ParteDoPacote<S> {
  const campos = Object.keys(p.schema.properties);
  const coluna = (campo: string) => (p.tabela as unknown as Record<string, AnyPgColumn>)[p.colunas?.[campo] ?? campo] as AnyPgColumn;
  return {
    arquivo,
    schema: p.schema,
    tabelas: [p.tabela],
    conferir(itens, c) {
      (itens as Record<string, string>[]).forEach((item, i) => {
        const onde = `${arquivo}[${i}]`;
        const imagem = p.refs.imagem && item[p.refs.imagem];
        if (imagem && !c.imagens.has(imagem)) c.problemas.push(`${onde}.${p.refs.imagem}: imagem ${imagem} não está em images/`);
        const link = item.link ?? '';
        if (p.refs.pdf && link.startsWith('/arquivo/') && !c.arquivos.has(link.slice('/arquivo/'.length)))
          c.problemas.push(`${onde}.link: ${link} não está em arquivos/`);
        // A link a visitor clicks: http, https, mailto or a path of this site (docs/decisions/016).
        const problema = p.refs.link && checkLink(link);
        if (problema) c.problemas.push(`${onde}.link: ${problema}`);
      });
      p.conferir?.(itens, c);
    },
    async exportar(tx) {
      const linhas = await tx
        .select(Object.fromEntries(campos.map((c) => [c, coluna(c)])))
        .from(p.tabela)
        .orderBy(...(p.ordem ? [asc(coluna('ordem')), asc(coluna('id'))] : [asc(coluna('id'))]));
      return linhas.map((l) => Object.fromEntries(campos.map((c) => [c, l[c] instanceof Date ? iso(l[c]) : l[c]]))) as never;
    },
    importar: (tx, itens) =>
      insertAll(
        itens.map((item: Record<string, unknown>, ordem) => ({
          ...Object.fromEntries(
            campos.map((c) => [p.colunas?.[c] ?? c, p.schema.properties[c] === DateTime ? new Date(item[c] as string) : item[c]]),
          ),
          ...(p.ordem && { ordem }),
        })),
        (s) => tx.insert(p.tabela).values(s as never),
      ),
  };
}
/**
 * deliberacoes.json (since issue 30): the CIB-SUS/MG's deliberations, by id (so that /deliberacoes/{id}
 * survives a copy), oldest id first. Optional: an older bundle imports as before, with none. The
 * note is sanitised again on import, like the news' bodies; a PDF link must name a file of
 * arquivos/. Related news and events are ids (a missing one is skipped when read, like the table's).
 */
const DeliberacaoNoPacote = Type.Object(
  {
    id: Id,
    numero: Type.Integer({ minimum: 1 }),
    ano: Type.Integer({ minimum: 1990, maximum: 2100 }),
    data: DateTime,
    ementa: Text(2000),
    temas: Type.Array(temaDeDeliberacaoSchema()),
    link: Text(2000),
    nota: Type.String({ maxLength: 100_000 }),
    noticias: Type.Array(Id),
    eventos: Type.Array(Id),
    estado: Type.Union([Type.Literal('rascunho'), Type.Literal('publicado')]),
    // When it was created and last changed (the API's atualizadoEm): kept by a backup and its
    // restore; absent (the demo's), the import's time.
    criado_em: Type.Optional(DateTime),
    atualizado_em: Type.Optional(DateTime),
  },
  { additionalProperties: false },
);

const PARTE_DELIBERACOES: ParteDoPacote<typeof DeliberacaoNoPacote> = {
  arquivo: 'deliberacoes.json',
  schema: DeliberacaoNoPacote,
  opcional: true,
  tabelas: [t.deliberacoes],
  async exportar(tx) {
    const linhas = await tx.select().from(t.deliberacoes).orderBy(asc(t.deliberacoes.id));
    return linhas.map(({ id, numero, ano, data, ementa, temas, link, nota, noticias, eventos, estado, criadoEm, atualizadoEm }) => ({
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
      criado_em: criadoEm.toISOString(),
      atualizado_em: atualizadoEm.toISOString(),
    }));
  },
  async importar(tx, itens) {
    await insertAll(
      itens.map(({ criado_em, atualizado_em, ...d }) => ({
        ...d,
        data: new Date(d.data),
        nota: d.nota ? sanitizeNewsHtml(d.nota) : '',
        ...(criado_em ? { criadoEm: new Date(criado_em) } : {}),
        ...(atualizado_em ? { atualizadoEm: new Date(atualizado_em) } : {}),
      })),
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
const Chave = Type.String({ pattern: '^[^\\s]{1,200}$', description: 'palavras unidas por _' });

export const PARTES = {
  // The team's groups and the board's positions, each with its members, in display order.
  equipe: parte({
    arquivo: 'equipe.json',
    schema: obj({ grupo: Chave, membros: Type.Array(obj({ nome: Text(200), email: Type.String({ maxLength: 200 }) })) }),
    tabelas: [t.equipeMembros, t.equipeGrupos],
    async exportar(tx) {
      const membros = await tx.select().from(t.equipeMembros).orderBy(asc(t.equipeMembros.ordem));
      return (await tx.select().from(t.equipeGrupos).orderBy(asc(t.equipeGrupos.ordem))).map((g) => ({
        grupo: g.nome,
        membros: membros.filter((m) => m.grupoId === g.id).map(({ nome, email }) => ({ nome, email })),
      }));
    },
    async importar(tx, itens) {
      for (const [ordem, g] of itens.entries()) {
        const [grupo] = await tx.insert(t.equipeGrupos).values({ nome: g.grupo, ordem }).returning();
        if (grupo && g.membros.length)
          await tx.insert(t.equipeMembros).values(g.membros.map((m, i) => ({ grupoId: grupo.id, ordem: i, ...m })));
      }
    },
    conferir: (itens, c) => duplicates('equipe.json', itens, (g) => g.grupo, 'grupo', c.problemas),
  }),
  diretoria: parte({
    arquivo: 'diretoria.json',
    schema: obj({ cargo: Chave, membros: Type.Array(obj({ nome: Text(200), sms: Type.String({ maxLength: 200 }) })) }),
    tabelas: [t.diretoriaMembros, t.diretoriaCargos],
    async exportar(tx) {
      const membros = await tx.select().from(t.diretoriaMembros).orderBy(asc(t.diretoriaMembros.ordem));
      return (await tx.select().from(t.diretoriaCargos).orderBy(asc(t.diretoriaCargos.ordem))).map((c) => ({
        cargo: c.nome,
        membros: membros.filter((m) => m.cargoId === c.id).map(({ nome, sms }) => ({ nome, sms })),
      }));
    },
    async importar(tx, itens) {
      for (const [ordem, c] of itens.entries()) {
        const [cargo] = await tx.insert(t.diretoriaCargos).values({ nome: c.cargo, ordem }).returning();
        if (cargo && c.membros.length)
          await tx.insert(t.diretoriaMembros).values(c.membros.map((m, i) => ({ cargoId: cargo.id, ordem: i, ...m })));
      }
    },
    conferir: (itens, c) => duplicates('diretoria.json', itens, (cargo) => cargo.cargo, 'cargo', c.problemas),
  }),
  juridico: plana('juridico.json', {
    schema: obj({ secao: Type.Union(SECOES_JURIDICO.map((s) => Type.Literal(s))), date: DateTime, desc: Text(1000), link: Text(2000) }),
    tabela: t.documentosJuridicos,
    refs: { pdf: true, link: true },
  }),
  publicacoes: plana('publicacoes.json', {
    schema: obj({ title: Text(1000), link: Text(2000), last_update: DateTime }),
    tabela: t.publicacoes,
    colunas: { last_update: 'lastUpdate' },
    refs: { pdf: true, link: true },
  }),
  presidentes: plana('presidentes.json', {
    schema: obj({ name: Text(200), image: FileName, date: Text(100) }),
    tabela: t.presidentes,
    ordem: true,
    refs: { imagem: 'image' },
  }),
  logos: plana('logos.json', {
    schema: obj({ id: Id, imagem: FileName, ativa: Type.Boolean() }),
    tabela: t.logos,
    refs: { imagem: 'imagem' },
    conferir(itens, c) {
      duplicates('logos.json', itens, (l) => l.id, 'id', c.problemas);
      const ativos = itens.filter((l) => l.ativa).length;
      if (itens.length > 0 && ativos !== 1) c.problemas.push(`logos.json: deve haver exatamente um logo ativo (há ${ativos})`);
    },
  }),
  parceiros: plana('parceiros.json', {
    schema: obj({ nome: Text(200), imagem: FileName, link: Text(2000) }),
    tabela: t.parceiros,
    ordem: true,
    refs: { imagem: 'imagem', link: true },
  }),
  linksUteis: plana('links-uteis.json', {
    schema: obj({ nome: Text(200), link: Text(2000) }),
    tabela: t.linksUteis,
    ordem: true,
    refs: { link: true },
  }),
  /**
   * midia.json (since the media library of issue 11): what the back office knows of an image beyond
   * its bytes — alternative text and focal point (0–1 from the left and the top). Its rows are the
   * images' own (emptied with them), so it has no table.
   */
  midia: parte({
    arquivo: 'midia.json',
    schema: obj({
      nome: FileName,
      alt: Nullable(Type.String({ maxLength: 500 })),
      foco_x: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
      foco_y: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
    }),
    opcional: true,
    tabelas: [],
    exportar: (tx) =>
      tx
        .select({ nome: t.arquivos.nome, alt: t.arquivos.alt, foco_x: t.arquivos.focoX, foco_y: t.arquivos.focoY })
        .from(t.arquivos)
        .where(and(eq(t.arquivos.tipo, 'imagem'), or(isNotNull(t.arquivos.alt), isNotNull(t.arquivos.focoX))))
        .orderBy(asc(t.arquivos.nome)),
    async importar(tx, itens) {
      for (const m of itens) {
        await tx
          .update(t.arquivos)
          .set({ alt: m.alt, focoX: m.foco_x, focoY: m.foco_y })
          .where(and(eq(t.arquivos.tipo, 'imagem'), eq(t.arquivos.nome, m.nome)));
      }
    },
    conferir: (itens, c) =>
      itens.forEach((m, i) => {
        if (!c.imagens.has(m.nome)) c.problemas.push(`midia.json[${i}].nome: ${m.nome} não está em images/`);
      }),
  }),
  /**
   * blocos.json (since issue 12): the site's blocks (@cosems/contracts blocos.ts), each
   * `{ chave, dados }`, `dados` checked against its block's schema. A block the bundle does not
   * bring shows its starting values.
   */
  blocos: parte({
    arquivo: 'blocos.json',
    schema: obj({ chave: Type.Union(CHAVES_BLOCOS.map((c) => Type.Literal(c))), dados: Type.Unknown() }),
    opcional: true,
    tabelas: [t.blocos],
    exportar: (tx) => tx.select({ chave: t.blocos.chave, dados: t.blocos.dados }).from(t.blocos).orderBy(asc(t.blocos.chave)) as never,
    importar: (tx, itens) => insertAll(itens, (s) => tx.insert(t.blocos).values(s)),
    conferir(itens, c) {
      duplicates('blocos.json', itens, (bl) => bl.chave, 'bloco', c.problemas);
      itens.forEach((bl, i) => {
        for (const p of problemasDoBloco(bl.chave, bl.dados)) c.problemas.push(`blocos.json[${i}] (${bl.chave}).dados${p}`);
      });
    },
  }),
  /**
   * eventos.json (issue 30): the agenda, by id (deliberations and pages name events by it). Times
   * are instants; an all-day event's are midnight in São Paulo of its first and last day.
   * `regioes` are ids of regioes.json, `noticias` of the news, `anexos` names of images/ or
   * arquivos/; a reference to something missing is skipped when read, as the back office does.
   */
  eventos: parte({
    arquivo: 'eventos.json',
    schema: obj({
      id: Id,
      titulo: Text(200),
      tipo: Type.Union(CHAVES_TIPO_DE_EVENTO.map((k) => Type.Literal(k))),
      dia_inteiro: Type.Boolean(),
      inicio: DateTime,
      fim: Nullable(DateTime),
      local: Type.String({ maxLength: 300 }),
      link_online: Nullable(Type.String({ maxLength: 2000 })),
      descricao: Type.String({ maxLength: 100_000 }),
      regioes: Type.Array(Id, { description: 'ids de regioes.json; vazio: todas' }),
      anexos: Type.Array(FileName, { description: 'arquivos de images/ ou arquivos/' }),
      noticias: Type.Array(Id),
      estado: Type.Union(Object.keys(ESTADOS_DE_EVENTO).map((k) => Type.Literal(k))),
      sequencia: Type.Integer({ minimum: 0 }),
      criado_em: DateTime,
      atualizado_em: DateTime,
    }),
    opcional: true,
    tabelas: [t.eventos],
    exportar: async (tx) =>
      (await tx.select().from(t.eventos).orderBy(asc(t.eventos.id))).map((e) => ({
        id: e.id,
        titulo: e.titulo,
        tipo: e.tipo as never,
        dia_inteiro: e.diaInteiro,
        inicio: iso(e.inicio),
        fim: e.fim && iso(e.fim),
        local: e.local,
        link_online: e.linkOnline,
        descricao: e.descricao,
        regioes: e.regioes,
        anexos: e.anexos,
        noticias: e.noticias,
        estado: e.estado as never,
        sequencia: e.sequencia,
        criado_em: iso(e.criadoEm),
        atualizado_em: iso(e.atualizadoEm),
      })),
    async importar(tx, itens) {
      const d = (s: string) => new Date(s);
      await insertAll(
        itens.map(({ dia_inteiro, link_online, criado_em, atualizado_em, ...e }) => ({
          ...e,
          diaInteiro: dia_inteiro,
          inicio: d(e.inicio),
          fim: e.fim === null ? null : d(e.fim),
          linkOnline: link_online,
          descricao: sanitizeNewsHtml(e.descricao),
          criadoEm: d(criado_em),
          atualizadoEm: d(atualizado_em),
        })),
        (s) => tx.insert(t.eventos).values(s),
      );
      // The ids came from the file: the next event the back office creates follows the largest.
      await tx.execute(sql`select setval(pg_get_serial_sequence('eventos', 'id'), coalesce((select max(id) from eventos), 0) + 1, false)`);
    },
    conferir(itens, c) {
      duplicates('eventos.json', itens, (e) => e.id, 'id', c.problemas);
      itens.forEach((e, i) => {
        const onde = `eventos.json[${i}]`;
        if (e.fim !== null && Date.parse(e.fim) < Date.parse(e.inicio)) c.problemas.push(`${onde}.fim: antes do início`);
        const problema = e.link_online !== null && checkLink(e.link_online);
        if (problema) c.problemas.push(`${onde}.link_online: ${problema}`);
        if (!e.local.trim() && e.link_online === null) c.problemas.push(`${onde}: sem local nem link on-line`);
        for (const a of e.anexos)
          if (!c.imagens.has(a) && !c.arquivos.has(a)) c.problemas.push(`${onde}.anexos: ${a} não está em images/ nem em arquivos/`);
      });
    },
  }),
  // The CIB-SUS/MG's deliberations (issue 30): PARTE_DELIBERACOES above.
  deliberacoes: PARTE_DELIBERACOES,
};

/** The registry's parts and, only for tests, more (a throwaway type proves its part is enough). */
export const partesCom = (extras: Record<string, ParteDoPacote> = {}) =>
  Object.entries({ ...PARTES, ...extras }) as [string, ParteDoPacote][];

export type ItensDasPartes = { [K in keyof typeof PARTES]: Static<(typeof PARTES)[K]['schema']>[] };
export interface Bundle extends ItensDasPartes {
  meta: Meta;
  regioes: Static<typeof RegiaoSchema>[];
  noticias: Static<typeof NoticiaSchema>[];
  /** images/ and arquivos/ contents, by file name. */
  images: Map<string, Buffer>;
  arquivos: Map<string, Buffer>;
}
