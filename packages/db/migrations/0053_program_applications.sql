CREATE TABLE "report_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"file_key" text,
	"file_name" text,
	"row_count" integer,
	"failure_count" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_runs_status_check" CHECK ("report_runs"."status" in ('pending', 'running', 'ready', 'failed')),
	CONSTRAINT "report_runs_progress_check" CHECK ("report_runs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "eligibility_decision_documents" (
	"decision_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	CONSTRAINT "eligibility_decision_documents_decision_id_document_id_pk" PRIMARY KEY("decision_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "eligibility_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"decided_by" integer NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eligibility_decisions_decision_check" CHECK ("eligibility_decisions"."decision" in ('eligible', 'not_eligible'))
);
--> statement-breakpoint
CREATE TABLE "program_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "program_applications_status_check" CHECK ("program_applications"."status" in ('open', 'eligible', 'not_eligible')),
	CONSTRAINT "program_applications_decided_check" CHECK (("program_applications"."status" = 'open') = ("program_applications"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "program_document_requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"label" text NOT NULL,
	"document_categories" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"quarter" smallint NOT NULL,
	"due_on" date NOT NULL,
	"reminder_id" integer,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"employed" boolean,
	"employer_name" text,
	"job_title" text,
	"hourly_wage" numeric(12, 2),
	"credential_attained" boolean,
	"wage_record_id" integer,
	"performance_record_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_follow_ups_quarter_check" CHECK ("program_follow_ups"."quarter" in (2, 4))
);
--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_decision_documents" ADD CONSTRAINT "eligibility_decision_documents_decision_id_eligibility_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."eligibility_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_decision_documents" ADD CONSTRAINT "eligibility_decision_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_decisions" ADD CONSTRAINT "eligibility_decisions_application_id_program_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."program_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_decisions" ADD CONSTRAINT "eligibility_decisions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_decisions" ADD CONSTRAINT "eligibility_decisions_program_id_service_log_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."service_log_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_decisions" ADD CONSTRAINT "eligibility_decisions_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_program_id_service_log_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."service_log_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_opened_by_staff_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_document_requirements" ADD CONSTRAINT "program_document_requirements_program_id_service_log_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."service_log_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_follow_ups" ADD CONSTRAINT "program_follow_ups_enrollment_id_service_log_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."service_log_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_follow_ups" ADD CONSTRAINT "program_follow_ups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_follow_ups" ADD CONSTRAINT "program_follow_ups_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_follow_ups" ADD CONSTRAINT "program_follow_ups_answered_by_staff_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_follow_ups" ADD CONSTRAINT "program_follow_ups_wage_record_id_wage_records_id_fk" FOREIGN KEY ("wage_record_id") REFERENCES "public"."wage_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_follow_ups" ADD CONSTRAINT "program_follow_ups_performance_record_id_performance_records_id_fk" FOREIGN KEY ("performance_record_id") REFERENCES "public"."performance_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_runs_created_idx" ON "report_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "report_runs_user_idx" ON "report_runs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "eligibility_decisions_application_unique" ON "eligibility_decisions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "eligibility_decisions_customer_program_idx" ON "eligibility_decisions" USING btree ("customer_id","program_id","decided_at");--> statement-breakpoint
CREATE INDEX "program_applications_customer_idx" ON "program_applications" USING btree ("customer_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "program_applications_open_unique" ON "program_applications" USING btree ("customer_id","program_id") WHERE "program_applications"."status" = 'open';--> statement-breakpoint
CREATE INDEX "program_document_requirements_program_idx" ON "program_document_requirements" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_follow_ups_enrollment_quarter_unique" ON "program_follow_ups" USING btree ("enrollment_id","quarter");--> statement-breakpoint
CREATE INDEX "program_follow_ups_customer_idx" ON "program_follow_ups" USING btree ("customer_id","due_on");