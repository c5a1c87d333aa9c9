-- The audit log is append-only for the application (docs/decisions/020): the product's own
-- database role may insert rows, never change or remove them. A trigger rather than a GRANT, so
-- that the rule holds on PGlite (one role) as on PostgreSQL; an operator who must purge old rows
-- does it deliberately, as the owner, with the trigger disabled (README, "Área restrita").
CREATE OR REPLACE FUNCTION cosems_auditoria_somente_insercao() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN RAISE EXCEPTION 'o registro de auditoria só aceita inserções (%)', TG_OP; END $$;
--> statement-breakpoint
CREATE TRIGGER auditoria_somente_insercao BEFORE UPDATE OR DELETE ON auditoria
  FOR EACH ROW EXECUTE FUNCTION cosems_auditoria_somente_insercao();
--> statement-breakpoint
CREATE TRIGGER auditoria_sem_truncate BEFORE TRUNCATE ON auditoria
  FOR EACH STATEMENT EXECUTE FUNCTION cosems_auditoria_somente_insercao();
