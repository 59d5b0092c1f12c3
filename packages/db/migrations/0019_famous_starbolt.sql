CREATE TABLE "customer_matches" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"requested_version" integer DEFAULT 1 NOT NULL,
	"computed_version" integer DEFAULT 0 NOT NULL,
	"catalogue_stamp" text,
	"occupation_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"scores" real[] DEFAULT '{}'::real[] NOT NULL,
	"inputs" jsonb,
	"computed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "skills_survey_responses" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"ratings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_matches" ADD CONSTRAINT "customer_matches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills_survey_responses" ADD CONSTRAINT "skills_survey_responses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;