-- customer_search_names holds every customers.search_name once: the typo-tolerant name search looks there.
-- New customers arrive in one statement-level trigger per INSERT (a bulk load adds its distinct names in one
-- go); a rename adds the new name from a row trigger that fires only when first or last name change.
CREATE OR REPLACE FUNCTION portal_search_names_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_search_names (search_name)
  SELECT DISTINCT search_name FROM added WHERE search_name IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_search_name_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_search_names (search_name) VALUES (NEW.search_name) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_search_names_added AFTER INSERT ON customers
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION portal_search_names_added();--> statement-breakpoint
CREATE TRIGGER customers_search_name_renamed AFTER UPDATE OF first_name, last_name ON customers
  FOR EACH ROW WHEN (NEW.search_name IS NOT NULL AND NEW.search_name IS DISTINCT FROM OLD.search_name)
  EXECUTE FUNCTION portal_search_name_renamed();--> statement-breakpoint
INSERT INTO customer_search_names (search_name)
SELECT DISTINCT search_name FROM customers WHERE search_name IS NOT NULL
ON CONFLICT DO NOTHING;
