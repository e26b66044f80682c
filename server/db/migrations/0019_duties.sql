-- Issue 23 (separation of duties): who claimed a compliance's current cycle. The claimer may not
-- audit, approve or reject it (server/modules/compliance/compliance.policy.ts); a reopen clears it.
ALTER TABLE "compliances" ADD COLUMN IF NOT EXISTS "claimed_by" uuid REFERENCES "users"("user_uuid");
--> statement-breakpoint
-- Claims made before: the latest claim in the activity log of each compliance still claimed.
UPDATE "compliances" c SET "claimed_by" = (
  SELECT l."user_uuid" FROM "activity_logs" l
   WHERE l."type" = 'compliance' AND l."type_uuid" = c."compliance_uuid"::text AND l."action" = 'claim'
     AND l."company_uuid" = c."company_uuid"
     AND EXISTS (SELECT 1 FROM "users" u WHERE u."user_uuid" = l."user_uuid")
   ORDER BY l."created_at" DESC LIMIT 1)
 WHERE c."claimed_at" IS NOT NULL AND c."claimed_by" IS NULL;
