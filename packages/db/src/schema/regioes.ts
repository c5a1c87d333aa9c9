import { index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const regioes = pgTable('regioes', {
  id: integer('id').primaryKey(),
  nome: text('nome').notNull().unique(),
});

export const papelRegional = pgEnum('papel_regional', ['presidente', 'apoiador']);

/** A regional council's president and supporters. */
export const pessoasRegionais = pgTable(
  'pessoas_regionais',
  {
    id: serial('id').primaryKey(),
    regiaoId: integer('regiao_id')
      .notNull()
      .references(() => regioes.id, { onDelete: 'cascade' }),
    papel: papelRegional('papel').notNull(),
    ordem: integer('ordem').notNull(),
    nome: text('nome').notNull(),
    telefone: text('telefone'),
    email: text('email'),
  },
  (t) => [
    index('pessoas_regionais_regiao_idx').on(t.regiaoId, t.papel, t.ordem),
    index('pessoas_regionais_papel_nome_idx').on(t.papel, t.nome),
  ],
);

export const municipios = pgTable(
  'municipios',
  {
    id: integer('id').primaryKey(),
    regiaoId: integer('regiao_id')
      .notNull()
      .references(() => regioes.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    /**
     * The IBGE code (packages/db/src/registro): a municipality belongs to one council at most.
     * Null only for a name a bundle brought that is not in the official list.
     */
    ibge: integer('ibge').unique(),
  },
  (t) => [index('municipios_regiao_nome_idx').on(t.regiaoId, t.nome)],
);
