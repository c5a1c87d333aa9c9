-- Issue 28 (docs/decisions/049): the title as the search rule reads it, kept beside the title.
-- /api/noticia/name/{text} compares it with LIKE on each row it reads; computing the expression
-- (unaccent and the rule's regular expression) took ~125 µs a row on PGlite, so "Vacina" (the
-- newest 200 of 2,739) cost ~140 ms. Like `busca`, it is outside the Drizzle schema (a generated
-- column the application never writes), with the trigram index the title search and the similar
-- titles of /api/busca read, which was on the expression until now.
ALTER TABLE "noticias" ADD COLUMN "titulo_busca" text GENERATED ALWAYS AS (cosems_unaccent_lower(cosems_busca_texto("title"))) STORED;--> statement-breakpoint
CREATE INDEX "noticias_titulo_busca_trgm_idx" ON "noticias" USING gin ("titulo_busca" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "noticias_title_busca_trgm_idx";--> statement-breakpoint
ANALYZE "noticias";
