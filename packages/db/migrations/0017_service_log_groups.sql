CREATE TABLE "contact_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT 'message' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_customer_id_pk" PRIMARY KEY("group_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"contact_customer_id" integer,
	"contact_staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_one_contact_check" CHECK (num_nonnulls("groups"."contact_customer_id", "groups"."contact_staff_user_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "service_log_entry_programs" (
	"service_log_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	CONSTRAINT "service_log_entry_programs_service_log_id_program_id_pk" PRIMARY KEY("service_log_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "service_log_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_log_id" integer NOT NULL,
	"customer_id" integer,
	"body" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_programs" (
	"service_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	CONSTRAINT "service_programs_service_id_program_id_pk" PRIMARY KEY("service_id","program_id")
);
--> statement-breakpoint
ALTER TABLE "service_logs" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_settings" ADD COLUMN "service_log_edit_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_settings" ADD COLUMN "service_log_delete_window_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_log_programs" ADD COLUMN "pirl_code" text;--> statement-breakpoint
ALTER TABLE "service_log_programs" ADD COLUMN "eligibility_form_id" integer;--> statement-breakpoint
ALTER TABLE "service_log_programs" ADD COLUMN "eligibility_question" text;--> statement-breakpoint
ALTER TABLE "service_logs" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "service_logs" ADD COLUMN "contact_type_id" integer;--> statement-breakpoint
ALTER TABLE "service_logs" ADD COLUMN "status" text DEFAULT 'Active - Reportable Individual' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_logs" ADD COLUMN "service_length" text DEFAULT 'Multi-day' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_logs" ADD COLUMN "minutes_in_day" integer;--> statement-breakpoint
ALTER TABLE "service_logs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_contact_customer_id_customers_id_fk" FOREIGN KEY ("contact_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_contact_staff_user_id_staff_users_id_fk" FOREIGN KEY ("contact_staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_log_entry_programs" ADD CONSTRAINT "service_log_entry_programs_service_log_id_service_logs_id_fk" FOREIGN KEY ("service_log_id") REFERENCES "public"."service_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_log_entry_programs" ADD CONSTRAINT "service_log_entry_programs_program_id_service_log_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."service_log_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_log_notes" ADD CONSTRAINT "service_log_notes_service_log_id_service_logs_id_fk" FOREIGN KEY ("service_log_id") REFERENCES "public"."service_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_log_notes" ADD CONSTRAINT "service_log_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_log_notes" ADD CONSTRAINT "service_log_notes_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_programs" ADD CONSTRAINT "service_programs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_programs" ADD CONSTRAINT "service_programs_program_id_service_log_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."service_log_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_customer_idx" ON "group_members" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "groups_location_name_idx" ON "groups" USING btree ("location_id","name");--> statement-breakpoint
CREATE INDEX "service_log_entry_programs_program_idx" ON "service_log_entry_programs" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "service_log_notes_log_idx" ON "service_log_notes" USING btree ("service_log_id","id");--> statement-breakpoint
CREATE INDEX "service_programs_program_idx" ON "service_programs" USING btree ("program_id");--> statement-breakpoint
ALTER TABLE "service_log_programs" ADD CONSTRAINT "service_log_programs_eligibility_form_id_forms_id_fk" FOREIGN KEY ("eligibility_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_logs" ADD CONSTRAINT "service_logs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_logs" ADD CONSTRAINT "service_logs_contact_type_id_contact_types_id_fk" FOREIGN KEY ("contact_type_id") REFERENCES "public"."contact_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_logs_created_by_start_idx" ON "service_logs" USING btree ("created_by","start_at","id");--> statement-breakpoint
CREATE INDEX "service_logs_group_idx" ON "service_logs" USING btree ("group_id","start_at");--> statement-breakpoint
ALTER TABLE "service_logs" ADD CONSTRAINT "service_logs_customer_or_group_check" CHECK (num_nonnulls("service_logs"."customer_id", "service_logs"."group_id") = 1);