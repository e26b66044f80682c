-- Full-text and trigram search over the content library (PostgreSQL 15+ and PGlite).
-- Queries must repeat these expressions exactly for the planner to use the indexes, e.g.
--   to_tsvector('english'::regconfig, coalesce(comp_title_en, '') || ' ' || coalesce(regulation_obligation_description_en, ''))
--     @@ websearch_to_tsquery('english', $1)
-- and `comp_title_id % $1` / `comp_title_id ILIKE '%' || $1 || '%'` for trigram suggestions.
-- PGlite needs the pg_trgm contrib module loaded when the database is opened.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "obligations_fts_en_idx" ON "obligations" USING gin (to_tsvector('english'::regconfig, coalesce("comp_title_en", '') || ' ' || coalesce("regulation_obligation_description_en", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "obligations_fts_id_idx" ON "obligations" USING gin (to_tsvector('indonesian'::regconfig, coalesce("comp_title_id", '') || ' ' || coalesce("regulation_obligation_description_id", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "regulations_fts_en_idx" ON "regulations" USING gin (to_tsvector('english'::regconfig, coalesce("title_en", '') || ' ' || coalesce("abstract_en", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "regulations_fts_id_idx" ON "regulations" USING gin (to_tsvector('indonesian'::regconfig, coalesce("title_id", '') || ' ' || coalesce("abstract_id", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "obligations_title_en_trgm_idx" ON "obligations" USING gin ("comp_title_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "obligations_title_id_trgm_idx" ON "obligations" USING gin ("comp_title_id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "regulations_title_en_trgm_idx" ON "regulations" USING gin ("title_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "regulations_title_id_trgm_idx" ON "regulations" USING gin ("title_id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sectors_name_en_trgm_idx" ON "sectors" USING gin ("name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sectors_name_id_trgm_idx" ON "sectors" USING gin ("name_id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "topics_title_en_trgm_idx" ON "topics" USING gin ("title_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "topics_title_id_trgm_idx" ON "topics" USING gin ("title_id" gin_trgm_ops);
