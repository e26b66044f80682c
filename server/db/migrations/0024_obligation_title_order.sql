-- The compliance list sorted by title (sort_by=title) sorted every compliance of the company
-- joined to its obligation. Along an obligation title index the page walks obligations in title
-- order and each one's compliances until it has its 20 rows (an incremental sort breaks ties by
-- id). At `--scale 200` (55,615 compliances), the page with its count in SQL, p50 of 300
-- prepared runs: 178 ms -> 20 ms for the company admin, 311 ms -> 47 ms for a PIC (with the
-- count no longer joining the obligations for a sort; the HTTP list keeps the count besides).
-- Titles are at most 255 characters (contract/limits.ts), well inside a btree entry.
CREATE INDEX IF NOT EXISTS "obligations_title_en_idx" ON "obligations" ("comp_title_en");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "obligations_title_id_idx" ON "obligations" ("comp_title_id");
