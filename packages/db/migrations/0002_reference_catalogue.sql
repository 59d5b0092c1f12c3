CREATE TABLE "career_clusters" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "career_clusters_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cip_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"definition" text,
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cip_soc_crosswalk" (
	"cip_code" text NOT NULL,
	"soc_code" text NOT NULL,
	CONSTRAINT "cip_soc_crosswalk_cip_code_soc_code_pk" PRIMARY KEY("cip_code","soc_code")
);
--> statement-breakpoint
CREATE TABLE "occupation_clusters" (
	"occupation_id" integer NOT NULL,
	"cluster_id" integer NOT NULL,
	"pathway" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "occupation_clusters_occupation_id_cluster_id_pk" PRIMARY KEY("occupation_id","cluster_id")
);
--> statement-breakpoint
CREATE TABLE "occupation_interests" (
	"occupation_id" integer NOT NULL,
	"interest" text NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "occupation_interests_occupation_id_interest_pk" PRIMARY KEY("occupation_id","interest")
);
--> statement-breakpoint
CREATE TABLE "occupation_tasks" (
	"occupation_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"task" text NOT NULL,
	"task_type" text,
	CONSTRAINT "occupation_tasks_occupation_id_position_pk" PRIMARY KEY("occupation_id","position")
);
--> statement-breakpoint
CREATE TABLE "occupation_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"occupation_id" integer NOT NULL,
	"title" text NOT NULL,
	"normalized" text NOT NULL,
	"kind" text NOT NULL,
	"also_called" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupation_topics" (
	"occupation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"importance" real,
	"hot" boolean DEFAULT false NOT NULL,
	CONSTRAINT "occupation_topics_occupation_id_kind_position_pk" PRIMARY KEY("occupation_id","kind","position")
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"soc_code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"education_level" smallint,
	"job_zone" smallint,
	"median_annual_salary" integer,
	"growth_rate" numeric(6, 1),
	"annual_job_openings" integer,
	"bright_outlook" boolean DEFAULT false NOT NULL,
	"bright_outlook_category" text,
	"image" text,
	"video" text,
	CONSTRAINT "occupations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "reference_imports" (
	"source" text PRIMARY KEY NOT NULL,
	"vintage" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "related_occupations" (
	"occupation_id" integer NOT NULL,
	"related_occupation_id" integer NOT NULL,
	"tier" text NOT NULL,
	"rank" smallint NOT NULL,
	CONSTRAINT "related_occupations_occupation_id_related_occupation_id_pk" PRIMARY KEY("occupation_id","related_occupation_id")
);
--> statement-breakpoint
CREATE TABLE "saved_occupations" (
	"customer_id" integer NOT NULL,
	"occupation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_occupations_customer_id_occupation_id_pk" PRIMARY KEY("customer_id","occupation_id")
);
--> statement-breakpoint
CREATE TABLE "cluster_survey_answers" (
	"response_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"selected" boolean NOT NULL,
	CONSTRAINT "cluster_survey_answers_response_id_option_id_pk" PRIMARY KEY("response_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "cluster_survey_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"step_id" integer NOT NULL,
	"cluster_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cluster_survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"guest_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cluster_survey_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "cluster_survey_steps_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "saved_clusters" (
	"customer_id" integer NOT NULL,
	"cluster_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_clusters_customer_id_cluster_id_pk" PRIMARY KEY("customer_id","cluster_id")
);
--> statement-breakpoint
CREATE TABLE "program_formats" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "program_formats_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "program_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "program_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"provider_location_id" integer,
	"title" text NOT NULL,
	"type_id" integer NOT NULL,
	"format_id" integer NOT NULL,
	"description" text,
	"link" text,
	"cip_code" text,
	"total_cost" numeric(10, 2),
	"tuition_cost" numeric(10, 2),
	"credit_hours" numeric(6, 1),
	"contact_hours" integer,
	"duration" text,
	"semesters" smallint,
	"eligible_for_financial_aid" boolean,
	"eligible_for_gi_veteran_aid" boolean,
	"eligible_for_paid_training" boolean,
	"eligible_for_tuition_support" boolean,
	"local_areas_offering_wioa_funding" text,
	"prerequisite_skills" text,
	"expected_skills_acquired" text,
	"related_career_information" text
);
--> statement-breakpoint
CREATE TABLE "provider_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "provider_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "provider_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"provider_type_id" integer NOT NULL,
	"description" text,
	"accreditation" text,
	"support_services" text,
	"contact_phone" text,
	"website" text,
	"commuting_area_description" text,
	CONSTRAINT "providers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "saved_programs" (
	"customer_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_programs_customer_id_program_id_pk" PRIMARY KEY("customer_id","program_id")
);
--> statement-breakpoint
ALTER TABLE "occupation_clusters" ADD CONSTRAINT "occupation_clusters_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupation_clusters" ADD CONSTRAINT "occupation_clusters_cluster_id_career_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."career_clusters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupation_interests" ADD CONSTRAINT "occupation_interests_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupation_tasks" ADD CONSTRAINT "occupation_tasks_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupation_titles" ADD CONSTRAINT "occupation_titles_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupation_topics" ADD CONSTRAINT "occupation_topics_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_occupations" ADD CONSTRAINT "related_occupations_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_occupations" ADD CONSTRAINT "related_occupations_related_occupation_id_occupations_id_fk" FOREIGN KEY ("related_occupation_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_occupations" ADD CONSTRAINT "saved_occupations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_occupations" ADD CONSTRAINT "saved_occupations_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_survey_answers" ADD CONSTRAINT "cluster_survey_answers_response_id_cluster_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."cluster_survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_survey_answers" ADD CONSTRAINT "cluster_survey_answers_option_id_cluster_survey_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."cluster_survey_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_survey_options" ADD CONSTRAINT "cluster_survey_options_step_id_cluster_survey_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."cluster_survey_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_survey_options" ADD CONSTRAINT "cluster_survey_options_cluster_id_career_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."career_clusters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_survey_responses" ADD CONSTRAINT "cluster_survey_responses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_clusters" ADD CONSTRAINT "saved_clusters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_clusters" ADD CONSTRAINT "saved_clusters_cluster_id_career_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."career_clusters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_provider_location_id_provider_locations_id_fk" FOREIGN KEY ("provider_location_id") REFERENCES "public"."provider_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_type_id_program_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."program_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_format_id_program_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."program_formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_locations" ADD CONSTRAINT "provider_locations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_provider_type_id_provider_types_id_fk" FOREIGN KEY ("provider_type_id") REFERENCES "public"."provider_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_programs" ADD CONSTRAINT "saved_programs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_programs" ADD CONSTRAINT "saved_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cip_soc_crosswalk_soc_idx" ON "cip_soc_crosswalk" USING btree ("soc_code");--> statement-breakpoint
CREATE INDEX "occupation_clusters_cluster_idx" ON "occupation_clusters" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "occupation_titles_occupation_idx" ON "occupation_titles" USING btree ("occupation_id");--> statement-breakpoint
CREATE INDEX "occupation_titles_trgm_idx" ON "occupation_titles" USING gin ("normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "occupations_soc_idx" ON "occupations" USING btree ("soc_code");--> statement-breakpoint
CREATE INDEX "occupations_title_idx" ON "occupations" USING btree ("title");--> statement-breakpoint
CREATE INDEX "occupations_salary_idx" ON "occupations" USING btree ("median_annual_salary");--> statement-breakpoint
CREATE INDEX "cluster_survey_options_step_idx" ON "cluster_survey_options" USING btree ("step_id","position");--> statement-breakpoint
CREATE INDEX "cluster_survey_responses_customer_idx" ON "cluster_survey_responses" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cluster_survey_responses_guest_idx" ON "cluster_survey_responses" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "programs_provider_idx" ON "programs" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "programs_cip_idx" ON "programs" USING btree ("cip_code");--> statement-breakpoint
CREATE INDEX "programs_cost_idx" ON "programs" USING btree ("total_cost");--> statement-breakpoint
CREATE INDEX "programs_title_trgm_idx" ON "programs" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_locations_provider_idx" ON "provider_locations" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_locations_earth_idx" ON "provider_locations" USING gist (ll_to_earth("latitude", "longitude"));