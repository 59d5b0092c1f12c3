CREATE TABLE "form_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"control" text NOT NULL,
	"component" text,
	"text" text NOT NULL,
	"description" text,
	"required" boolean DEFAULT false NOT NULL,
	"order" integer NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"input_mask" text,
	"default" jsonb,
	"hidden" boolean DEFAULT false NOT NULL,
	"readonly" boolean DEFAULT false NOT NULL,
	"href" text
);
--> statement-breakpoint
CREATE TABLE "form_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'Incomplete' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"section_states" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signature" text,
	"updated_by_staff_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_responses_status_check" CHECK ("form_responses"."status" in ('Incomplete', 'Complete'))
);
--> statement-breakpoint
CREATE TABLE "form_secret_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"ciphertext" text NOT NULL,
	"last_four" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_short" text NOT NULL,
	"name_long" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"detailed_description" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"show_section_components" boolean DEFAULT true NOT NULL,
	"requires_self_attestation" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{"useLastFourSsn":false}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_section_id_form_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."form_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_updated_by_staff_id_staff_users_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_secret_answers" ADD CONSTRAINT "form_secret_answers_response_id_form_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."form_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_sections" ADD CONSTRAINT "form_sections_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_questions_form_identifier_unique" ON "form_questions" USING btree ("form_id","identifier");--> statement-breakpoint
CREATE INDEX "form_questions_section_idx" ON "form_questions" USING btree ("section_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "form_responses_form_customer_unique" ON "form_responses" USING btree ("form_id","customer_id");--> statement-breakpoint
CREATE INDEX "form_responses_customer_idx" ON "form_responses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_secret_answers_response_identifier_unique" ON "form_secret_answers" USING btree ("response_id","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "form_sections_form_key_unique" ON "form_sections" USING btree ("form_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_name_short_unique" ON "forms" USING btree ("name_short");