-- Issue 11 (authoring): drafts of master content. A sector or topic the provider creates is a
-- draft (is_published false) until an obligation under it is published; rows that exist are
-- published. `draft` holds the provider's unpublished changes to a published row (the columns
-- stay what customers see); publishing applies and clears it. The sector version publish job
-- (later) applies the same two fields.
ALTER TABLE "sectors" ADD COLUMN IF NOT EXISTS "is_published" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
ALTER TABLE "sectors" ADD COLUMN IF NOT EXISTS "draft" jsonb;
--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN IF NOT EXISTS "is_published" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN IF NOT EXISTS "draft" jsonb;
--> statement-breakpoint
ALTER TABLE "obligations" ADD COLUMN IF NOT EXISTS "draft" jsonb;
