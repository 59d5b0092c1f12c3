-- Issue #30. The remote search rows newest first with their short text (search_short, migration 0064) and expiry: a
-- search near an address whose words are common among remote posts counts them, up to the cap, by walking this index
-- alone (apps/server/src/modules/job-board/near-search.ts, countedSql) instead of a trigram bitmap of every remote row
-- holding the words. Written to run again on a database that has it (IF NOT EXISTS), as the start check test does.
CREATE INDEX IF NOT EXISTS "job_board_search_remote_text_idx" ON "job_board_search" ("posted_at" DESC, "job_post_id" DESC)
  INCLUDE ("expires_at", "search_short") WHERE "employer_location_id" IS NULL;
