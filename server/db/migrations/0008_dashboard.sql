CREATE TABLE "dashboard_snapshots" (
	"snapshot_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uuid" uuid NOT NULL,
	"snapshot_date" date NOT NULL,
	"sector_uuid" uuid,
	"process_status" text NOT NULL,
	"groups" uuid[],
	"count" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_snapshots_count_check" CHECK ("dashboard_snapshots"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dashboard_snapshots" ADD CONSTRAINT "dashboard_snapshots_company_uuid_companies_company_uuid_fk" FOREIGN KEY ("company_uuid") REFERENCES "public"."companies"("company_uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_snapshots_company_date_idx" ON "dashboard_snapshots" USING btree ("company_uuid","snapshot_date");
