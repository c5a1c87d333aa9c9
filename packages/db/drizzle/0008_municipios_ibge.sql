ALTER TABLE "municipios" ADD COLUMN "ibge" integer;--> statement-breakpoint
ALTER TABLE "municipios" ADD CONSTRAINT "municipios_ibge_unique" UNIQUE("ibge");