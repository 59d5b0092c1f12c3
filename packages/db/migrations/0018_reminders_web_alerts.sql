CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"remind_again_at" timestamp with time zone,
	"in_support_of_type" text NOT NULL,
	"customer_id" integer,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "reminders_status_check" CHECK ("reminders"."status" in ('upcoming', 'completed', 'snoozed', 'overdue', 'deleted')),
	CONSTRAINT "reminders_action_check" CHECK ("reminders"."action" in ('call', 'email', 'meet', 'follow up', 'update info')),
	CONSTRAINT "reminders_support_check" CHECK (("reminders"."in_support_of_type" = 'none' and "reminders"."customer_id" is null and "reminders"."group_id" is null)
        or ("reminders"."in_support_of_type" = 'customer' and "reminders"."customer_id" is not null and "reminders"."group_id" is null)
        or ("reminders"."in_support_of_type" = 'group' and "reminders"."group_id" is not null and "reminders"."customer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "web_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reminder_id" integer,
	"email_subject" text NOT NULL,
	"web_message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_created_by_user_id_staff_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_alerts" ADD CONSTRAINT "web_alerts_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_alerts" ADD CONSTRAINT "web_alerts_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_user_idx" ON "reminders" USING btree ("user_id","remind_at");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree (coalesce("remind_again_at", "remind_at")) WHERE "reminders"."status" in ('upcoming', 'snoozed');--> statement-breakpoint
CREATE INDEX "web_alerts_user_idx" ON "web_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "web_alerts_unread_idx" ON "web_alerts" USING btree ("user_id") WHERE "web_alerts"."read_at" is null;