CREATE TABLE "customer_account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "customer_account_tokens_purpose_check" CHECK ("customer_account_tokens"."purpose" in ('verify_email', 'email_change', 'password_reset'))
);
--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "customer_account_tokens" ADD CONSTRAINT "customer_account_tokens_customer_id_customer_accounts_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer_accounts"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_account_tokens_hash_unique" ON "customer_account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_account_tokens_customer_idx" ON "customer_account_tokens" USING btree ("customer_id","purpose");