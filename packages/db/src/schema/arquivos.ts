import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgEnum, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

export const tipoArquivo = pgEnum('tipo_arquivo', ['imagem', 'documento']);

/** Images and PDFs live in the database with the content they belong to (see docs/architecture.md). */
export const arquivos = pgTable(
  'arquivos',
  {
    tipo: tipoArquivo('tipo').notNull(),
    nome: text('nome').notNull(),
    mime: text('mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    dados: bytea('dados').notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Media library (back office): the alternative text, required for images uploaded there. */
    alt: text('alt'),
    /** Focal point, 0–1 from the left and the top: where crops (banner, cards, share image) centre. */
    focoX: real('foco_x'),
    focoY: real('foco_y'),
    largura: integer('largura'),
    altura: integer('altura'),
    /** Account that uploaded or last replaced the file (null: it came from a bundle). */
    enviadoPor: integer('enviado_por'),
  },
  (t) => [
    primaryKey({ columns: [t.tipo, t.nome] }),
    // The media library's list, newest first (issue 28, item 4; docs/decisions/056), and the image
    // fields' options (images only, newest first). DESC NULLS FIRST is written out: it is what an
    // ORDER BY … DESC asks for (Drizzle's .desc() alone writes NULLS LAST, which no such ORDER BY
    // can read; decision 046). The search in names and alternative texts is on the generated column
    // `busca` and its trigram index (migration 0018), outside this schema like noticias.busca.
    index('arquivos_lista_idx').on(t.atualizadoEm.desc().nullsFirst(), t.nome, t.tipo),
    index('arquivos_imagens_idx').on(t.atualizadoEm.desc().nullsFirst(), t.nome).where(sql`${t.tipo} = 'imagem'`),
  ],
);

/** One row describing the loaded content bundle. */
export const conteudoMeta = pgTable('conteudo_meta', {
  id: integer('id').primaryKey().default(1),
  nome: text('nome').notNull(),
  descricao: text('descricao').notNull(),
  demonstracao: boolean('demonstracao').notNull(),
  importadoEm: timestamp('importado_em', { withTimezone: true, mode: 'date' }).notNull(),
});
