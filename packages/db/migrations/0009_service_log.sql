CREATE TABLE "service_log_enrollment_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_log_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"service_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exit_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_log_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_common_exit" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"enrollment_id" integer,
	"title" text NOT NULL,
	"service_id" integer NOT NULL,
	"location_id" integer,
	"created_by" integer NOT NULL,
	"created_on" date NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"duration" text DEFAULT 'Single-day' NOT NULL,
	"enrollment" boolean DEFAULT false NOT NULL,
	"expense_associated" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_sources" ADD COLUMN "source_customer_id" text;--> statement-breakpoint
ALTER TABLE "service_log_enrollment_statuses" ADD CONSTRAINT "service_log_enrollment_statuses_enrollment_id_service_log_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."service_log_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_log_enrollments" ADD CONSTRAINT "service_log_enrollments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_log_enrollments" ADD CONSTRAINT "service_log_enrollments_program_id_service_log_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."service_log_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_log_enrollments" ADD CONSTRAINT "service_log_enrollments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_logs" ADD CONSTRAINT "service_logs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_logs" ADD CONSTRAINT "service_logs_enrollment_id_service_log_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."service_log_enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_logs" ADD CONSTRAINT "service_logs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_logs" ADD CONSTRAINT "service_logs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_logs" ADD CONSTRAINT "service_logs_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_log_enrollment_statuses_enrollment_idx" ON "service_log_enrollment_statuses" USING btree ("enrollment_id","created_at");--> statement-breakpoint
CREATE INDEX "service_log_enrollments_customer_idx" ON "service_log_enrollments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "service_logs_customer_idx" ON "service_logs" USING btree ("customer_id","start_at");--> statement-breakpoint
CREATE INDEX "service_logs_enrollment_idx" ON "service_logs" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "service_logs_created_by_idx" ON "service_logs" USING btree ("created_by","created_on");--> statement-breakpoint
CREATE INDEX "services_type_idx" ON "services" USING btree ("service_type_id");