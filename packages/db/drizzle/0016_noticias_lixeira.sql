-- Issue 27, item 6 (docs/decisions/053): deleted drafts kept whole for 30 days, restorable.
CREATE TABLE "noticias_lixeira" (
	"noticia_id" integer PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"excluida_em" timestamp with time zone NOT NULL,
	"excluida_por" integer,
	"dados" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "noticias_lixeira" ADD CONSTRAINT "noticias_lixeira_excluida_por_usuarios_id_fk" FOREIGN KEY ("excluida_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "noticias_lixeira_excluida_em_idx" ON "noticias_lixeira" USING btree ("excluida_em");