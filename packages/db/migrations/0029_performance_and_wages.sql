CREATE TABLE "performance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"creator_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"performance_type_id" integer NOT NULL,
	"date_affected" date NOT NULL,
	"enrollment_id" integer,
	"document_id" integer,
	"note" text DEFAULT '<p></p>' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_records_kind_check" CHECK ("performance_records"."kind" in ('measurable_skill_gain', 'credential_attainment', 'program_incomplete_reason', 'program_exempt_reason'))
);
--> statement-breakpoint
CREATE TABLE "performance_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"is_evidence_must" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "performance_types_kind_check" CHECK ("performance_types"."kind" in ('measurable_skill_gain', 'credential_attainment', 'program_incomplete_reason', 'program_exempt_reason'))
);
--> statement-breakpoint
CREATE TABLE "wage_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"source_id" smallint NOT NULL,
	"creator_user_id" integer,
	"date_received" date NOT NULL,
	"start_date" date NOT NULL,
	"employer_name" text NOT NULL,
	"naics_code" text,
	"job_title" text NOT NULL,
	"starting_wage" numeric(12, 2),
	"recent_wage" numeric(12, 2),
	"wage_increment" text,
	"onet_code" text,
	"is_job_relevant" smallint,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_records_increment_check" CHECK ("wage_records"."wage_increment" in ('hourly', 'annually', 'project')),
	CONSTRAINT "wage_records_job_relevant_check" CHECK ("wage_records"."is_job_relevant" in (0, 1)),
	CONSTRAINT "wage_records_naics_check" CHECK ("wage_records"."naics_code" ~ '^[0-9]{2,6}$'),
	CONSTRAINT "wage_records_manual_complete_check" CHECK ("wage_records"."source_id" <> 1 or ("wage_records"."starting_wage" is not null and "wage_records"."wage_increment" is not null and "wage_records"."onet_code" is not null and "wage_records"."creator_user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "wage_sources" (
	"id" smallint PRIMARY KEY NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performance_records" ADD CONSTRAINT "performance_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_records" ADD CONSTRAINT "performance_records_creator_user_id_staff_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_records" ADD CONSTRAINT "performance_records_performance_type_id_performance_types_id_fk" FOREIGN KEY ("performance_type_id") REFERENCES "public"."performance_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_records" ADD CONSTRAINT "performance_records_enrollment_id_service_log_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."service_log_enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_records" ADD CONSTRAINT "performance_records_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_records" ADD CONSTRAINT "wage_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_records" ADD CONSTRAINT "wage_records_source_id_wage_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."wage_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_records" ADD CONSTRAINT "wage_records_creator_user_id_staff_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_records" ADD CONSTRAINT "wage_records_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_records_customer_idx" ON "performance_records" USING btree ("customer_id","date_affected","id");--> statement-breakpoint
CREATE INDEX "performance_records_creator_idx" ON "performance_records" USING btree ("creator_user_id");--> statement-breakpoint
CREATE INDEX "performance_records_enrollment_idx" ON "performance_records" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "performance_types_kind_idx" ON "performance_types" USING btree ("kind","type");--> statement-breakpoint
CREATE INDEX "wage_records_customer_idx" ON "wage_records" USING btree ("customer_id","date_received","id");--> statement-breakpoint
INSERT INTO "wage_sources" ("id", "source") VALUES (1, 'Manual entry'), (2, 'National Directory of New Hires'), (3, 'State UI Wage Records'), (4, 'State Employment Verification') ON CONFLICT ("id") DO NOTHING;
