-- Issue #30. Migration 0066's functions, the CIP codes and providers whose title or name holds a program search word
-- or a near spelling of it, in PL/pgSQL instead of SQL. A SQL function that cannot be inlined (these cannot: SET
-- enable_seqscan) parses and plans its query again in every statement that calls it, about an eighth of a misspelt
-- search's CPU; PL/pgSQL keeps the plan for the connection's life. Same query, same enable_seqscan off while it is
-- planned, so the trigram indexes (cip_codes_title_trgm_idx, providers_name_trgm_idx) still serve it.
-- CREATE OR REPLACE: the start check test runs the newest migration again.
CREATE OR REPLACE FUNCTION program_search_cip_codes(pattern text, word text) RETURNS text[] LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  AS $$ BEGIN
    RETURN array(SELECT code FROM cip_codes WHERE lower(title) LIKE pattern OR lower(title) %> word);
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION program_search_provider_ids(pattern text, word text) RETURNS integer[] LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  AS $$ BEGIN
    RETURN array(SELECT id FROM providers WHERE lower(name) LIKE pattern OR lower(name) %> word);
  END $$;
