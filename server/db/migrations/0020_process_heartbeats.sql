-- Issue 23: every server process writes a heartbeat row; a process that sees another live one
-- while REDIS_URL is unset warns that login attempts are counted per process.
CREATE TABLE IF NOT EXISTS "process_heartbeats" (
  "process_id" text PRIMARY KEY NOT NULL,
  "host" text NOT NULL,
  "pid" integer NOT NULL,
  "shares_redis" boolean NOT NULL,
  "started_at" timestamp with time zone DEFAULT now() NOT NULL,
  "seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "process_heartbeats_seen_idx" ON "process_heartbeats" ("seen_at");
