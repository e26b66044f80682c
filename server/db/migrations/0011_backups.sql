-- Issue 13: backups of the whole database (server/modules/backups) and the maintenance state a
-- restore holds while it replaces the data. Neither table is overwritten by a restore.
ALTER TABLE "backups" ADD COLUMN IF NOT EXISTS "checksum" text;
--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN IF NOT EXISTS "trigger" text DEFAULT 'manual' NOT NULL;
--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN IF NOT EXISTS "tables" jsonb;
--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN IF NOT EXISTS "error" text;
--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN IF NOT EXISTS "finished_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN IF NOT EXISTS "restore_state" text;
--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN IF NOT EXISTS "restore_error" text;
--> statement-breakpoint
ALTER TABLE "backups" ADD COLUMN IF NOT EXISTS "restored_by" uuid;
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_trigger_check" CHECK ("trigger" in ('manual', 'scheduled'));
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_restore_state_check" CHECK ("restore_state" is null or "restore_state" in ('queued', 'running', 'done', 'failed'));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "maintenance_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"reason" text NOT NULL,
	"backup_uuid" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "maintenance_state_one_row" CHECK ("id")
);
