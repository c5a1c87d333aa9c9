/**
 * The bundle's part of each simple content type, declared once (issue 29): its JSON file, the
 * schema of one item, how the items are read for an export (a stable order: the display order)
 * and written back by an import, what the check looks at beyond the schema, and its tables.
 * format/read/import/export iterate over PARTES; the back office's registry names each type's part
 * (`pacote`, packages/admin/src/conteudo/tipo.ts). The regions (with their people and
 * municipalities), the news (split in files, read a piece at a time) and the images and PDFs keep
 * their own code: their import needs ids and order from one another, their export is streamed.
 */
import { CHAVES_BLOCOS, problemasDoBloco, SECOES_JURIDICO } from '@cosems/contracts';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Static, type TSchema, Type } from 'typebox';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { DateTime, FileName, Id, Nullable, Text, type Meta, type NoticiaSchema, type RegiaoSchema } from './format.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a part's check may ask of the rest of the bundle; `where` follows the file's name (`[2].link`). */
export interface Conferencia {
  problema(texto: string): void;
  temImagem(nome: string): boolean;
  /** The image is in images/ (null: none). */
  imagem(where: string, nome: string | null): void;
  /** A link to /arquivo/x names a file of arquivos/. */
  arquivo(where: string, link: string): void;
  /** A link a visitor clicks: http, https, mailto or a path of this site (docs/decisions/016). */
  link(where: string, link: string): void;
  /** No two items of the file with the same key. */
  repetidos<T>(itens: T[], chave: (item: T) => unknown, rotulo: string): void;
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
    conferir: (itens, c) => c.repetidos(itens, (g) => g.grupo, 'grupo'),
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
    conferir: (itens, c) => c.repetidos(itens, (cargo) => cargo.cargo, 'cargo'),
  }),
  juridico: parte({
    arquivo: 'juridico.json',
    schema: obj({ secao: Type.Union(SECOES_JURIDICO.map((s) => Type.Literal(s))), date: DateTime, desc: Text(1000), link: Text(2000) }),
    tabelas: [t.documentosJuridicos],
    exportar: async (tx) =>
      (await tx.select().from(t.documentosJuridicos).orderBy(asc(t.documentosJuridicos.id))).map((d) => ({
        secao: d.secao as never, // a union built by map() is typed never
        date: iso(d.date),
        desc: d.desc,
        link: d.link,
      })),
    importar: (tx, itens) =>
      insertAll(
        itens.map((d) => ({ ...d, date: new Date(d.date) })),
        (s) => tx.insert(t.documentosJuridicos).values(s),
      ),
    conferir: (itens, c) =>
      itens.forEach((d, i) => {
        c.arquivo(`[${i}].link`, d.link);
        c.link(`[${i}].link`, d.link);
      }),
  }),
  publicacoes: parte({
    arquivo: 'publicacoes.json',
    schema: obj({ title: Text(1000), link: Text(2000), last_update: DateTime }),
    tabelas: [t.publicacoes],
    exportar: async (tx) =>
      (await tx.select().from(t.publicacoes).orderBy(asc(t.publicacoes.id))).map((p) => ({
        title: p.title,
        link: p.link,
        last_update: iso(p.lastUpdate),
      })),
    importar: (tx, itens) =>
      insertAll(
        itens.map((p) => ({ title: p.title, link: p.link, lastUpdate: new Date(p.last_update) })),
        (s) => tx.insert(t.publicacoes).values(s),
      ),
    conferir: (itens, c) =>
      itens.forEach((p, i) => {
        c.arquivo(`[${i}].link`, p.link);
        c.link(`[${i}].link`, p.link);
      }),
  }),
  // The bundle's order is the display order (`ordem`) of the presidents, partners and links.
  presidentes: parte({
    arquivo: 'presidentes.json',
    schema: obj({ name: Text(200), image: FileName, date: Text(100) }),
    tabelas: [t.presidentes],
    exportar: async (tx) =>
      (await tx.select().from(t.presidentes).orderBy(asc(t.presidentes.ordem), asc(t.presidentes.id))).map(({ name, image, date }) => ({
        name,
        image,
        date,
      })),
    importar: (tx, itens) =>
      insertAll(
        itens.map((p, ordem) => ({ ...p, ordem })),
        (s) => tx.insert(t.presidentes).values(s),
      ),
    conferir: (itens, c) =>
      itens.forEach((p, i) => {
        c.imagem(`[${i}].image`, p.image);
      }),
  }),
  logos: parte({
    arquivo: 'logos.json',
    schema: obj({ id: Id, imagem: FileName, ativa: Type.Boolean() }),
    tabelas: [t.logos],
    exportar: async (tx) =>
      (await tx.select().from(t.logos).orderBy(asc(t.logos.id))).map(({ id, imagem, ativa }) => ({ id, imagem, ativa })),
    importar: (tx, itens) => insertAll(itens, (s) => tx.insert(t.logos).values(s)),
    conferir(itens, c) {
      c.repetidos(itens, (l) => l.id, 'id');
      itens.forEach((l, i) => {
        c.imagem(`[${i}].imagem`, l.imagem);
      });
      const ativos = itens.filter((l) => l.ativa).length;
      if (itens.length > 0 && ativos !== 1) c.problema(`logos.json: deve haver exatamente um logo ativo (há ${ativos})`);
    },
  }),
  parceiros: parte({
    arquivo: 'parceiros.json',
    schema: obj({ nome: Text(200), imagem: FileName, link: Text(2000) }),
    tabelas: [t.parceiros],
    exportar: async (tx) =>
      (await tx.select().from(t.parceiros).orderBy(asc(t.parceiros.ordem), asc(t.parceiros.id))).map(({ nome, imagem, link }) => ({
        nome,
        imagem,
        link,
      })),
    importar: (tx, itens) =>
      insertAll(
        itens.map((p, ordem) => ({ ...p, ordem })),
        (s) => tx.insert(t.parceiros).values(s),
      ),
    conferir: (itens, c) =>
      itens.forEach((p, i) => {
        c.imagem(`[${i}].imagem`, p.imagem);
        c.link(`[${i}].link`, p.link);
      }),
  }),
  linksUteis: parte({
    arquivo: 'links-uteis.json',
    schema: obj({ nome: Text(200), link: Text(2000) }),
    tabelas: [t.linksUteis],
    exportar: async (tx) =>
      (await tx.select().from(t.linksUteis).orderBy(asc(t.linksUteis.ordem), asc(t.linksUteis.id))).map(({ nome, link }) => ({
        nome,
        link,
      })),
    importar: (tx, itens) =>
      insertAll(
        itens.map((l, ordem) => ({ ...l, ordem })),
        (s) => tx.insert(t.linksUteis).values(s),
      ),
    conferir: (itens, c) =>
      itens.forEach((l, i) => {
        c.link(`[${i}].link`, l.link);
      }),
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
        if (!c.temImagem(m.nome)) c.problema(`midia.json[${i}].nome: ${m.nome} não está em images/`);
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
      c.repetidos(itens, (bl) => bl.chave, 'bloco');
      itens.forEach((bl, i) => {
        for (const p of problemasDoBloco(bl.chave, bl.dados)) c.problema(`blocos.json[${i}] (${bl.chave}).dados${p}`);
      });
    },
  }),
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
