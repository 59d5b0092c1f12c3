ALTER TABLE "funding_transactions" ADD COLUMN "customer_location_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_transactions" ADD COLUMN "customer_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "funding_transactions_scope_idx" ON "funding_transactions" USING btree ("status","customer_location_ids") WHERE not "funding_transactions"."customer_deleted";--> statement-breakpoint
-- A transaction carries its customer's locations and deleted flag (ADR 0032): copied on insert, and again whenever the
-- customer's locations or deletion change, so the aggregate's scope is read from funding_transactions alone. Not
-- UPDATE OF location_ids: that column is often set by another BEFORE trigger, which column triggers do not see.
CREATE FUNCTION funding_transactions_copy_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.location_ids, c.deleted_at IS NOT NULL INTO NEW.customer_location_ids, NEW.customer_deleted
  FROM customers c WHERE c.id = NEW.customer_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER funding_transactions_customer_scope BEFORE INSERT OR UPDATE OF customer_id ON "funding_transactions"
  FOR EACH ROW EXECUTE FUNCTION funding_transactions_copy_customer();
--> statement-breakpoint
CREATE FUNCTION customers_funding_scope() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE funding_transactions
     SET customer_location_ids = NEW.location_ids, customer_deleted = NEW.deleted_at IS NOT NULL
   WHERE customer_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customers_funding_scope AFTER UPDATE ON "customers"
  FOR EACH ROW WHEN (OLD.location_ids IS DISTINCT FROM NEW.location_ids OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION customers_funding_scope();
--> statement-breakpoint
UPDATE funding_transactions t
   SET customer_location_ids = c.location_ids, customer_deleted = c.deleted_at IS NOT NULL
  FROM customers c
 WHERE c.id = t.customer_id;
