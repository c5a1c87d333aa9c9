ALTER TABLE "noticia_previas" ADD COLUMN "criada_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "noticia_previas" ADD COLUMN "revogada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "noticia_previas" ADD COLUMN "revogada_por" integer;--> statement-breakpoint
ALTER TABLE "noticia_previas" ADD COLUMN "aberturas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "noticia_previas" ADD COLUMN "ultima_abertura_em" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "noticia_previas_noticia_idx" ON "noticia_previas" USING btree ("noticia_id","criada_em" DESC NULLS LAST);
--> statement-breakpoint
-- Links made before this migration: their creation time is their expiry less the 48 hours they were given.
UPDATE "noticia_previas" SET "criada_em" = "expira_em" - interval '48 hours';
