-- Issue 14: Web Push to the installed app and notification preferences.
-- Server-wide secrets made on first start (the VAPID key pair, sealed by server/lib/secret-box.ts).
CREATE TABLE IF NOT EXISTS "app_secrets" (
  "name" text PRIMARY KEY,
  "value" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- One row per browser push subscription (a device): the push service's address is unique, and
-- belongs to one user of one company.
CREATE TABLE IF NOT EXISTS "push_subscriptions" (
  "subscription_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "company_uuid" uuid NOT NULL REFERENCES "companies"("company_uuid"),
  "user_uuid" uuid NOT NULL REFERENCES "users"("user_uuid") ON DELETE CASCADE,
  "endpoint" text NOT NULL,
  "p256dh" text NOT NULL,
  "auth" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "push_subscriptions_endpoint_unique" ON "push_subscriptions" ("endpoint");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_user_idx" ON "push_subscriptions" ("company_uuid", "user_uuid");
--> statement-breakpoint
-- A user's choices per notification kind and channel; no row: the defaults (every offered channel on).
CREATE TABLE IF NOT EXISTS "notification_preferences" (
  "user_uuid" uuid NOT NULL REFERENCES "users"("user_uuid") ON DELETE CASCADE,
  "company_uuid" uuid NOT NULL REFERENCES "companies"("company_uuid"),
  "kind" text NOT NULL,
  "in_app" boolean NOT NULL DEFAULT true,
  "mail" boolean NOT NULL DEFAULT true,
  "push" boolean NOT NULL DEFAULT true,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("user_uuid", "kind")
);
