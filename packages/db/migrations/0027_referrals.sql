CREATE TABLE "referral_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"changed_by_staff_id" integer,
	"changed_by_customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"from_location_id" integer,
	"to_location_id" integer,
	"to_service_id" uuid,
	"to_service_name" text,
	"requested_by_customer" boolean DEFAULT false NOT NULL,
	"created_by_staff_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "referrals_kind_check" CHECK ("referrals"."kind" in ('network', 'external')),
	CONSTRAINT "referrals_status_check" CHECK (("referrals"."kind" = 'network' and "referrals"."status" in ('new', 'accepted', 'in_progress', 'completed', 'rejected'))
        or ("referrals"."kind" = 'external' and "referrals"."status" in ('info', 'inquiry', 'referral'))),
	CONSTRAINT "referrals_target_check" CHECK ("referrals"."to_location_id" is not null or "referrals"."to_service_name" is not null)
);
--> statement-breakpoint
ALTER TABLE "referral_status_history" ADD CONSTRAINT "referral_status_history_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_status_history" ADD CONSTRAINT "referral_status_history_changed_by_staff_id_staff_users_id_fk" FOREIGN KEY ("changed_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_status_history" ADD CONSTRAINT "referral_status_history_changed_by_customer_id_customers_id_fk" FOREIGN KEY ("changed_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_from_location_id_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_to_service_id_directory_services_id_fk" FOREIGN KEY ("to_service_id") REFERENCES "public"."directory_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_status_history_referral_idx" ON "referral_status_history" USING btree ("referral_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_to_location_idx" ON "referrals" USING btree ("to_location_id","kind","status");--> statement-breakpoint
CREATE INDEX "referrals_from_location_idx" ON "referrals" USING btree ("from_location_id","kind","status");--> statement-breakpoint
CREATE INDEX "referrals_customer_idx" ON "referrals" USING btree ("customer_id","created_at");