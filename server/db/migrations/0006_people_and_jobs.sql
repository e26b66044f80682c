CREATE TABLE "ldap_settings" (
	"company_uuid" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"bind_dn" text NOT NULL,
	"bind_password_enc" text,
	"base_dn" text NOT NULL,
	"user_filter" text DEFAULT '(objectClass=inetOrgPerson)' NOT NULL,
	"group_filter" text DEFAULT '(objectClass=groupOfNames)' NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_tls" boolean DEFAULT false NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_result" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "user_uuid" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ldap_dn" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "entra_oid" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_uuid" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "max_attempts" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "company_uuid" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "user_uuid" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "template" text DEFAULT 'plain' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "ldap_settings" ADD CONSTRAINT "ldap_settings_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_entra_oid_unique" ON "users" USING btree ("entra_oid");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_unique" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_state_idx" ON "jobs" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_company_idx" ON "mail_outbox" USING btree ("company_uuid");--> statement-breakpoint
-- The provider's operations module (jobs, mail outbox) on databases seeded before it existed
-- (an empty database gets it from the seed); the built-in Super Admin roles hold every module,
-- so they get it too.
INSERT INTO "modules" ("module_code", "name_en", "name_id", "is_provider", "sort")
SELECT 'operations', 'Operations (jobs and mail)', 'Operasional (tugas dan surel)', true, 17
 WHERE EXISTS (SELECT 1 FROM "modules")
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_modules" ("role_uuid", "module_code", "can_view", "can_create", "can_update", "can_delete")
SELECT r."role_uuid", 'operations', true, true, true, true
  FROM "privilege_roles" r JOIN "companies" c ON c."company_uuid" = r."company_uuid"
 WHERE c."is_provider" AND r."role_name" = 'Super Admin'
ON CONFLICT DO NOTHING;
