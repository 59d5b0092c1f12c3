ALTER TABLE "data_exports" DROP CONSTRAINT "data_exports_status_check";--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'running', 'ready', 'failed'));