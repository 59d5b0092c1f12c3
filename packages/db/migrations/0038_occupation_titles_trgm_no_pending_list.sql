DROP INDEX "occupation_titles_trgm_idx";--> statement-breakpoint
CREATE INDEX "occupation_titles_trgm_idx" ON "occupation_titles" USING gin ("normalized" gin_trgm_ops) WITH (fastupdate=false);