-- Portuguese full-text search that ignores accents: the portuguese stemmer after unaccent, so
-- 'saude' finds 'Saúde' and 'vacinacao' finds 'vacinação'.
CREATE TEXT SEARCH CONFIGURATION cosems_pt (COPY = pg_catalog.portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION cosems_pt ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, portuguese_stem;
--> statement-breakpoint
-- The text of a sanitised HTML body: tags become spaces, the common entities their characters.
CREATE OR REPLACE FUNCTION cosems_texto_html(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT replace(replace(replace(replace(replace(replace(
       regexp_replace($1, '<[^>]*>', ' ', 'g'),
       '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&') $$;
--> statement-breakpoint
-- Title weighs most (A), then sub-title (B), then body (C). Kept up to date by PostgreSQL itself.
-- Not declared in the Drizzle schema: queries reach it through sql`` only.
ALTER TABLE "noticias" ADD COLUMN "busca" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('cosems_pt', "title"), 'A') ||
  setweight(to_tsvector('cosems_pt', coalesce("sub_title", '')), 'B') ||
  setweight(to_tsvector('cosems_pt', cosems_texto_html("conteudo")), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "noticias_busca_idx" ON "noticias" USING gin ("busca");
