-- The compliance list's default order (GET /v2/compliance/list: active, by deadline) had no index:
-- compliances_list_idx puts the status before the deadline, so a page without a status filter
-- sorted all of the company's compliances (26 ms of a 41 ms page at `--scale 200`, 55,615 rows).
-- Along this one the page reads its 20 index entries (0.07 ms).
CREATE INDEX IF NOT EXISTS "compliances_deadline_idx"
  ON "compliances" ("company_uuid", "is_active", "deadline", "compliance_uuid") WHERE deleted_at IS NULL;
