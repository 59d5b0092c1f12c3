DROP INDEX "customers_source_system_id_idx";--> statement-breakpoint
CREATE INDEX "customer_sources_source_customer_id_lower_idx" ON "customer_sources" USING btree (lower("source_customer_id"));--> statement-breakpoint
CREATE INDEX "customers_source_system_id_lower_idx" ON "customers" USING btree (lower("source_system_customer_id"));