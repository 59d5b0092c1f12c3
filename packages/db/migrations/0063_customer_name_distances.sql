-- Typo name search ranks its candidate names in the statement that finds them (issue #30): the distance typo-ranking.ts
-- computed in the app, so a misspelt name costs one statement after the exact one instead of two with a round trip to
-- the app between them (docs/decisions/0026-typo-search-ranking.md).
--
-- portal_osa_distance: optimal string alignment distance (a swap of two neighbours is one edit), row by row; only for
-- a query longer than portal_name_distances' bit vectors hold.
CREATE OR REPLACE FUNCTION portal_osa_distance(a text, b text) RETURNS int
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  m int := length(a);
  n int := length(b);
  x text[] := string_to_array(a, NULL);
  y text[] := string_to_array(b, NULL);
  before int[];
  previous int[];
  current int[];
  best int;
BEGIN
  IF a = b THEN RETURN 0; END IF;
  IF m = 0 THEN RETURN n; END IF;
  IF n = 0 THEN RETURN m; END IF;
  before := array_fill(0, ARRAY[n + 1], ARRAY[0]);
  current := before;
  previous := before;
  FOR j IN 0 .. n LOOP previous[j] := j; END LOOP;
  FOR i IN 1 .. m LOOP
    current[0] := i;
    FOR j IN 1 .. n LOOP
      best := least(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + CASE WHEN x[i] = y[j] THEN 0 ELSE 1 END);
      IF i > 1 AND j > 1 AND x[i] = y[j - 1] AND x[i - 1] = y[j] THEN
        best := least(best, before[j - 2] + 1);
      END IF;
      current[j] := best;
    END LOOP;
    before := previous;
    previous := current;
    current := before;
  END LOOP;
  RETURN previous[n];
END $$;
--> statement-breakpoint
-- The distance of each name from the nearest query (the name as typed and, written "last, first", swapped): against
-- the whole name, or half an edit more against the best run of as many words as the query has (nameDistance in
-- typo-ranking.ts, which the tests compare it with). `bounds` says what the lookup that found a name proves: 0.5 for
-- a name starting with a query's words (a run of its words is the query: 0.5 unless it is the query itself), 1 for a
-- one-edit string of a query (1 unless it is 0 or 0.5, which are checked by equality: no other distance is below 1);
-- null when nothing is known, and the distance is computed: bit-parallel (Hyyrö's algorithm with swaps), one step per
-- letter of the name for a query of up to 62 letters, the row-by-row function beyond.
CREATE OR REPLACE FUNCTION portal_name_distances(queries text[], names text[], bounds real[]) RETURNS float8[]
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  distances float8[] := '{}';
  counts int[] := '{}';
  keys text[] := '{}';
  masks bigint[] := '{}';
  q text;
  name text;
  words text[];
  nwords int;
  k int;
  m int;
  best float8;
  run text;
  d int;
  at int;
  c text;
  full_mask bigint;
  high bigint;
  vp bigint; vn bigint; d0 bigint; hp bigint; pm bigint; pm_old bigint;
BEGIN
  -- Each query's letters with the bit mask of their positions, keyed by the query's index and the letter.
  FOR qi IN 1 .. coalesce(array_length(queries, 1), 0) LOOP
    q := queries[qi];
    counts := counts || coalesce(array_length(string_to_array(q, ' '), 1), 1);
    IF length(q) <= 62 THEN
      FOR i IN 1 .. length(q) LOOP
        c := qi || substr(q, i, 1);
        at := array_position(keys, c);
        IF at IS NULL THEN
          keys := keys || c;
          masks := masks || (1::bigint << (i - 1));
        ELSE
          masks[at] := masks[at] | (1::bigint << (i - 1));
        END IF;
      END LOOP;
    END IF;
  END LOOP;
  FOR ni IN 1 .. coalesce(array_length(names, 1), 0) LOOP
    name := names[ni];
    words := string_to_array(name, ' ');
    nwords := coalesce(array_length(words, 1), 1);
    best := 'Infinity';
    -- The least distances first: the name itself (0), or a run of its words (0.5).
    FOR qi IN 1 .. coalesce(array_length(queries, 1), 0) LOOP
      q := queries[qi];
      k := counts[qi];
      IF name = q THEN
        best := 0;
        EXIT;
      END IF;
      IF best > 0.5 AND k < nwords AND coalesce(bounds[ni], 1) > 0.5 THEN
        FOR s IN 1 .. nwords - k + 1 LOOP
          IF array_to_string(words[s:s + k - 1], ' ') = q THEN
            best := 0.5;
            EXIT;
          END IF;
        END LOOP;
      END IF;
    END LOOP;
    IF best > 0.5 AND bounds[ni] <= 1 THEN
      best := bounds[ni];
    ELSIF best > 0.5 THEN
      FOR qi IN 1 .. coalesce(array_length(queries, 1), 0) LOOP
        q := queries[qi];
        k := counts[qi];
        m := length(q);
        full_mask := (1::bigint << least(m, 62)) - 1;
        high := 1::bigint << (least(m, 62) - 1);
        FOR s IN 0 .. CASE WHEN k < nwords THEN nwords - k + 1 ELSE 0 END LOOP
          run := CASE WHEN s = 0 THEN name ELSE array_to_string(words[s:s + k - 1], ' ') END;
          IF m = 0 OR length(run) = 0 THEN
            d := greatest(m, length(run));
          ELSIF m > 62 THEN
            d := portal_osa_distance(q, run);
          ELSE
            vp := full_mask; vn := 0; d0 := 0; pm_old := 0; d := m;
            FOREACH c IN ARRAY string_to_array(run, NULL) LOOP
              pm := coalesce(masks[array_position(keys, qi || c)], 0);
              d0 := (((pm & vp) + vp) # vp) | pm | vn | ((((~d0) & pm) << 1) & pm_old);
              d := d + (((vn | ~(d0 | vp)) & high) <> 0)::int - ((d0 & vp & high) <> 0)::int;
              hp := ((vn | ~(d0 | vp)) << 1) | 1;
              vp := (((d0 & vp) << 1) | ~(d0 | hp)) & full_mask;
              vn := hp & d0;
              pm_old := pm;
            END LOOP;
          END IF;
          best := least(best, d + CASE WHEN s = 0 THEN 0 ELSE 0.5 END);
        END LOOP;
      END LOOP;
    END IF;
    distances := distances || best;
  END LOOP;
  RETURN distances;
END $$;
