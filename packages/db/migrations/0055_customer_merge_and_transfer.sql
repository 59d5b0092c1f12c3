CREATE TABLE "customer_merge_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merge_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"column_name" text NOT NULL,
	"row_key" jsonb NOT NULL,
	"action" text NOT NULL,
	"row_data" jsonb,
	CONSTRAINT "customer_merge_moves_action_check" CHECK ("customer_merge_moves"."action" in ('moved', 'folded', 'kept'))
);
--> statement-breakpoint
CREATE TABLE "customer_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"survivor_id" integer NOT NULL,
	"loser_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"fields_from_loser" text[] DEFAULT '{}'::text[] NOT NULL,
	"survivor_before" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"moved_rows" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	CONSTRAINT "customer_merges_status_check" CHECK ("customer_merges"."status" in ('running', 'completed', 'undone')),
	CONSTRAINT "customer_merges_distinct_check" CHECK ("customer_merges"."survivor_id" <> "customer_merges"."loser_id")
);
--> statement-breakpoint
CREATE TABLE "customer_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_location_id" integer,
	"to_location_id" integer NOT NULL,
	"note" text NOT NULL,
	"transferred_by" integer NOT NULL,
	"new_case_manager_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_transfers_kind_check" CHECK ("customer_transfers"."kind" in ('move', 'add'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "merged_into" integer;--> statement-breakpoint
ALTER TABLE "customer_merge_moves" ADD CONSTRAINT "customer_merge_moves_merge_id_customer_merges_id_fk" FOREIGN KEY ("merge_id") REFERENCES "public"."customer_merges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_survivor_id_customers_id_fk" FOREIGN KEY ("survivor_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_loser_id_customers_id_fk" FOREIGN KEY ("loser_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_undone_by_staff_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_transfers" ADD CONSTRAINT "customer_transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_transfers" ADD CONSTRAINT "customer_transfers_from_location_id_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_transfers" ADD CONSTRAINT "customer_transfers_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_transfers" ADD CONSTRAINT "customer_transfers_transferred_by_staff_users_id_fk" FOREIGN KEY ("transferred_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_transfers" ADD CONSTRAINT "customer_transfers_new_case_manager_id_staff_users_id_fk" FOREIGN KEY ("new_case_manager_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_merge_moves_merge_idx" ON "customer_merge_moves" USING btree ("merge_id","table_name","column_name");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_merges_active_loser_unique" ON "customer_merges" USING btree ("loser_id") WHERE "customer_merges"."status" <> 'undone';--> statement-breakpoint
CREATE INDEX "customer_merges_running_idx" ON "customer_merges" USING btree ("id") WHERE "customer_merges"."status" = 'running';--> statement-breakpoint
CREATE INDEX "customer_transfers_customer_idx" ON "customer_transfers" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merged_into_customers_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;