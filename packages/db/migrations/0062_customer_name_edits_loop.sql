-- The one-edit strings of a name for typo search (migrations 0028, 0041), built by a PL/pgSQL loop instead of a SQL
-- query of four generate_series joined with the alphabet: the same strings (as a multiset; their order is not used,
-- the array only feeds `= any(...)` index scans), at about a sixth of the CPU. The query ran each of a name's ~1,000
-- strings through the executor as a row: 1.9-2.4 ms of Postgres CPU for an 18-letter name, about 40% of a misspelt
-- name search's Postgres CPU at 1M customers; the loop takes 0.3-0.4 ms (issue #30).
CREATE OR REPLACE FUNCTION portal_name_edits(w text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  n int := length(w);
  edits text[] := '{}';
  letters text[] := string_to_array('abcdefghijklmnopqrstuvwxyz ', NULL);
  head text;
  rest text;
  c text;
BEGIN
  IF n > 40 THEN
    RETURN edits;
  END IF;
  -- A dropped letter, and two neighbours swapped.
  FOR i IN 0 .. n - 1 LOOP
    head := left(w, i);
    edits := edits || (head || substr(w, i + 2));
    IF i < n - 1 THEN
      edits := edits || (head || substr(w, i + 2, 1) || substr(w, i + 1, 1) || substr(w, i + 3));
    END IF;
  END LOOP;
  -- A letter replaced (before position n), and a letter added (before each position and at the end).
  FOR i IN 0 .. n LOOP
    head := left(w, i);
    IF i < n THEN
      rest := substr(w, i + 2);
      FOREACH c IN ARRAY letters LOOP
        edits := edits || (head || c || rest);
      END LOOP;
    END IF;
    rest := substr(w, i + 1);
    FOREACH c IN ARRAY letters LOOP
      edits := edits || (head || c || rest);
    END LOOP;
  END LOOP;
  RETURN edits;
END $$;
