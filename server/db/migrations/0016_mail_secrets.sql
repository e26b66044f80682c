-- Issue 23: the mail outbox kept live invitation and reset links in its body and html. A mail
-- with a one-time link now keeps the link masked; the token is sealed in secret_sealed for the
-- delivery job only and wiped once it is no longer needed; secret_expires_at says when the link
-- stops working (set on every mail that carries one).
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "secret_sealed" text;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "secret_expires_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_outbox_secret_idx" ON "mail_outbox" ("secret_expires_at") WHERE "secret_sealed" IS NOT NULL;
--> statement-breakpoint

-- Invitation and recovery mails stored before: every token query value masked in place (the
-- links stop leaking), and the mail marked as one whose link is gone (secret_expires_at set, no
-- sealed token), so a resend is refused rather than sending a dead or masked link.
UPDATE "mail_outbox"
   SET "body" = regexp_replace("body", '([?&](amp;)?token=)[^&[:space:]"''<>]+', '\1••••••••', 'g'),
       "html" = regexp_replace("html", '([?&](amp;)?token=)[^&[:space:]"''<>]+', '\1••••••••', 'g'),
       "secret_expires_at" = coalesce("secret_expires_at", "created_at")
 WHERE "template" IN ('invitation', 'recovery');
