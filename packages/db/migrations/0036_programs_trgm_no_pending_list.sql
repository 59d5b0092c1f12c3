DROP INDEX "programs_title_trgm_idx";--> statement-breakpoint
DROP INDEX "programs_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "programs_title_trgm_idx" ON "programs" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "programs_search_text_trgm_idx" ON "programs" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);