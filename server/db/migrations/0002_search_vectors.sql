ALTER TABLE "obligations" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(comp_title_en, '') || ' ' || coalesce(regulation_obligation_description_en, ''))) STORED;--> statement-breakpoint
ALTER TABLE "obligations" ADD COLUMN "search_id" "tsvector" GENERATED ALWAYS AS (to_tsvector('indonesian'::regconfig, coalesce(comp_title_id, '') || ' ' || coalesce(regulation_obligation_description_id, ''))) STORED;--> statement-breakpoint
ALTER TABLE "regulations" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(title_en, '') || ' ' || coalesce(abstract_en, ''))) STORED;--> statement-breakpoint
ALTER TABLE "regulations" ADD COLUMN "search_id" "tsvector" GENERATED ALWAYS AS (to_tsvector('indonesian'::regconfig, coalesce(title_id, '') || ' ' || coalesce(abstract_id, ''))) STORED;--> statement-breakpoint
CREATE INDEX "obligations_search_en_idx" ON "obligations" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "obligations_search_id_idx" ON "obligations" USING gin ("search_id");--> statement-breakpoint
CREATE INDEX "regulations_search_en_idx" ON "regulations" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "regulations_search_id_idx" ON "regulations" USING gin ("search_id");--> statement-breakpoint
-- The stored vectors above replace the expression indexes of 0001: queries read the columns.
DROP INDEX IF EXISTS "obligations_fts_en_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "obligations_fts_id_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "regulations_fts_en_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "regulations_fts_id_idx";
