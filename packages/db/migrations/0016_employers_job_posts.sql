CREATE TABLE "employer_documents" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_location_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_location_id" integer NOT NULL,
	"primary_contact" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employer_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"label" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"county" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_by" integer NOT NULL,
	"creator_location_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "employer_locations_country_us" CHECK ("employer_locations"."country" = 'US')
);
--> statement-breakpoint
CREATE TABLE "employer_service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "employer_service_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "employer_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_service_type_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_services_provided" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"employer_location_id" integer NOT NULL,
	"employer_service_type_id" integer NOT NULL,
	"employer_service_id" integer NOT NULL,
	"notes" text NOT NULL,
	"start_date" date NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"fein" text NOT NULL,
	"website" text NOT NULL,
	"nlx_company_number" text,
	"h2a_jobs" boolean DEFAULT false NOT NULL,
	"h2b_jobs" boolean DEFAULT false NOT NULL,
	"host_registered_apprenticeships" boolean DEFAULT false NOT NULL,
	"host_registered_apprenticeships_future" boolean,
	"host_registered_apprenticeships_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_based_learning_opportunities" boolean DEFAULT false NOT NULL,
	"work_based_learning_opportunities_future" boolean,
	"work_based_learning_opportunities_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_originator_location_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_post_apply_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_post_id" integer NOT NULL,
	"customer_id" integer,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_post_locations" (
	"job_post_id" integer NOT NULL,
	"employer_location_id" integer NOT NULL,
	CONSTRAINT "job_post_locations_job_post_id_employer_location_id_pk" PRIMARY KEY("job_post_id","employer_location_id")
);
--> statement-breakpoint
CREATE TABLE "job_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"send_to_nlx" boolean NOT NULL,
	"onet_code" text,
	"remote" boolean DEFAULT false NOT NULL,
	"benefits" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"industry" text NOT NULL,
	"job_position_type_id" smallint NOT NULL,
	"job_position_type_value" text,
	"encouraged_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"salary_range_min" numeric(12, 2) NOT NULL,
	"salary_range_max" numeric(12, 2) NOT NULL,
	"pay_unit" text NOT NULL,
	"annual_salary_max" numeric(14, 2) GENERATED ALWAYS AS ("job_posts"."salary_range_max" * case "job_posts"."pay_unit" when 'hour' then 2080 when 'day' then 260 when 'week' then 52 when 'month' then 12 else 1 end) STORED,
	"minimum_educational_level_id" integer NOT NULL,
	"hours_per_week" smallint,
	"apply_link" text NOT NULL,
	"contact_email" text,
	"posted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower("job_posts"."title" || ' ' || "job_posts"."description")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "job_posts_status" CHECK ("job_posts"."status_id" in (1, 3)),
	CONSTRAINT "job_posts_pay_unit" CHECK ("job_posts"."pay_unit" in ('hour', 'day', 'week', 'month', 'year')),
	CONSTRAINT "job_posts_hours" CHECK ("job_posts"."hours_per_week" is null or "job_posts"."hours_per_week" between 1 and 168)
);
--> statement-breakpoint
CREATE TABLE "nlx_feed_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_post_id" integer NOT NULL,
	"action" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pulled_at" timestamp with time zone,
	CONSTRAINT "nlx_feed_queue_action" CHECK ("nlx_feed_queue"."action" in ('publish', 'withdraw'))
);
--> statement-breakpoint
ALTER TABLE "employer_documents" ADD CONSTRAINT "employer_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_documents" ADD CONSTRAINT "employer_documents_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_location_users" ADD CONSTRAINT "employer_location_users_employer_location_id_employer_locations_id_fk" FOREIGN KEY ("employer_location_id") REFERENCES "public"."employer_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_locations" ADD CONSTRAINT "employer_locations_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_locations" ADD CONSTRAINT "employer_locations_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_locations" ADD CONSTRAINT "employer_locations_creator_location_id_locations_id_fk" FOREIGN KEY ("creator_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_services" ADD CONSTRAINT "employer_services_employer_service_type_id_employer_service_types_id_fk" FOREIGN KEY ("employer_service_type_id") REFERENCES "public"."employer_service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_services_provided" ADD CONSTRAINT "employer_services_provided_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_services_provided" ADD CONSTRAINT "employer_services_provided_employer_location_id_employer_locations_id_fk" FOREIGN KEY ("employer_location_id") REFERENCES "public"."employer_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_services_provided" ADD CONSTRAINT "employer_services_provided_employer_service_type_id_employer_service_types_id_fk" FOREIGN KEY ("employer_service_type_id") REFERENCES "public"."employer_service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_services_provided" ADD CONSTRAINT "employer_services_provided_employer_service_id_employer_services_id_fk" FOREIGN KEY ("employer_service_id") REFERENCES "public"."employer_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_services_provided" ADD CONSTRAINT "employer_services_provided_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_account_originator_location_id_locations_id_fk" FOREIGN KEY ("account_originator_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_post_apply_clicks" ADD CONSTRAINT "job_post_apply_clicks_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_post_apply_clicks" ADD CONSTRAINT "job_post_apply_clicks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_post_locations" ADD CONSTRAINT "job_post_locations_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_post_locations" ADD CONSTRAINT "job_post_locations_employer_location_id_employer_locations_id_fk" FOREIGN KEY ("employer_location_id") REFERENCES "public"."employer_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_minimum_educational_level_id_education_levels_id_fk" FOREIGN KEY ("minimum_educational_level_id") REFERENCES "public"."education_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlx_feed_queue" ADD CONSTRAINT "nlx_feed_queue_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_documents_employer_idx" ON "employer_documents" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "employer_location_users_location_idx" ON "employer_location_users" USING btree ("employer_location_id") WHERE "employer_location_users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employer_location_users_email_unique" ON "employer_location_users" USING btree (lower("email")) WHERE "employer_location_users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "employer_locations_employer_idx" ON "employer_locations" USING btree ("employer_id") WHERE "employer_locations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "employer_locations_earth_idx" ON "employer_locations" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "employer_locations_address_trgm_idx" ON "employer_locations" USING gin (lower("address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employer_locations_county_idx" ON "employer_locations" USING btree (lower("county"));--> statement-breakpoint
CREATE INDEX "employer_locations_zipcode_idx" ON "employer_locations" USING btree ("zipcode");--> statement-breakpoint
CREATE INDEX "employer_services_type_idx" ON "employer_services" USING btree ("employer_service_type_id");--> statement-breakpoint
CREATE INDEX "employer_services_provided_employer_idx" ON "employer_services_provided" USING btree ("employer_id","start_date");--> statement-breakpoint
CREATE INDEX "employers_originator_idx" ON "employers" USING btree ("account_originator_location_id","company_name") WHERE "employers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "employers_company_name_trgm_idx" ON "employers" USING gin (lower("company_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employers_fein_idx" ON "employers" USING btree ("fein");--> statement-breakpoint
CREATE INDEX "job_post_apply_clicks_post_idx" ON "job_post_apply_clicks" USING btree ("job_post_id","clicked_at");--> statement-breakpoint
CREATE INDEX "job_post_locations_location_idx" ON "job_post_locations" USING btree ("employer_location_id","job_post_id");--> statement-breakpoint
CREATE INDEX "job_posts_employer_idx" ON "job_posts" USING btree ("employer_id","created_at") WHERE "job_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_posts_live_posted_idx" ON "job_posts" USING btree ("posted_at","id") WHERE "job_posts"."status_id" = 3 and "job_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_posts_live_onet_idx" ON "job_posts" USING btree ("onet_code","expires_at") WHERE "job_posts"."status_id" = 3 and "job_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_posts_live_industry_idx" ON "job_posts" USING btree ("industry","expires_at") WHERE "job_posts"."status_id" = 3 and "job_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_posts_live_salary_idx" ON "job_posts" USING btree ("annual_salary_max") WHERE "job_posts"."status_id" = 3 and "job_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_posts_live_remote_idx" ON "job_posts" USING btree ("expires_at") WHERE "job_posts"."status_id" = 3 and "job_posts"."deleted_at" is null and "job_posts"."remote";--> statement-breakpoint
CREATE INDEX "job_posts_search_trgm_idx" ON "job_posts" USING gin ("search_text" gin_trgm_ops) WHERE "job_posts"."status_id" = 3 and "job_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "nlx_feed_queue_post_idx" ON "nlx_feed_queue" USING btree ("job_post_id","queued_at");--> statement-breakpoint
CREATE INDEX "nlx_feed_queue_pending_idx" ON "nlx_feed_queue" USING btree ("queued_at") WHERE "nlx_feed_queue"."pulled_at" is null;