DROP INDEX "title_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "title_words_trgm_idx" ON "title_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);