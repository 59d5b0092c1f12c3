CREATE TABLE "stored_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query_request" jsonb NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"total_records" integer DEFAULT 0 NOT NULL,
	"unique_count" integer DEFAULT 0 NOT NULL,
	"last_run_timestamp" timestamp with time zone,
	"last_run_count" integer,
	"last_run_unique_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_query_shares" (
	"stored_query_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shared_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_query_shares_stored_query_id_user_id_pk" PRIMARY KEY("stored_query_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" text,
	"criteria" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_name" text NOT NULL,
	"storage_path" text,
	"row_count" integer,
	"customer_ids" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "stored_queries" ADD CONSTRAINT "stored_queries_owner_user_id_staff_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_query_shares" ADD CONSTRAINT "stored_query_shares_stored_query_id_stored_queries_id_fk" FOREIGN KEY ("stored_query_id") REFERENCES "public"."stored_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_query_shares" ADD CONSTRAINT "stored_query_shares_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_query_shares" ADD CONSTRAINT "stored_query_shares_shared_by_user_id_staff_users_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_queries_owner_idx" ON "stored_queries" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_query_shares_user_idx" ON "stored_query_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");