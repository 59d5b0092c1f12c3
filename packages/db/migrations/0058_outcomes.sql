CREATE TABLE "customer_outcome_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"outcome_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_outcome_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"outcome_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"due_date" date,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"template_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"created_by_staff_id" integer,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_outcomes_source_check" CHECK ("customer_outcomes"."source" in ('assigned', 'recommended', 'self'))
);
--> statement-breakpoint
CREATE TABLE "outcome_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"plan" jsonb NOT NULL,
	"created_by" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_outcome_goals" ADD CONSTRAINT "customer_outcome_goals_outcome_id_customer_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."customer_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_outcome_steps" ADD CONSTRAINT "customer_outcome_steps_outcome_id_customer_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."customer_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_outcome_steps" ADD CONSTRAINT "customer_outcome_steps_goal_id_customer_outcome_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."customer_outcome_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_outcomes" ADD CONSTRAINT "customer_outcomes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_outcomes" ADD CONSTRAINT "customer_outcomes_template_id_outcome_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."outcome_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_outcomes" ADD CONSTRAINT "customer_outcomes_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_templates" ADD CONSTRAINT "outcome_templates_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_outcome_goals_outcome_idx" ON "customer_outcome_goals" USING btree ("outcome_id","position");--> statement-breakpoint
CREATE INDEX "customer_outcome_steps_outcome_idx" ON "customer_outcome_steps" USING btree ("outcome_id");--> statement-breakpoint
CREATE INDEX "customer_outcome_steps_goal_idx" ON "customer_outcome_steps" USING btree ("goal_id","position");--> statement-breakpoint
CREATE INDEX "customer_outcomes_customer_idx" ON "customer_outcomes" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customer_outcomes_staff_idx" ON "customer_outcomes" USING btree ("created_by_staff_id");--> statement-breakpoint
CREATE INDEX "outcome_templates_name_idx" ON "outcome_templates" USING btree ("name");