CREATE TABLE "links_conta" (
	"id" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"email" text NOT NULL,
	"nome" text,
	"papel" text,
	"usuario_id" integer,
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	CONSTRAINT "links_conta_tipo_check" CHECK ("links_conta"."tipo" in ('convite', 'redefinicao'))
);
--> statement-breakpoint
ALTER TABLE "links_conta" ADD CONSTRAINT "links_conta_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "links_conta_email_idx" ON "links_conta" USING btree (lower("email"));