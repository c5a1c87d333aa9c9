-- Issue 30 (docs/decisions/059): the agenda's events and the CIB-SUS/MG's deliberations.
CREATE TABLE "deliberacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero" integer NOT NULL,
	"ano" integer NOT NULL,
	"data" timestamp with time zone NOT NULL,
	"ementa" text NOT NULL,
	"temas" text[] DEFAULT '{}'::text[] NOT NULL,
	"link" text NOT NULL,
	"nota" text DEFAULT '' NOT NULL,
	"noticias" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"eventos" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"estado" text DEFAULT 'publicado' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliberacoes_estado_check" CHECK ("deliberacoes"."estado" IN ('rascunho', 'publicado')),
	CONSTRAINT "deliberacoes_ano_check" CHECK ("deliberacoes"."ano" BETWEEN 1990 AND 2100 AND "deliberacoes"."numero" > 0)
);
--> statement-breakpoint
CREATE TABLE "eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"tipo" text NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone,
	"dia_inteiro" boolean DEFAULT false NOT NULL,
	"local" text DEFAULT '' NOT NULL,
	"link_online" text,
	"descricao" text DEFAULT '' NOT NULL,
	"regioes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"anexos" text[] DEFAULT '{}'::text[] NOT NULL,
	"noticias" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"estado" text DEFAULT 'publicado' NOT NULL,
	"sequencia" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eventos_tipo_check" CHECK ("eventos"."tipo" IN ('cib', 'assembleia', 'conselho', 'regional', 'congresso', 'webinar', 'outro')),
	CONSTRAINT "eventos_estado_check" CHECK ("eventos"."estado" IN ('rascunho', 'publicado', 'cancelado')),
	CONSTRAINT "eventos_fim_check" CHECK ("eventos"."fim" IS NULL OR "eventos"."fim" >= "eventos"."inicio")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deliberacoes_numero_ano_idx" ON "deliberacoes" USING btree ("ano","numero");--> statement-breakpoint
CREATE INDEX "deliberacoes_data_idx" ON "deliberacoes" USING btree ("data" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "eventos_inicio_idx" ON "eventos" USING btree ("inicio","id");
--> statement-breakpoint
-- The site's Portuguese full-text rule (0002, 0003) over a deliberation: its number, year and
-- summary weigh most (A), the themes (B), COSEMS/MG's note (C). Outside the Drizzle schema, like noticias.busca.
-- array_to_string is only STABLE in general (element types' output functions); for text[] it
-- cannot change, and a generated column needs an IMMUTABLE expression.
CREATE OR REPLACE FUNCTION cosems_lista_texto(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string($1, ' ') $$;
--> statement-breakpoint
ALTER TABLE "deliberacoes" ADD COLUMN "busca" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('cosems_pt', "numero"::text || ' ' || "ano"::text || ' ' || cosems_busca_texto("ementa")), 'A') ||
  setweight(to_tsvector('cosems_pt', cosems_busca_texto(cosems_lista_texto("temas"))), 'B') ||
  setweight(to_tsvector('cosems_pt', cosems_busca_texto(cosems_texto_html("nota"))), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "deliberacoes_busca_idx" ON "deliberacoes" USING gin ("busca");
