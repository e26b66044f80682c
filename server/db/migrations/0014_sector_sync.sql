-- Issue 11 (sector versions): the sync of a published sector version to the subscribed customer
-- companies. `sector_sync_progress` holds one row per (sync, company): the job skips companies
-- done, so a sync resumed after a restart does each company once. `company_obligation_updates`
-- is what each company's update lists read: which obligation changed in which published version.
CREATE TABLE IF NOT EXISTS "sector_sync_progress" (
  "version_uuid" uuid NOT NULL REFERENCES "sector_versions"("version_uuid") ON DELETE CASCADE,
  "company_uuid" uuid NOT NULL REFERENCES "companies"("company_uuid"),
  "created" integer NOT NULL DEFAULT 0,
  "confirmations" integer NOT NULL DEFAULT 0,
  "deactivated" integer NOT NULL DEFAULT 0,
  "done_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("version_uuid", "company_uuid")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "company_obligation_updates" (
  "update_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_uuid" uuid NOT NULL REFERENCES "companies"("company_uuid"),
  "obligation_uuid" uuid NOT NULL REFERENCES "obligations"("obligation_uuid"),
  "sector_uuid" uuid NOT NULL REFERENCES "sectors"("sector_uuid"),
  "version_uuid" uuid NOT NULL REFERENCES "sector_versions"("version_uuid") ON DELETE CASCADE,
  "version" integer NOT NULL,
  "published_on" date NOT NULL,
  "kind" text NOT NULL CONSTRAINT "company_obligation_updates_kind_check" CHECK ("kind" IN ('added', 'changed', 'repealed')),
  "version_code" integer NOT NULL,
  "seen_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "company_obligation_updates_unique" ON "company_obligation_updates" ("company_uuid", "obligation_uuid", "version_uuid");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_obligation_updates_company_idx" ON "company_obligation_updates" ("company_uuid", "published_on", "created_at");
