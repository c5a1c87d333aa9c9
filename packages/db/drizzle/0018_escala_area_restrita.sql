-- Issue 28, item 4 (docs/decisions/056): the back office reads through indexes at 15,000 news items
-- and 5,000 files. The news list (newest change first, any filter, 20 a page) sorted the whole
-- table for each page and counted it through a join; on PostgreSQL a deep page evaluated the
-- "pending changes" subquery for every skipped row (~600 ms at page 375). The media library sorted
-- the whole `arquivos` table, and its search computed unaccent() on every name and alt text.
CREATE INDEX "arquivos_lista_idx" ON "arquivos" USING btree ("atualizado_em" DESC NULLS FIRST,"nome","tipo");--> statement-breakpoint
CREATE INDEX "arquivos_imagens_idx" ON "arquivos" USING btree ("atualizado_em" DESC NULLS FIRST,"nome") WHERE "arquivos"."tipo" = 'imagem';--> statement-breakpoint
CREATE INDEX "noticias_atualizado_idx" ON "noticias" USING btree ("atualizado_em","id","situacao","data_publicao");--> statement-breakpoint
CREATE INDEX "noticias_escritor_idx" ON "noticias" USING btree ("escritor_id","atualizado_em","id");--> statement-breakpoint
-- The media library's search: a file's name and alternative text as the search reads them
-- (unaccented, lower case), kept beside them like noticias.titulo_busca (0014): computing the
-- expression for each row read is ~100 µs on PGlite. The line break cannot be in a search (the
-- text is trimmed to single spaces), so a match is inside the name or inside the alt text, never
-- across the two, as with the two strpos() before.
ALTER TABLE "arquivos" ADD COLUMN "busca" text GENERATED ALWAYS AS (cosems_unaccent_lower("nome" || E'\n' || coalesce("alt", ''))) STORED;--> statement-breakpoint
CREATE INDEX "arquivos_busca_trgm_idx" ON "arquivos" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
ANALYZE "noticias";--> statement-breakpoint
ANALYZE "arquivos";
