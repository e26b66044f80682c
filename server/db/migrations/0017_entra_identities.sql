-- Issue 23 (High #2): a Microsoft Entra ID identity is the token's (tid, oid), never its e-mail.
-- The tenant a company registered (set by its own admin): its users' identities must come from it.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "entra_tenant_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "companies_entra_tenant_unique" ON "companies" USING btree ("entra_tenant_id") WHERE "entra_tenant_id" IS NOT NULL AND "deleted_at" IS NULL;--> statement-breakpoint
-- One Microsoft identity per account, linked by the user from a password session ('self'), by the
-- company's admin ('admin'), or kept from the old first-sign-in rule ('legacy', tenant unknown
-- until its first sign-in confirms it against the company's tenant).
CREATE TABLE IF NOT EXISTS "user_identities" (
  "user_uuid" uuid PRIMARY KEY NOT NULL REFERENCES "users"("user_uuid") ON DELETE CASCADE,
  "tenant_id" text,
  "object_id" text NOT NULL,
  "linked_by" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "user_identities_tenant_object_unique" ON "user_identities" USING btree ("tenant_id", "object_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_identities_object_idx" ON "user_identities" USING btree ("object_id");--> statement-breakpoint
-- The object ids bound at a first sign-in before: the deployment then trusted one tenant, whose id
-- the database does not know; they wait as 'legacy' for a sign-in from the tenant the user's
-- company registered (auth.service.ts). The old column goes, so nothing binds by it again.
INSERT INTO "user_identities" ("user_uuid", "tenant_id", "object_id", "linked_by")
  SELECT "user_uuid", NULL, "entra_oid", 'legacy' FROM "users" WHERE "entra_oid" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP INDEX IF EXISTS "users_entra_oid_unique";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN IF EXISTS "entra_oid";--> statement-breakpoint
-- How a session was opened ('password' or 'entra'): a Microsoft identity is linked only from a password one.
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "method" text;
