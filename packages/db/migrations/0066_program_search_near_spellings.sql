-- Issue #30. The CIP codes and providers whose title or name holds a program search word, or (the misspelt-word pass)
-- a near spelling of it (pg_trgm %>, at the threshold the search statement has set). Inline in the statement, the
-- planner scans the 196 CIP codes and the providers in full, as a tiny table costs it less than its trigram index,
-- and runs word_similarity on every title (about 1.5 ms of CPU a search); in a function that plans its query with
-- enable_seqscan off, the trigram indexes (cip_codes_title_trgm_idx, providers_name_trgm_idx) find the few that match.
-- CREATE OR REPLACE: the start check test runs the newest migration again.
CREATE OR REPLACE FUNCTION program_search_cip_codes(pattern text, word text) RETURNS text[] LANGUAGE sql STABLE
  SET enable_seqscan = off
  AS $$ SELECT array(SELECT code FROM cip_codes WHERE lower(title) LIKE pattern OR lower(title) %> word) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION program_search_provider_ids(pattern text, word text) RETURNS integer[] LANGUAGE sql STABLE
  SET enable_seqscan = off
  AS $$ SELECT array(SELECT id FROM providers WHERE lower(name) LIKE pattern OR lower(name) %> word) $$;
