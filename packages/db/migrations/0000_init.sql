CREATE TYPE "public"."session_guard" AS ENUM('customer', 'staff');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('case_manager', 'admin', 'agency_admin');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_guard" "session_guard",
	"actor_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"customer_id" integer,
	"detail" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"terminology_customer" text DEFAULT 'Customer' NOT NULL,
	"terminology_customers" text DEFAULT 'Customers' NOT NULL,
	"allowed_maximum_upload_size" integer DEFAULT 2 NOT NULL,
	"allowed_minimum_age" integer DEFAULT 18 NOT NULL,
	"feature_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"allowed_back_days" integer DEFAULT 30 NOT NULL,
	"minimum_funding_threshold" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"birthdate" date,
	"primary_location_id" integer,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"original_filename" text NOT NULL,
	"path" text NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"customer_id" integer,
	"creator_guard" "session_guard" NOT NULL,
	"creator_user_id" integer NOT NULL,
	"document_category" text,
	"is_on_file" boolean DEFAULT false NOT NULL,
	"location_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_uploads" (
	"path" text PRIMARY KEY NOT NULL,
	"guard" "session_guard" NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"original_name" text NOT NULL,
	"max_bytes" integer NOT NULL,
	"size" integer,
	"mime" text,
	"uploaded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"guard" "session_guard" NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "staff_user_locations" (
	"staff_user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "staff_user_locations_staff_user_id_location_id_pk" PRIMARY KEY("staff_user_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" "staff_role" DEFAULT 'case_manager' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_educational_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"school" text NOT NULL,
	"education_level_id" integer NOT NULL,
	"field_of_study" text NOT NULL,
	"finish_date" date,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_job_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"job_title" text NOT NULL,
	"company_name" text NOT NULL,
	"start_date" date NOT NULL,
	"finish_date" date,
	"current_role" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scale" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "educational_experience_accomplishments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"educational_experience_id" integer NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_experience_accomplishments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"job_experience_id" integer NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sources" ADD CONSTRAINT "customer_sources_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sources" ADD CONSTRAINT "customer_sources_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_primary_location_id_locations_id_fk" FOREIGN KEY ("primary_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_user_locations" ADD CONSTRAINT "staff_user_locations_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_user_locations" ADD CONSTRAINT "staff_user_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_educational_experiences" ADD CONSTRAINT "customer_educational_experiences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_educational_experiences" ADD CONSTRAINT "customer_educational_experiences_education_level_id_education_levels_id_fk" FOREIGN KEY ("education_level_id") REFERENCES "public"."education_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_job_experiences" ADD CONSTRAINT "customer_job_experiences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educational_experience_accomplishments" ADD CONSTRAINT "educational_experience_accomplishments_educational_experience_id_customer_educational_experiences_id_fk" FOREIGN KEY ("educational_experience_id") REFERENCES "public"."customer_educational_experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_experience_accomplishments" ADD CONSTRAINT "job_experience_accomplishments_job_experience_id_customer_job_experiences_id_fk" FOREIGN KEY ("job_experience_id") REFERENCES "public"."customer_job_experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_customer_idx" ON "audit_log" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_accounts_email_unique" ON "customer_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customer_sources_customer_idx" ON "customer_sources" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_sources_location_idx" ON "customer_sources" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "customers_primary_location_idx" ON "customers" USING btree ("primary_location_id");--> statement-breakpoint
CREATE INDEX "documents_customer_idx" ON "documents" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_path_unique" ON "documents" USING btree ("path");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("guard","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_unique" ON "staff_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customer_educational_experiences_customer_idx" ON "customer_educational_experiences" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_job_experiences_customer_idx" ON "customer_job_experiences" USING btree ("customer_id","start_date");--> statement-breakpoint
CREATE INDEX "educational_experience_accomplishments_parent_idx" ON "educational_experience_accomplishments" USING btree ("educational_experience_id","position");--> statement-breakpoint
CREATE INDEX "job_experience_accomplishments_parent_idx" ON "job_experience_accomplishments" USING btree ("job_experience_id","position");