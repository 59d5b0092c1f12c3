ALTER TABLE "funding_transactions" ADD COLUMN "requester_sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The aggregate sorts by submitter (forms spec 3) from an index: each transaction carries its requester's
-- 'last first', copied when the requester is set and again when a staff user's name changes (ADR 0032).
CREATE FUNCTION funding_transactions_copy_requester() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.last_name || ' ' || s.first_name INTO NEW.requester_sort_name FROM staff_users s WHERE s.id = NEW.requested_by;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER funding_transactions_requester_sort BEFORE INSERT OR UPDATE OF requested_by ON "funding_transactions"
  FOR EACH ROW EXECUTE FUNCTION funding_transactions_copy_requester();
--> statement-breakpoint
CREATE FUNCTION staff_users_funding_sort() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE funding_transactions SET requester_sort_name = NEW.last_name || ' ' || NEW.first_name
   WHERE requested_by = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_users_funding_sort AFTER UPDATE ON "staff_users"
  FOR EACH ROW WHEN (OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.first_name IS DISTINCT FROM NEW.first_name)
  EXECUTE FUNCTION staff_users_funding_sort();
--> statement-breakpoint
UPDATE funding_transactions t SET requester_sort_name = s.last_name || ' ' || s.first_name
  FROM staff_users s WHERE s.id = t.requested_by;
--> statement-breakpoint
CREATE INDEX "funding_transactions_status_submitter_idx" ON "funding_transactions" USING btree ("status","requester_sort_name","id");
