CREATE TABLE "customer_search_names" (
	"search_name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "customers_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_search_name_idx";--> statement-breakpoint
DROP INDEX "customers_search_first_idx";--> statement-breakpoint
DROP INDEX "customers_search_last_idx";--> statement-breakpoint
CREATE INDEX "customer_search_names_trgm_idx" ON "customer_search_names" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_name_cover_idx" ON "customers" USING btree ("search_name","last_name","first_name","id","location_ids","status","deleted_at","enrolled");--> statement-breakpoint
CREATE INDEX "customers_search_first_cover_idx" ON "customers" USING btree (portal_search_name("first_name"),"last_name","first_name","id","location_ids","status","deleted_at","enrolled");--> statement-breakpoint
CREATE INDEX "customers_search_last_cover_idx" ON "customers" USING btree (portal_search_name("last_name"),"last_name","first_name","id","location_ids","status","deleted_at","enrolled");