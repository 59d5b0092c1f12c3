ALTER TABLE "customers" ADD COLUMN "location_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_search_name_idx" ON "customers" USING btree ("search_name");--> statement-breakpoint
CREATE INDEX "customers_search_first_idx" ON "customers" USING btree (portal_search_name("first_name"));--> statement-breakpoint
CREATE INDEX "customers_search_last_idx" ON "customers" USING btree (portal_search_name("last_name"));--> statement-breakpoint
CREATE INDEX "customers_location_ids_idx" ON "customers" USING gin ("location_ids");--> statement-breakpoint
-- customers.location_ids = the primary location plus every source's location, sorted and distinct.
CREATE OR REPLACE FUNCTION portal_customer_location_ids(customer integer, primary_location integer) RETURNS integer[]
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(array_agg(DISTINCT l ORDER BY l), '{}'::integer[]) FROM (
    SELECT primary_location AS l WHERE primary_location IS NOT NULL
    UNION SELECT location_id FROM customer_sources WHERE customer_id = customer) ids $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_customers_set_location_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new row has no sources yet (they reference it), so only its primary location counts.
  IF TG_OP = 'INSERT' THEN
    NEW.location_ids := CASE WHEN NEW.primary_location_id IS NULL THEN '{}'::integer[] ELSE ARRAY[NEW.primary_location_id] END;
  ELSE
    NEW.location_ids := portal_customer_location_ids(NEW.id, NEW.primary_location_id);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_location_ids BEFORE INSERT OR UPDATE OF primary_location_id ON customers
  FOR EACH ROW EXECUTE FUNCTION portal_customers_set_location_ids();--> statement-breakpoint
-- Statement-level triggers on sources: one UPDATE per statement, writing only rows whose set changed.
CREATE OR REPLACE FUNCTION portal_sources_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers c SET location_ids = portal_customer_location_ids(c.id, c.primary_location_id)
  FROM (SELECT DISTINCT customer_id FROM added) a
  WHERE c.id = a.customer_id AND c.location_ids IS DISTINCT FROM portal_customer_location_ids(c.id, c.primary_location_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_sources_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers c SET location_ids = portal_customer_location_ids(c.id, c.primary_location_id)
  FROM (SELECT DISTINCT customer_id FROM removed) r
  WHERE c.id = r.customer_id AND c.location_ids IS DISTINCT FROM portal_customer_location_ids(c.id, c.primary_location_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_sources_added AFTER INSERT ON customer_sources
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION portal_sources_added();--> statement-breakpoint
CREATE TRIGGER customer_sources_removed AFTER DELETE ON customer_sources
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION portal_sources_removed();--> statement-breakpoint
CREATE TRIGGER customer_sources_moved_from AFTER UPDATE ON customer_sources
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION portal_sources_removed();--> statement-breakpoint
CREATE TRIGGER customer_sources_moved_to AFTER UPDATE ON customer_sources
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION portal_sources_added();--> statement-breakpoint
UPDATE customers SET location_ids = portal_customer_location_ids(id, primary_location_id);
