-- Issue 24 (a company's own library): a customer company creates sectors of its own. A sector's
-- code was unique over every row, so a company would learn that another company used a code
-- (409) and two companies could not both have an "HR" sector. Codes are now unique per tenant:
-- among master sectors, and within each company's own (the service also keeps a company's codes
-- apart from the master codes it sees).
ALTER TABLE "sectors" DROP CONSTRAINT IF EXISTS "sectors_code_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sectors_tenant_code_unique"
  ON "sectors" ((coalesce("company_uuid", '00000000-0000-0000-0000-000000000000'::uuid)), "code");
