CREATE TABLE "noticia_edicoes" (
	"noticia_id" integer PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"desde" timestamp with time zone DEFAULT now() NOT NULL,
	"visto_em" timestamp with time zone DEFAULT now() NOT NULL,
	"tomada_por" integer
);
--> statement-breakpoint
CREATE TABLE "noticia_previas" (
	"id" text PRIMARY KEY NOT NULL,
	"noticia_id" integer NOT NULL,
	"criada_por" integer,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noticia_revisoes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"noticia_id" integer NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	"tipo" text NOT NULL,
	"versao" integer NOT NULL,
	"dados" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "foco_x" real;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "foco_y" real;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "largura" integer;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "altura" integer;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "enviado_por" integer;--> statement-breakpoint
ALTER TABLE "noticias" ADD COLUMN "situacao" text DEFAULT 'publicada' NOT NULL;--> statement-breakpoint
ALTER TABLE "noticias" ADD COLUMN "despublicar_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "noticias" ADD COLUMN "criado_por" integer;--> statement-breakpoint
ALTER TABLE "noticias" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "noticias" ADD COLUMN "atualizado_por" integer;--> statement-breakpoint
ALTER TABLE "noticias" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "noticia_edicoes" ADD CONSTRAINT "noticia_edicoes_noticia_id_noticias_id_fk" FOREIGN KEY ("noticia_id") REFERENCES "public"."noticias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_edicoes" ADD CONSTRAINT "noticia_edicoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_previas" ADD CONSTRAINT "noticia_previas_noticia_id_noticias_id_fk" FOREIGN KEY ("noticia_id") REFERENCES "public"."noticias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_previas" ADD CONSTRAINT "noticia_previas_criada_por_usuarios_id_fk" FOREIGN KEY ("criada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_revisoes" ADD CONSTRAINT "noticia_revisoes_noticia_id_noticias_id_fk" FOREIGN KEY ("noticia_id") REFERENCES "public"."noticias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_revisoes" ADD CONSTRAINT "noticia_revisoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "noticia_revisoes_noticia_idx" ON "noticia_revisoes" USING btree ("noticia_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "noticias" ADD CONSTRAINT "noticias_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticias" ADD CONSTRAINT "noticias_atualizado_por_usuarios_id_fk" FOREIGN KEY ("atualizado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticias" ADD CONSTRAINT "noticias_situacao_check" CHECK ("noticias"."situacao" in ('rascunho', 'revisao', 'publicada', 'despublicada'));