CREATE TABLE "customer_avatars" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"mime" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_impact_answers" (
	"customer_id" integer NOT NULL,
	"question_key" text NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_impact_answers_customer_id_question_key_pk" PRIMARY KEY("customer_id","question_key")
);
--> statement-breakpoint
CREATE TABLE "customer_tool_uses" (
	"customer_id" integer NOT NULL,
	"tool" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_tool_uses_customer_id_day_tool_kind_pk" PRIMARY KEY("customer_id","day","tool","kind"),
	CONSTRAINT "customer_tool_uses_kind_check" CHECK ("customer_tool_uses"."kind" in ('visit', 'update'))
);
--> statement-breakpoint
CREATE TABLE "home_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"duration_minutes" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_resources_type_check" CHECK ("home_resources"."type" in ('video', 'article_section_link'))
);
--> statement-breakpoint
ALTER TABLE "customer_avatars" ADD CONSTRAINT "customer_avatars_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_impact_answers" ADD CONSTRAINT "customer_impact_answers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tool_uses" ADD CONSTRAINT "customer_tool_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_resources_order_idx" ON "home_resources" USING btree ("position","id");