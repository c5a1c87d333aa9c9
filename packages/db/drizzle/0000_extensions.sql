-- Extensions for accent-insensitive and fuzzy search (both ship with PGlite and postgresql-contrib).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is STABLE, so an index cannot use it directly: this wrapper names the dictionary
-- explicitly and is declared IMMUTABLE, the standard way to index unaccented text.
CREATE OR REPLACE FUNCTION cosems_unaccent_lower(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
