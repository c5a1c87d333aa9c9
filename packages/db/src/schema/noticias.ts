import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './admin.ts';
import { regioes } from './regioes.ts';

export const escritores = pgTable('escritores', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
});

export const noticias = pgTable(
  'noticias',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    dataCriacao: timestamp('data_criacao', { withTimezone: true, mode: 'date' }).notNull(),
    dataPublicao: timestamp('data_publicao', { withTimezone: true, mode: 'date' }).notNull(),
    conteudo: text('conteudo').notNull(),
    escritorId: integer('escritor_id').references(() => escritores.id),
    bannerImage: text('banner_image'),
    destaqueImage: text('destaque_image'),
    /**
     * The stored status (SITUACOES of @cosems/contracts). "agendada" is not stored: it is a
     * "publicada" item whose data_publicao is still ahead, and every public read filters on the
     * clock (visible below), so a schedule never depends on a process being up at its time.
     */
    situacao: text('situacao').$type<'rascunho' | 'revisao' | 'publicada' | 'despublicada'>().notNull().default('publicada'),
    /** Optional: the item leaves the public site at this time (read-time filter too). */
    despublicarEm: timestamp('despublicar_em', { withTimezone: true, mode: 'date' }),
    /** The account that created the item in the back office (null: it came from a bundle). */
    criadoPor: integer('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    atualizadoPor: integer('atualizado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    /** Bumped by every save: a save that carries an older number is a conflict, never an overwrite. */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    check('noticias_situacao_check', sql`${t.situacao} in ('rascunho', 'revisao', 'publicada', 'despublicada')`),
    // Every public list is newest first by (data_publicao, id) among published items; neighbours
    // walk the same order both ways. Ascending keys, read backwards for the lists: Drizzle's
    // .desc() writes DESC NULLS LAST, which an ORDER BY … DESC (NULLS FIRST) cannot use, and every
    // list then sorted the whole table to return 12 rows (issue 28; migration 0013). The columns
    // are NOT NULL, so the nulls' place does not matter to the rows, only to the planner.
    // Only published items: drafts, items in review and unpublished ones are never in a public list.
    // despublicar_em is the rest of the public filter (visivel): with it in the index, a count and
    // the ids of a deep page (OFFSET) are read from the index alone, never from the table.
    index('noticias_publicadas_idx').on(t.dataPublicao, t.id, t.despublicarEm).where(sql`${t.situacao} = 'publicada'`),
    index('noticias_banner_idx').on(t.dataPublicao, t.id).where(sql`${t.situacao} = 'publicada' and ${t.bannerImage} is not null`),
    index('noticias_destaque_idx').on(t.dataPublicao, t.id).where(sql`${t.situacao} = 'publicada' and ${t.destaqueImage} is not null`),
    // The back office's work in progress (docs/decisions/051): the items in review or in draft,
    // newest change first (the dashboard's review list and its count; the news list's filters),
    // without the published archive; and an account's own items (an autor's lists).
    index('noticias_em_curso_idx').on(t.situacao, t.atualizadoEm, t.id).where(sql`${t.situacao} <> 'publicada'`),
    index('noticias_criado_por_idx').on(t.criadoPor, t.atualizadoEm),
    // The back office's news list (issue 28, item 4; docs/decisions/056): newest change first, any
    // filter, 20 a page. Read backwards (ascending keys, as above); situacao and data_publicao in
    // the index so that the count and the ids of a deep page, filtered by status or not, are read
    // from the index alone. An author's items ("Autor" filter) in the same order.
    index('noticias_atualizado_idx').on(t.atualizadoEm, t.id, t.situacao, t.dataPublicao),
    index('noticias_escritor_idx').on(t.escritorId, t.atualizadoEm, t.id),
    // Items leaving the site at a set time ("Despublicar em"), soonest first: few rows.
    index('noticias_saida_idx').on(t.despublicarEm).where(sql`${t.situacao} = 'publicada' and ${t.despublicarEm} is not null`),
    // Title search, accent- and case-insensitive, on the title as the search rule reads it
    // (cosems_busca_texto: "COSEMS/MG" is "COSEMS MG"), is on the generated column `titulo_busca`
    // and its trigram index (migration 0014; before, this expression index). Like the full-text
    // column `busca` (tsvector, migrations 0002 and 0003), it is outside this schema and read
    // through sql`` only.
  ],
);

