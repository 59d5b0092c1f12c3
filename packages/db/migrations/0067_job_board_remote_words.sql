-- Issue #30. The words of the remote search rows, one row per (post, word), with the post's expiry: a search near an
-- address counts its remote matches up to the cap ('1,000+') from this table's index alone when the search's one word is a
-- whole word there (apps/server/src/modules/job-board/near-search.ts, countedSql), instead of walking or rechecking
-- the remote rows' texts. A word here is a run of letters, digits, '+', '#' and inner '.' of the row's lower-cased
-- text (as the board splits a keyword), so a post holding it as a word holds it as a substring too: the count it gives
-- is at most the search's, and only a count past the cap is taken from it. Expiry passes with time, so it is kept as a
-- column (`live_until`, infinity when the post has none) and tested by the query. Kept by statement triggers on
-- job_board_search, in the transaction of the write that changed the search rows; nothing else writes it. Words
-- longer than 100 characters are left out (an index row has a size limit; a search for one falls back to the texts).
-- Written to run again on a database that has it (IF NOT EXISTS, OR REPLACE, ON CONFLICT: a run again rewrites no row
-- that is current).
CREATE TABLE IF NOT EXISTS "job_board_remote_words" (
  "job_post_id" integer NOT NULL,
  "word" text NOT NULL,
  "live_until" timestamp with time zone NOT NULL,
  PRIMARY KEY ("job_post_id", "word")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_board_remote_words_word_idx" ON "job_board_remote_words" ("word", "live_until", "job_post_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_board_remote_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A post's words are replaced whole, so the triggers' order within a refresh (delete, then insert) does not matter.
  DELETE FROM job_board_remote_words w USING written r
    WHERE r.employer_location_id IS NULL AND w.job_post_id = r.job_post_id;
  INSERT INTO job_board_remote_words (job_post_id, word, live_until)
  SELECT DISTINCT r.job_post_id, t.word, coalesce(r.expires_at, 'infinity')
  FROM written r
  CROSS JOIN LATERAL (SELECT btrim(token, '.') AS word
    FROM regexp_split_to_table(r.search_text, '[^[:alnum:]+#.]+') token) t
  WHERE r.employer_location_id IS NULL AND length(t.word) BETWEEN 1 AND 100
  ON CONFLICT (job_post_id, word) DO UPDATE SET live_until = excluded.live_until
  WHERE job_board_remote_words.live_until IS DISTINCT FROM excluded.live_until;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_board_remote_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_board_remote_words w USING gone r
    WHERE r.employer_location_id IS NULL AND w.job_post_id = r.job_post_id
      AND NOT EXISTS (SELECT 1 FROM job_board_search s
        WHERE s.job_post_id = r.job_post_id AND s.employer_location_id IS NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER job_board_search_remote_words_inserted AFTER INSERT ON job_board_search
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION job_board_remote_words_inserted();--> statement-breakpoint
CREATE OR REPLACE TRIGGER job_board_search_remote_words_deleted AFTER DELETE ON job_board_search
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION job_board_remote_words_deleted();--> statement-breakpoint
-- Nothing updates the search rows (the refresh deletes and inserts them); were it to, the new rows' words replace the
-- old, and a post whose row stopped being remote loses its words.
CREATE OR REPLACE TRIGGER job_board_search_remote_words_updated_new AFTER UPDATE ON job_board_search
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION job_board_remote_words_inserted();--> statement-breakpoint
CREATE OR REPLACE TRIGGER job_board_search_remote_words_updated_old AFTER UPDATE ON job_board_search
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION job_board_remote_words_deleted();--> statement-breakpoint
INSERT INTO job_board_remote_words (job_post_id, word, live_until)
SELECT DISTINCT r.job_post_id, t.word, coalesce(r.expires_at, 'infinity')
FROM job_board_search r
CROSS JOIN LATERAL (SELECT btrim(token, '.') AS word
  FROM regexp_split_to_table(r.search_text, '[^[:alnum:]+#.]+') token) t
WHERE r.employer_location_id IS NULL AND length(t.word) BETWEEN 1 AND 100
ON CONFLICT (job_post_id, word) DO UPDATE SET live_until = excluded.live_until
  WHERE job_board_remote_words.live_until IS DISTINCT FROM excluded.live_until;
