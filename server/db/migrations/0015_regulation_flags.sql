-- Issue 11: when a regulation's legal status changes (amended, repealed, ...), every obligation
-- resting on it is flagged for the provider's editors with what changed; the sector's next
-- published version (the editor's review) clears the flag.
ALTER TABLE "obligations" ADD COLUMN IF NOT EXISTS "regulation_changed" jsonb;
