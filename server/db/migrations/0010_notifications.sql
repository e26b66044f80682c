-- Issue 14: the provider answers feedback and user requests (the answer, when and by whom).
ALTER TABLE "feedback" ADD COLUMN IF NOT EXISTS "answer" text;
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN IF NOT EXISTS "answered_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN IF NOT EXISTS "answered_by" uuid;
--> statement-breakpoint
ALTER TABLE "user_requests" ADD COLUMN IF NOT EXISTS "answer" text;
--> statement-breakpoint
ALTER TABLE "user_requests" ADD COLUMN IF NOT EXISTS "answered_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "user_requests" ADD COLUMN IF NOT EXISTS "answered_by" uuid;
