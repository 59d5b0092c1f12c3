CREATE TABLE "funding_budgets" (
	"program_id" integer NOT NULL,
	"program_year" smallint NOT NULL,
	"budget_cents" bigint DEFAULT 0 NOT NULL,
	"obligated_cents" bigint DEFAULT 0 NOT NULL,
	"expended_cents" bigint DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_budgets_program_id_program_year_pk" PRIMARY KEY("program_id","program_year"),
	CONSTRAINT "funding_budgets_budget_check" CHECK ("funding_budgets"."budget_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "funding_course_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funding_ledger_amounts" (
	"entry_id" bigint NOT NULL,
	"program_id" integer NOT NULL,
	"program_year" smallint NOT NULL,
	"customer_id" integer NOT NULL,
	"requested_cents" bigint DEFAULT 0 NOT NULL,
	"obligated_delta_cents" bigint DEFAULT 0 NOT NULL,
	"expended_delta_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "funding_ledger_amounts_entry_id_program_id_pk" PRIMARY KEY("entry_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "funding_ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"version" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"note" text,
	CONSTRAINT "funding_ledger_entries_version_unique" UNIQUE("transaction_id","version"),
	CONSTRAINT "funding_ledger_entries_version_check" CHECK ("funding_ledger_entries"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "funding_payment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funding_transaction_documents" (
	"transaction_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_transaction_documents_transaction_id_document_id_pk" PRIMARY KEY("transaction_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "funding_transaction_programs" (
	"transaction_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"funds_cents" bigint NOT NULL,
	CONSTRAINT "funding_transaction_programs_transaction_id_program_id_pk" PRIMARY KEY("transaction_id","program_id"),
	CONSTRAINT "funding_transaction_programs_funds_check" CHECK ("funding_transaction_programs"."funds_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "funding_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"service_log_id" integer,
	"category" smallint NOT NULL,
	"status" smallint NOT NULL,
	"version" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"created_by" integer NOT NULL,
	"approver_id" integer,
	"title" text NOT NULL,
	"requested_on" date NOT NULL,
	"program_year" smallint NOT NULL,
	"vendor_id" integer,
	"payment_type_id" integer,
	"course_type_id" integer,
	"training_course" text,
	"recipient_of_payment" text,
	"description" text DEFAULT '' NOT NULL,
	"employer_name" text,
	"employer_poc" text,
	"employer_address" text,
	"employer_city" text,
	"employer_state" text,
	"employer_zip" text,
	"employer_phone" text,
	"employer_email" text,
	"employer_rate_cents" bigint,
	"employer_estimated_hours" integer,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_transactions_category_check" CHECK ("funding_transactions"."category" in (1, 2, 3)),
	CONSTRAINT "funding_transactions_status_check" CHECK ("funding_transactions"."status" between 1 and 8),
	CONSTRAINT "funding_transactions_recipient_check" CHECK ("funding_transactions"."recipient_of_payment" is null or "funding_transactions"."recipient_of_payment" in ('participant', 'vendor', 'employer')),
	CONSTRAINT "funding_transactions_total_check" CHECK ("funding_transactions"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "funding_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"email" text,
	"tax_id" text,
	"category" smallint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_vendors_category_check" CHECK ("funding_vendors"."category" is null or "funding_vendors"."category" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "funding_budgets" ADD CONSTRAINT "funding_budgets_program_id_service_log_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."service_log_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_budgets" ADD CONSTRAINT "funding_budgets_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_ledger_amounts" ADD CONSTRAINT "funding_ledger_amounts_entry_id_funding_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."funding_ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_ledger_amounts" ADD CONSTRAINT "funding_ledger_amounts_program_id_service_log_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."service_log_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_ledger_entries" ADD CONSTRAINT "funding_ledger_entries_transaction_id_funding_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."funding_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_ledger_entries" ADD CONSTRAINT "funding_ledger_entries_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transaction_documents" ADD CONSTRAINT "funding_transaction_documents_transaction_id_funding_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."funding_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transaction_documents" ADD CONSTRAINT "funding_transaction_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transaction_programs" ADD CONSTRAINT "funding_transaction_programs_transaction_id_funding_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."funding_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transaction_programs" ADD CONSTRAINT "funding_transaction_programs_program_id_service_log_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."service_log_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transactions" ADD CONSTRAINT "funding_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transactions" ADD CONSTRAINT "funding_transactions_service_log_id_service_logs_id_fk" FOREIGN KEY ("service_log_id") REFERENCES "public"."service_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transactions" ADD CONSTRAINT "funding_transactions_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transactions" ADD CONSTRAINT "funding_transactions_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transactions" ADD CONSTRAINT "funding_transactions_approver_id_staff_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transactions" ADD CONSTRAINT "funding_transactions_vendor_id_funding_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."funding_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transactions" ADD CONSTRAINT "funding_transactions_payment_type_id_funding_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."funding_payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_transactions" ADD CONSTRAINT "funding_transactions_course_type_id_funding_course_types_id_fk" FOREIGN KEY ("course_type_id") REFERENCES "public"."funding_course_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_ledger_amounts_program_year_idx" ON "funding_ledger_amounts" USING btree ("program_id","program_year","customer_id");--> statement-breakpoint
CREATE INDEX "funding_transaction_programs_program_idx" ON "funding_transaction_programs" USING btree ("program_id","transaction_id");--> statement-breakpoint
CREATE INDEX "funding_transactions_customer_idx" ON "funding_transactions" USING btree ("customer_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "funding_transactions_status_date_idx" ON "funding_transactions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "funding_transactions_status_total_idx" ON "funding_transactions" USING btree ("status","total_cents","id");--> statement-breakpoint
CREATE INDEX "funding_transactions_status_title_idx" ON "funding_transactions" USING btree ("status","title","id");--> statement-breakpoint
CREATE INDEX "funding_transactions_status_customer_idx" ON "funding_transactions" USING btree ("status","customer_id","id");--> statement-breakpoint
CREATE INDEX "funding_transactions_service_log_idx" ON "funding_transactions" USING btree ("service_log_id");--> statement-breakpoint
CREATE INDEX "funding_vendors_name_idx" ON "funding_vendors" USING btree (lower("name"));--> statement-breakpoint
-- The ledger is append-only: nothing updates or deletes an entry or its amounts (docs/decisions/0032).
CREATE FUNCTION funding_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'funding ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER funding_ledger_entries_append_only BEFORE UPDATE OR DELETE ON "funding_ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION funding_ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER funding_ledger_entries_no_truncate BEFORE TRUNCATE ON "funding_ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION funding_ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER funding_ledger_amounts_append_only BEFORE UPDATE OR DELETE ON "funding_ledger_amounts"
  FOR EACH ROW EXECUTE FUNCTION funding_ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER funding_ledger_amounts_no_truncate BEFORE TRUNCATE ON "funding_ledger_amounts"
  FOR EACH STATEMENT EXECUTE FUNCTION funding_ledger_refuse_change();
--> statement-breakpoint
-- A transaction's status, version and requester move only to the ledger entry of the new version, written first in
-- the same database transaction: the status column is a copy of the ledger's last entry, never a second truth.
CREATE FUNCTION funding_transactions_follow_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM funding_ledger_entries e
                   WHERE e.transaction_id = NEW.id AND e.version = NEW.version AND e.to_status = NEW.status) THEN
      RAISE EXCEPTION 'funding transaction % needs its ledger entry of version %', NEW.id, NEW.version
        USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status OR NEW.version IS DISTINCT FROM OLD.version
     OR NEW.requested_by IS DISTINCT FROM OLD.requested_by THEN
    IF NEW.version <> OLD.version + 1 OR NOT EXISTS (
         SELECT 1 FROM funding_ledger_entries e
         WHERE e.transaction_id = NEW.id AND e.version = NEW.version AND e.to_status = NEW.status
           AND e.from_status IS NOT DISTINCT FROM OLD.status) THEN
      RAISE EXCEPTION 'funding transaction % changes status only with its ledger entry of version %', NEW.id, NEW.version
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER funding_transactions_insert_follows_ledger AFTER INSERT ON "funding_transactions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION funding_transactions_follow_ledger();
--> statement-breakpoint
CREATE TRIGGER funding_transactions_update_follows_ledger BEFORE UPDATE ON "funding_transactions"
  FOR EACH ROW EXECUTE FUNCTION funding_transactions_follow_ledger();
--> statement-breakpoint
-- The balances: each ledger amount adds its deltas to the program year's running totals (created at 0 budget).
CREATE FUNCTION funding_ledger_amounts_to_budget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.obligated_delta_cents <> 0 OR NEW.expended_delta_cents <> 0 THEN
    INSERT INTO funding_budgets (program_id, program_year, obligated_cents, expended_cents)
    VALUES (NEW.program_id, NEW.program_year, NEW.obligated_delta_cents, NEW.expended_delta_cents)
    ON CONFLICT (program_id, program_year) DO UPDATE
      SET obligated_cents = funding_budgets.obligated_cents + EXCLUDED.obligated_cents,
          expended_cents = funding_budgets.expended_cents + EXCLUDED.expended_cents;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER funding_ledger_amounts_budget AFTER INSERT ON "funding_ledger_amounts"
  FOR EACH ROW EXECUTE FUNCTION funding_ledger_amounts_to_budget();