/** Content blocks ("materia"), in order. */
export const noticiaBlocos = pgTable(
  'noticia_blocos',
  {
    noticiaId: integer('noticia_id')
      .notNull()
      .references(() => noticias.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull(),
    tipo: text('tipo').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticiaId, t.ordem] })],
);

export const noticiaRegioes = pgTable(
  'noticia_regioes',
  {
    noticiaId: integer('noticia_id')
      .notNull()
      .references(() => noticias.id, { onDelete: 'cascade' }),
    regiaoId: integer('regiao_id')
      .notNull()
      .references(() => regioes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.noticiaId, t.regiaoId] }), index('noticia_regioes_regiao_idx').on(t.regiaoId, t.noticiaId)],
);

/**
 * One row per save of a news item in the back office (who, when, the whole item as saved), so that
 * any two can be compared and one restored. Saves and autosaves of a published item are kept here
 * too (tipo 'pendente', 'autosalvamento') without touching the public row, until "Publicar alterações". Not content: bundles leave them out.
 */
export const noticiaRevisoes = pgTable(
  'noticia_revisoes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noticiaId: integer('noticia_id')
      .notNull()
      .references(() => noticias.id, { onDelete: 'cascade' }),
    em: timestamp('em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** TipoRevisao of @cosems/contracts (no check constraint: a new kind needs no migration). */
    tipo: text('tipo').$type<'salvamento' | 'pendente' | 'autosalvamento' | 'autosalvamento-aplicado' | 'restauracao'>().notNull(),
    /** The item's version number this revision produced (autosaves: the version it was based on). */
    versao: integer('versao').notNull(),
    dados: jsonb('dados').notNull(),
  },
  (t) => [index('noticia_revisoes_noticia_idx').on(t.noticiaId, t.id.desc())],
);

/** Who is editing an item now (refreshed while the form is open); another editor may take it over. */
export const noticiaEdicoes = pgTable('noticia_edicoes', {
  noticiaId: integer('noticia_id')
    .primaryKey()
    .references(() => noticias.id, { onDelete: 'cascade' }),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  desde: timestamp('desde', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  vistoEm: timestamp('visto_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Set when someone else took the item over: the first editor is told, by whom. */
  tomadaPor: integer('tomada_por'),
});

/**
 * Expiring preview links (only the SHA-256 of the token is stored); opened by any signed-in account.
 * Listed on their item with who made them, how often and when last opened; revoked by whoever may
 * edit the item or made the link (issue 25, item 11). Each opening is also in the audit log.
 */
export const noticiaPrevias = pgTable(
  'noticia_previas',
  {
    id: text('id').primaryKey(),
    noticiaId: integer('noticia_id')
      .notNull()
      .references(() => noticias.id, { onDelete: 'cascade' }),
    criadaPor: integer('criada_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criadaEm: timestamp('criada_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true, mode: 'date' }).notNull(),
    revogadaEm: timestamp('revogada_em', { withTimezone: true, mode: 'date' }),
    /** Who revoked it (no foreign key: the record outlives the account). */
    revogadaPor: integer('revogada_por'),
    aberturas: integer('aberturas').notNull().default(0),
    ultimaAberturaEm: timestamp('ultima_abertura_em', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('noticia_previas_noticia_idx').on(t.noticiaId, t.criadaEm.desc())],
);

/**
 * Deleted drafts, restorable for 30 days (issue 27, item 6; docs/decisions/053). A deleted draft
 * leaves `noticias` (so no list, count, search, bundle or preview link can see it by mistake) and
 * is kept here whole: the row, its blocks, regions and revisions, as JSON. Restoring puts them back
 * under the same id; rows older than 30 days are purged when the trash is read or added to.
 */
export const noticiasLixeira = pgTable(
  'noticias_lixeira',
  {
    noticiaId: integer('noticia_id').primaryKey(),
    titulo: text('titulo').notNull(),
    excluidaEm: timestamp('excluida_em', { withTimezone: true, mode: 'date' }).notNull(),
    excluidaPor: integer('excluida_por').references(() => usuarios.id, { onDelete: 'set null' }),
    dados: jsonb('dados').notNull(),
  },
  (t) => [index('noticias_lixeira_excluida_em_idx').on(t.excluidaEm)],
);
