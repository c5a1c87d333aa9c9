import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const equipeGrupos = pgTable('equipe_grupos', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
  ordem: integer('ordem').notNull(),
});

export const equipeMembros = pgTable(
  'equipe_membros',
  {
    id: serial('id').primaryKey(),
    grupoId: integer('grupo_id')
      .notNull()
      .references(() => equipeGrupos.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
  },
  (t) => [index('equipe_membros_grupo_idx').on(t.grupoId, t.ordem)],
);

export const diretoriaCargos = pgTable('diretoria_cargos', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
  ordem: integer('ordem').notNull(),
});

export const diretoriaMembros = pgTable(
  'diretoria_membros',
  {
    id: serial('id').primaryKey(),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => diretoriaCargos.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull(),
    nome: text('nome').notNull(),
    sms: text('sms').notNull(),
  },
  (t) => [index('diretoria_membros_cargo_idx').on(t.cargoId, t.ordem)],
);

export const secaoJuridico = pgEnum('secao_juridico', ['notas', 'pareceres', 'orientacoes', 'informes', 'recomendacao']);

export const documentosJuridicos = pgTable(
  'documentos_juridicos',
  {
    id: serial('id').primaryKey(),
    secao: secaoJuridico('secao').notNull(),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    desc: text('desc').notNull(),
    link: text('link').notNull(),
  },
  (t) => [index('documentos_juridicos_secao_idx').on(t.secao, t.date.desc(), t.id.desc())],
);

export const publicacoes = pgTable('publicacoes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  lastUpdate: timestamp('last_update', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Past presidents, in display order (`ordem`, then id). */
export const presidentes = pgTable('presidentes', {
  id: serial('id').primaryKey(),
  ordem: integer('ordem').notNull().default(0),
  name: text('name').notNull(),
  image: text('image').notNull(),
  date: text('date').notNull(),
});

export const logos = pgTable(
  'logos',
  {
    id: integer('id').primaryKey(),
    imagem: text('imagem').notNull(),
    ativa: boolean('ativa').notNull().default(false),
  },
  // At most one active logo, enforced by the database.
  (t) => [uniqueIndex('logos_uma_ativa_idx').on(t.ativa).where(sql`${t.ativa}`)],
);

/** Partners, in display order (`ordem`, then id). */
export const parceiros = pgTable('parceiros', {
  id: serial('id').primaryKey(),
  ordem: integer('ordem').notNull().default(0),
  nome: text('nome').notNull(),
  imagem: text('imagem').notNull(),
  link: text('link').notNull(),
});

/** Useful links, in display order (`ordem`, then id): the home page fills 4 columns of 5 in that order. */
export const linksUteis = pgTable('links_uteis', {
  id: serial('id').primaryKey(),
  ordem: integer('ordem').notNull().default(0),
  nome: text('nome').notNull(),
  link: text('link').notNull(),
});

/**
 * The site's blocks (@cosems/contracts blocos.ts): one row per key, the block whole as JSON,
 * checked against its schema before it is written. A key without a row shows its starting values.
 */
export const blocos = pgTable('blocos', {
  chave: text('chave').primaryKey(),
  dados: jsonb('dados').notNull(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The account that saved it last (null: it came from a bundle). */
  atualizadoPor: integer('atualizado_por'),
});
