ALTER TABLE "sessoes" ADD COLUMN "totp_pendente" text;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "codigos_pendentes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "falhas_antes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "falhas_segundo_fator" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "segundo_fator_bloqueado_em" timestamp with time zone;--> statement-breakpoint
-- A key that was never confirmed was kept on the account before this migration; each half-session keeps its own now.
UPDATE "usuarios" SET "totp_segredo" = NULL, "totp_ultimo_passo" = NULL WHERE "totp_confirmado_em" IS NULL;
