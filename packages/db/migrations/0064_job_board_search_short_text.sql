-- Issue #30. The job board's search rows get `search_short`: the row's text when it is at most 1,000 bytes, else null
-- (a post's description may be 20,000 characters). The radius index carries it instead of the whole text, which
-- made a post with a long description impossible to publish (the radius index's row passed 8,191 bytes);
-- a search in a circle tests `search_short` and reads the whole text only for the rows where it is null.
-- Written to run again on a database that has it (IF NOT EXISTS), as the start check's test does with the newest.
-- A third index walks the located rows newest first: a search near an address finds the near posts of its page among
-- the rows posted since the K-th newest remote match (apps/server/src/modules/job-board/repository.ts).
DROP INDEX IF EXISTS "job_board_search_earth_idx";--> statement-breakpoint
ALTER TABLE "job_board_search" ADD COLUMN IF NOT EXISTS "search_short" text
  GENERATED ALWAYS AS (CASE WHEN octet_length("search_text") <= 1000 THEN "search_text" END) STORED;--> statement-breakpoint
CREATE INDEX "job_board_search_earth_idx" ON "job_board_search" USING gist ("earth_point")
  INCLUDE ("job_post_id", "posted_at", "expires_at", "remote", "search_short")
  WHERE "employer_location_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_board_search_located_posted_idx" ON "job_board_search" ("posted_at" DESC, "job_post_id" DESC)
  INCLUDE ("earth_point", "remote", "expires_at") WHERE "employer_location_id" IS NOT NULL;
