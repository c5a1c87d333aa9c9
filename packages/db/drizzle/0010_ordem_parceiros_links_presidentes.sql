ALTER TABLE "links_uteis" ADD COLUMN "ordem" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parceiros" ADD COLUMN "ordem" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "presidentes" ADD COLUMN "ordem" integer DEFAULT 0 NOT NULL;