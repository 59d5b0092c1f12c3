ALTER TABLE "customers" ADD COLUMN "preferred_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "hispanic_latino" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "races" text[];--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "disability" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "veteran_status" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "highest_grade_completed" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "employment_status_at_entry" text;--> statement-breakpoint
ALTER TABLE "service_log_enrollments" ADD COLUMN "exit_reason" text;--> statement-breakpoint
ALTER TABLE "service_log_enrollments" ADD COLUMN "exit_kind" text;--> statement-breakpoint
ALTER TABLE "service_log_enrollments" ADD COLUMN "exit_recorded_by" integer;--> statement-breakpoint
ALTER TABLE "service_log_enrollments" ADD CONSTRAINT "service_log_enrollments_exit_recorded_by_staff_users_id_fk" FOREIGN KEY ("exit_recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The values are words from contracts/customer-demographics.ts; the database refuses anything else so that the PIRL
-- mapping never meets a value it does not know.
ALTER TABLE "customers" ADD CONSTRAINT "customers_sex_check" CHECK ("sex" in ('male', 'female', 'not_disclosed'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_hispanic_latino_check" CHECK ("hispanic_latino" in ('yes', 'no', 'not_disclosed'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_disability_check" CHECK ("disability" in ('yes', 'no', 'not_disclosed'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_veteran_status_check" CHECK ("veteran_status" in ('yes', 'no', 'not_disclosed'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_races_check" CHECK ("races" <@ array['american_indian_alaska_native', 'asian', 'black_african_american', 'native_hawaiian_pacific_islander', 'white']::text[]);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_employment_status_at_entry_check" CHECK ("employment_status_at_entry" in ('employed', 'employed_notice_of_termination', 'not_in_labor_force', 'unemployed'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_highest_grade_completed_check" CHECK ("highest_grade_completed" in ('none', 'grade_1', 'grade_2', 'grade_3', 'grade_4', 'grade_5', 'grade_6', 'grade_7', 'grade_8', 'grade_9', 'grade_10', 'grade_11', 'grade_12', 'high_school_diploma', 'high_school_equivalency', 'certificate_of_attendance', 'some_postsecondary', 'postsecondary_certificate', 'associate_degree', 'bachelor_degree', 'beyond_bachelor_degree'));--> statement-breakpoint
ALTER TABLE "service_log_enrollments" ADD CONSTRAINT "service_log_enrollments_exit_reason_check" CHECK ("exit_reason" in ('institutionalized', 'health_medical', 'deceased', 'reserve_forces_active_duty', 'foster_care', 'ineligible', 'criminal_offender'));--> statement-breakpoint
ALTER TABLE "service_log_enrollments" ADD CONSTRAINT "service_log_enrollments_exit_kind_check" CHECK ("exit_kind" in ('recorded', 'automatic') and "exit_at" is not null or "exit_kind" is null);
