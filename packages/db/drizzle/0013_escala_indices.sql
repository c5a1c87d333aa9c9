-- Issue 28: the public lists read their order from these indexes instead of sorting the table. The
-- old ones were DESC NULLS LAST, an order no ORDER BY … DESC (NULLS FIRST) can use.

DROP INDEX "noticias_publicacao_idx";--> statement-breakpoint
DROP INDEX "noticias_banner_idx";--> statement-breakpoint
DROP INDEX "noticias_destaque_idx";--> statement-breakpoint
CREATE INDEX "noticias_publicadas_idx" ON "noticias" USING btree ("data_publicao","id","despublicar_em") WHERE "noticias"."situacao" = 'publicada';--> statement-breakpoint
CREATE INDEX "noticias_banner_idx" ON "noticias" USING btree ("data_publicao","id") WHERE "noticias"."situacao" = 'publicada' and "noticias"."banner_image" is not null;--> statement-breakpoint
CREATE INDEX "noticias_destaque_idx" ON "noticias" USING btree ("data_publicao","id") WHERE "noticias"."situacao" = 'publicada' and "noticias"."destaque_image" is not null;