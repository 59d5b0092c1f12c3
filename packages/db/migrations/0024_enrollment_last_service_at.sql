ALTER TABLE "service_log_enrollments" ADD COLUMN "last_service_at" timestamp with time zone;--> statement-breakpoint
-- service_log_enrollments.last_service_at is max(service_logs.start_at) over the enrolment's logs (null without any).
-- The query tool's "Last Service Log" reads it instead of an aggregate per enrolment. It is kept by statement
-- triggers on service_logs, in the writing transaction, so every writer keeps it: the store, linking logs to the
-- enrolment they opened, the delete, seeds, factories, bulk SQL and cascades. A statement's enrolments are locked in
-- id order first, then recomputed from their logs in a new snapshot (a volatile function's next statement), so two
-- transactions writing logs of one enrolment at once cannot leave a value that misses either's logs.
CREATE OR REPLACE FUNCTION portal_enrollment_last_service_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT enrollment_id) INTO touched FROM new_logs WHERE enrollment_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT enrollment_id) INTO touched FROM old_logs WHERE enrollment_id IS NOT NULL;
  ELSE
    -- Only rows whose enrolment or start changed (an end date or contact type edit touches nothing).
    SELECT array_agg(DISTINCT enrollment_id) INTO touched FROM (
      (SELECT id, enrollment_id, start_at FROM old_logs EXCEPT SELECT id, enrollment_id, start_at FROM new_logs)
      UNION ALL
      (SELECT id, enrollment_id, start_at FROM new_logs EXCEPT SELECT id, enrollment_id, start_at FROM old_logs)
    ) changed WHERE enrollment_id IS NOT NULL;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM service_log_enrollments WHERE id = ANY (touched) ORDER BY id FOR UPDATE;
  UPDATE service_log_enrollments e SET last_service_at = m.last
  FROM (SELECT t.id, (SELECT max(sl.start_at) FROM service_logs sl WHERE sl.enrollment_id = t.id) AS last
        FROM unnest(touched) AS t(id)) m
  WHERE e.id = m.id AND e.last_service_at IS DISTINCT FROM m.last;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_enrollment_last_service_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE service_log_enrollments SET last_service_at = NULL WHERE last_service_at IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER service_logs_last_service_inserted AFTER INSERT ON service_logs
  REFERENCING NEW TABLE AS new_logs FOR EACH STATEMENT EXECUTE FUNCTION portal_enrollment_last_service_sync();--> statement-breakpoint
CREATE TRIGGER service_logs_last_service_updated AFTER UPDATE ON service_logs
  REFERENCING OLD TABLE AS old_logs NEW TABLE AS new_logs
  FOR EACH STATEMENT EXECUTE FUNCTION portal_enrollment_last_service_sync();--> statement-breakpoint
CREATE TRIGGER service_logs_last_service_deleted AFTER DELETE ON service_logs
  REFERENCING OLD TABLE AS old_logs FOR EACH STATEMENT EXECUTE FUNCTION portal_enrollment_last_service_sync();--> statement-breakpoint
CREATE TRIGGER service_logs_last_service_truncated AFTER TRUNCATE ON service_logs
  FOR EACH STATEMENT EXECUTE FUNCTION portal_enrollment_last_service_truncated();--> statement-breakpoint
UPDATE service_log_enrollments e SET last_service_at = m.last
FROM (SELECT enrollment_id, max(start_at) AS last FROM service_logs WHERE enrollment_id IS NOT NULL GROUP BY enrollment_id) m
WHERE e.id = m.enrollment_id;
