CREATE TABLE "customer_case_managers" (
	"customer_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_case_managers_customer_id_staff_user_id_pk" PRIMARY KEY("customer_id","staff_user_id")
);
--> statement-breakpoint
CREATE TABLE "customer_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sender_user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_pins" (
	"staff_user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_pins_staff_user_id_customer_id_pk" PRIMARY KEY("staff_user_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"restriction_id" integer NOT NULL,
	"creator_user_id" integer NOT NULL,
	"location_id" integer,
	"narrative" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"customer_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "restriction_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "engagement_status_flag" boolean;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "agreement_signed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "customer_type" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "avatar_url" text;--> statement-breakpoint
ALTER TABLE "customer_case_managers" ADD CONSTRAINT "customer_case_managers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_case_managers" ADD CONSTRAINT "customer_case_managers_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_sender_user_id_staff_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_pins" ADD CONSTRAINT "customer_pins_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_pins" ADD CONSTRAINT "customer_pins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_restrictions" ADD CONSTRAINT "customer_restrictions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_restrictions" ADD CONSTRAINT "customer_restrictions_restriction_id_restriction_options_id_fk" FOREIGN KEY ("restriction_id") REFERENCES "public"."restriction_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_restrictions" ADD CONSTRAINT "customer_restrictions_creator_user_id_staff_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_restrictions" ADD CONSTRAINT "customer_restrictions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_customer_message_id_customer_messages_id_fk" FOREIGN KEY ("customer_message_id") REFERENCES "public"."customer_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_case_managers_staff_idx" ON "customer_case_managers" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "customer_messages_customer_idx" ON "customer_messages" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_restrictions_customer_idx" ON "customer_restrictions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
-- The flag list (staff spec 2.6); 3 and 4 are the admin-only options of spec 6. Kept in step with restrictionOptionRows.
INSERT INTO "restriction_options" ("id", "label", "description") VALUES
	(1, 'Safety Concern', 'Meet this customer with a second staff member present.'),
	(2, 'Do Not Contact by Phone', 'The customer asked to be contacted in writing only.'),
	(3, 'Legal Hold', 'Records are under a legal hold; do not change or remove documents.'),
	(4, 'Restricted Record', 'Only administrators may discuss this record with others.')
ON CONFLICT ("id") DO NOTHING;
