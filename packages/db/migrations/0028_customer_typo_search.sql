-- Typo search that keeps its index after a bulk load and finds one-edit typos (issue #16, ADR 0024).
-- The trigram index is rebuilt with a 64 kB pending list (4 MB by default): every search reads the whole pending
-- list, and the planner costs it, so a freshly bulk-loaded table was scanned in full until autovacuum flushed it.
DROP INDEX "customer_search_names_trgm_idx";--> statement-breakpoint
CREATE INDEX "customer_search_names_trgm_idx" ON "customer_search_names" USING gin ("search_name" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
-- Every string one edit away from a normalised name (optimal string alignment distance 1): a letter dropped, two
-- neighbours swapped, a letter replaced or added, a space replaced, dropped or added. A misspelt name is looked up
-- by equality against these (btree), which finds a one-edit typo however short the name is; trigrams cannot
-- ("aleln" and "allen" share 2 of 10). About 55 strings per letter; longer input than a name has yields none.
CREATE OR REPLACE FUNCTION portal_name_edits(w text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE WHEN length(w) > 40 THEN '{}'::text[] ELSE ARRAY(
    SELECT left(w, i) || substr(w, i + 2) FROM generate_series(0, length(w) - 1) i
    UNION SELECT left(w, i) || substr(w, i + 2, 1) || substr(w, i + 1, 1) || substr(w, i + 3)
      FROM generate_series(0, length(w) - 2) i
    UNION SELECT left(w, i) || c || substr(w, i + 2)
      FROM generate_series(0, length(w) - 1) i, unnest(string_to_array('abcdefghijklmnopqrstuvwxyz ', NULL)) c
    UNION SELECT left(w, i) || c || substr(w, i + 1)
      FROM generate_series(0, length(w)) i, unnest(string_to_array('abcdefghijklmnopqrstuvwxyz ', NULL)) c
  ) END $$;
