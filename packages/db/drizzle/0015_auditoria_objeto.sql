-- Issue 27, item 10: the audit log's item filter and the names of the items on its page read one
-- item's events, newest first; without this index each was a scan of the whole log.
CREATE INDEX "auditoria_objeto_idx" ON "auditoria" USING btree ("objeto_tipo","objeto_id","id");