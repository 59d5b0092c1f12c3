DROP INDEX "customers_search_name_cover_idx";--> statement-breakpoint
DROP INDEX "customers_search_first_cover_idx";--> statement-breakpoint
DROP INDEX "customers_search_last_cover_idx";--> statement-breakpoint
CREATE INDEX "customers_search_name_cover_idx" ON "customers" USING btree ("search_name","last_name","first_name","id","location_ids","status","deleted_at");--> statement-breakpoint
CREATE INDEX "customers_search_first_cover_idx" ON "customers" USING btree (portal_search_name("first_name"),"last_name","first_name","id","location_ids","status","deleted_at");--> statement-breakpoint
CREATE INDEX "customers_search_last_cover_idx" ON "customers" USING btree (portal_search_name("last_name"),"last_name","first_name","id","location_ids","status","deleted_at");--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "enrolled";