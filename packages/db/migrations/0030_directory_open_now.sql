-- The 211 finder's "open now" (issue #13, ADR 0022): whether one weekly schedule row is open at a local time (the
-- location's zone). Immutable and a single expression, so the planner inlines it into the search statement.
-- Weekly rules only (freq null or WEEKLY); byday null or empty means every day; opens_at = closes_at means all day;
-- closes_at before opens_at runs past midnight (the part after midnight belongs to the previous day's rule);
-- 23:59 closes at the end of the day; valid_from / valid_to bound the local date.
CREATE OR REPLACE FUNCTION directory_schedule_open(
  freq text, byday text, opens_at time, closes_at time, valid_from date, valid_to date, at_local timestamp
) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(upper(freq), 'WEEKLY') = 'WEEKLY' AND opens_at IS NOT NULL AND closes_at IS NOT NULL
    AND (valid_from IS NULL OR valid_from <= at_local::date) AND (valid_to IS NULL OR valid_to >= at_local::date)
    AND (
      (opens_at = closes_at AND (byday IS NULL OR byday = ''
        OR position((ARRAY['MO','TU','WE','TH','FR','SA','SU'])[extract(isodow FROM at_local)::int] IN byday) > 0))
      OR (opens_at < closes_at AND at_local::time >= opens_at AND (at_local::time < closes_at OR closes_at >= time '23:59')
        AND (byday IS NULL OR byday = ''
          OR position((ARRAY['MO','TU','WE','TH','FR','SA','SU'])[extract(isodow FROM at_local)::int] IN byday) > 0))
      OR (opens_at > closes_at AND (
        (at_local::time >= opens_at AND (byday IS NULL OR byday = ''
          OR position((ARRAY['MO','TU','WE','TH','FR','SA','SU'])[extract(isodow FROM at_local)::int] IN byday) > 0))
        OR (at_local::time < closes_at AND (byday IS NULL OR byday = ''
          OR position((ARRAY['MO','TU','WE','TH','FR','SA','SU'])[extract(isodow FROM at_local - interval '1 day')::int] IN byday) > 0))))
    ) $$;
