/**
 * The association's calendar and the CIB-SUS/MG's deliberations (issue 30, docs/decisions/059).
 * The lists an item points at (the regional councils an event concerns, its attachments, related
 * news and events) are arrays on the row rather than join tables: they are short, written whole by
 * one form, read whole with the item, and a reference to something deleted since is skipped when
 * read (the item stays valid). Kinds, states and themes are the lists of @cosems/contracts agenda.ts,
 * checked by the database too.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const eventos = pgTable(
  'eventos',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    /** cib | assembleia | conselho | regional | congresso | webinar | outro (TIPOS_DE_EVENTO). */
    tipo: text('tipo').notNull(),
    /** The start; for an all-day event, midnight in São Paulo of its first day. */
    inicio: timestamp('inicio', { withTimezone: true, mode: 'date' }).notNull(),
    /** The end (null: not given); for an all-day event, midnight in São Paulo of its last day. */
    fim: timestamp('fim', { withTimezone: true, mode: 'date' }),
    diaInteiro: boolean('dia_inteiro').notNull().default(false),
    /** Where it happens ('' when only on-line). */
    local: text('local').notNull().default(''),
    /** The on-line room or broadcast (null: in person only). */
    linkOnline: text('link_online'),
    /** Sanitised HTML, the same rule as the news' body. */
    descricao: text('descricao').notNull().default(''),
    /** The regional councils it concerns; empty: all of them. */
    regioes: integer('regioes').array().notNull().default(sql`'{}'::integer[]`),
    /** Names of media-library files (arquivos.nome). */
    anexos: text('anexos').array().notNull().default(sql`'{}'::text[]`),
    noticias: integer('noticias').array().notNull().default(sql`'{}'::integer[]`),
    /** rascunho (not public) | publicado | cancelado (public, kept in the calendar as CANCELLED). */
    estado: text('estado').notNull().default('publicado'),
    /** The iCalendar SEQUENCE: raised by every save that changes the event. */
    sequencia: integer('sequencia').notNull().default(0),
    criadoEm: timestamp('criado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('eventos_tipo_check', sql`${t.tipo} IN ('cib', 'assembleia', 'conselho', 'regional', 'congresso', 'webinar', 'outro')`),
    check('eventos_estado_check', sql`${t.estado} IN ('rascunho', 'publicado', 'cancelado')`),
    check('eventos_fim_check', sql`${t.fim} IS NULL OR ${t.fim} >= ${t.inicio}`),
    index('eventos_inicio_idx').on(t.inicio, t.id),
  ],
);

export const deliberacoes = pgTable(
  'deliberacoes',
  {
    id: serial('id').primaryKey(),
    numero: integer('numero').notNull(),
    ano: integer('ano').notNull(),
    /** The day it was signed, as noon in São Paulo (like the legal documents' dates). */
    data: timestamp('data', { withTimezone: true, mode: 'date' }).notNull(),
    ementa: text('ementa').notNull(),
    /** Keys of TEMAS_DE_DELIBERACAO. */
    temas: text('temas').array().notNull().default(sql`'{}'::text[]`),
    /** The official PDF (/arquivo/… stored like the legal documents) or the state's page. */
    link: text('link').notNull(),
    /** COSEMS/MG's explanatory note: sanitised HTML ('' when none). */
    nota: text('nota').notNull().default(''),
    noticias: integer('noticias').array().notNull().default(sql`'{}'::integer[]`),
    eventos: integer('eventos').array().notNull().default(sql`'{}'::integer[]`),
    /** rascunho (not public) | publicado. */
    estado: text('estado').notNull().default('publicado'),
    criadoEm: timestamp('criado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // `busca` (tsvector over number, summary, themes and note, migration 0019) is outside this
    // schema like noticias.busca.
  },
  (t) => [
    uniqueIndex('deliberacoes_numero_ano_idx').on(t.ano, t.numero),
    check('deliberacoes_estado_check', sql`${t.estado} IN ('rascunho', 'publicado')`),
    check('deliberacoes_ano_check', sql`${t.ano} BETWEEN 1990 AND 2100 AND ${t.numero} > 0`),
    // DESC NULLS FIRST written out: what ORDER BY … DESC asks for (decision 046).
    index('deliberacoes_data_idx').on(t.data.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
