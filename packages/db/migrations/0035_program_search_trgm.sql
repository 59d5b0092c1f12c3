CREATE INDEX "cip_codes_title_trgm_idx" ON "cip_codes" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "programs_search_text_trgm_idx" ON "programs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_name_trgm_idx" ON "providers" USING gin (lower("name") gin_trgm_ops);