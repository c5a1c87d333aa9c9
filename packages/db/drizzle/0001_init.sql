CREATE TYPE "public"."tipo_arquivo" AS ENUM('imagem', 'documento');--> statement-breakpoint
CREATE TYPE "public"."secao_juridico" AS ENUM('notas', 'pareceres', 'orientacoes', 'informes', 'recomendacao');--> statement-breakpoint
CREATE TYPE "public"."papel_regional" AS ENUM('presidente', 'apoiador');--> statement-breakpoint
CREATE TABLE "arquivos" (
	"tipo" "tipo_arquivo" NOT NULL,
	"nome" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"dados" "bytea" NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arquivos_tipo_nome_pk" PRIMARY KEY("tipo","nome")
);
--> statement-breakpoint
CREATE TABLE "conteudo_meta" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"nome" text NOT NULL,
	"descricao" text NOT NULL,
	"demonstracao" boolean NOT NULL,
	"importado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diretoria_cargos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "diretoria_cargos_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "diretoria_membros" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"nome" text NOT NULL,
	"sms" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos_juridicos" (
	"id" serial PRIMARY KEY NOT NULL,
	"secao" "secao_juridico" NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"desc" text NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipe_grupos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "equipe_grupos_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "equipe_membros" (
	"id" serial PRIMARY KEY NOT NULL,
	"grupo_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links_uteis" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logos" (
	"id" integer PRIMARY KEY NOT NULL,
	"imagem" text NOT NULL,
	"ativa" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parceiros" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"imagem" text NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presidentes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"last_update" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escritores" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "escritores_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "noticia_blocos" (
	"noticia_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"tipo" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "noticia_blocos_noticia_id_ordem_pk" PRIMARY KEY("noticia_id","ordem")
);
--> statement-breakpoint
CREATE TABLE "noticia_regioes" (
	"noticia_id" integer NOT NULL,
	"regiao_id" integer NOT NULL,
	CONSTRAINT "noticia_regioes_noticia_id_regiao_id_pk" PRIMARY KEY("noticia_id","regiao_id")
);
--> statement-breakpoint
CREATE TABLE "noticias" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"data_criacao" timestamp with time zone NOT NULL,
	"data_publicao" timestamp with time zone NOT NULL,
	"conteudo" text NOT NULL,
	"escritor_id" integer,
	"banner_image" text,
	"destaque_image" text
);
--> statement-breakpoint
CREATE TABLE "municipios" (
	"id" integer PRIMARY KEY NOT NULL,
	"regiao_id" integer NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pessoas_regionais" (
	"id" serial PRIMARY KEY NOT NULL,
	"regiao_id" integer NOT NULL,
	"papel" "papel_regional" NOT NULL,
	"ordem" integer NOT NULL,
	"nome" text NOT NULL,
	"telefone" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "regioes" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "regioes_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
ALTER TABLE "diretoria_membros" ADD CONSTRAINT "diretoria_membros_cargo_id_diretoria_cargos_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."diretoria_cargos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe_membros" ADD CONSTRAINT "equipe_membros_grupo_id_equipe_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."equipe_grupos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_blocos" ADD CONSTRAINT "noticia_blocos_noticia_id_noticias_id_fk" FOREIGN KEY ("noticia_id") REFERENCES "public"."noticias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_regioes" ADD CONSTRAINT "noticia_regioes_noticia_id_noticias_id_fk" FOREIGN KEY ("noticia_id") REFERENCES "public"."noticias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_regioes" ADD CONSTRAINT "noticia_regioes_regiao_id_regioes_id_fk" FOREIGN KEY ("regiao_id") REFERENCES "public"."regioes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticias" ADD CONSTRAINT "noticias_escritor_id_escritores_id_fk" FOREIGN KEY ("escritor_id") REFERENCES "public"."escritores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipios" ADD CONSTRAINT "municipios_regiao_id_regioes_id_fk" FOREIGN KEY ("regiao_id") REFERENCES "public"."regioes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoas_regionais" ADD CONSTRAINT "pessoas_regionais_regiao_id_regioes_id_fk" FOREIGN KEY ("regiao_id") REFERENCES "public"."regioes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diretoria_membros_cargo_idx" ON "diretoria_membros" USING btree ("cargo_id","ordem");--> statement-breakpoint
CREATE INDEX "documentos_juridicos_secao_idx" ON "documentos_juridicos" USING btree ("secao","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "equipe_membros_grupo_idx" ON "equipe_membros" USING btree ("grupo_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "logos_uma_ativa_idx" ON "logos" USING btree ("ativa") WHERE "logos"."ativa";--> statement-breakpoint
CREATE INDEX "noticia_regioes_regiao_idx" ON "noticia_regioes" USING btree ("regiao_id","noticia_id");--> statement-breakpoint
CREATE INDEX "noticias_publicacao_idx" ON "noticias" USING btree ("data_publicao" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "noticias_banner_idx" ON "noticias" USING btree ("data_publicao" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "noticias"."banner_image" is not null;--> statement-breakpoint
CREATE INDEX "noticias_destaque_idx" ON "noticias" USING btree ("data_publicao" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "noticias"."destaque_image" is not null;--> statement-breakpoint
CREATE INDEX "noticias_title_trgm_idx" ON "noticias" USING gin (cosems_unaccent_lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "municipios_regiao_nome_idx" ON "municipios" USING btree ("regiao_id","nome");--> statement-breakpoint
CREATE INDEX "pessoas_regionais_regiao_idx" ON "pessoas_regionais" USING btree ("regiao_id","papel","ordem");--> statement-breakpoint
CREATE INDEX "pessoas_regionais_papel_nome_idx" ON "pessoas_regionais" USING btree ("papel","nome");