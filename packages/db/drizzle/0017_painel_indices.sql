-- Issue 27, item 8 (docs/decisions/051): the back office's dashboard reads only through indexes
-- (with auditoria_objeto_idx of 0015 for an autor's own items). Measured at 15,000 items and
-- 300,000 audit events on PGlite: the last changes to news sorted the whole audit log
-- (auditoria_em_idx is DESC NULLS LAST, which ORDER BY … DESC cannot use; ~140 ms); the items in
-- review and an autor's items were each a scan of the news table (~7 ms a query, four queries); on
-- PostgreSQL the items leaving the site within the week were a scan of the table too.
CREATE INDEX "auditoria_noticias_idx" ON "auditoria" USING btree ("id") WHERE "auditoria"."objeto_tipo" = 'noticia';--> statement-breakpoint
CREATE INDEX "noticias_em_curso_idx" ON "noticias" USING btree ("situacao","atualizado_em","id") WHERE "noticias"."situacao" <> 'publicada';--> statement-breakpoint
CREATE INDEX "noticias_criado_por_idx" ON "noticias" USING btree ("criado_por","atualizado_em");--> statement-breakpoint
CREATE INDEX "noticias_saida_idx" ON "noticias" USING btree ("despublicar_em") WHERE "noticias"."situacao" = 'publicada' and "noticias"."despublicar_em" is not null;--> statement-breakpoint
ANALYZE "noticias";--> statement-breakpoint
ANALYZE "auditoria";
