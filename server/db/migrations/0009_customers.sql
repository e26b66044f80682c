ALTER TABLE "companies" ADD COLUMN "country" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_name_idx" ON "companies" (lower("name"));
