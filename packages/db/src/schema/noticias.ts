import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    // Every list is newest first by (data_publicao, id); neighbours walk the same order.
    index('noticias_publicacao_idx').on(t.dataPublicao.desc(), t.id.desc()),
    index('noticias_banner_idx').on(t.dataPublicao.desc(), t.id.desc()).where(sql`${t.bannerImage} is not null`),
    index('noticias_destaque_idx').on(t.dataPublicao.desc(), t.id.desc()).where(sql`${t.destaqueImage} is not null`),
    // Title search, accent- and case-insensitive, on the title as the search rule reads it
    // (cosems_busca_texto: "COSEMS/MG" is "COSEMS MG"). Both functions come from custom migrations
    // (0000, 0003). The full-text column `busca` (tsvector, migrations 0002 and 0003) is read
    // through sql`` only.
    index('noticias_title_busca_trgm_idx').using('gin', sql`cosems_unaccent_lower(cosems_busca_texto(${t.title})) gin_trgm_ops`),
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
