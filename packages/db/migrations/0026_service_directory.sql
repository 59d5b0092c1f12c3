CREATE TABLE "directory_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"location_id" uuid NOT NULL,
	"attention" text,
	"address_1" text NOT NULL,
	"address_2" text,
	"city" text,
	"region" text,
	"state_province" text,
	"postal_code" text,
	"country" text,
	"address_type" text DEFAULT 'physical' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_attributes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"taxonomy_term_id" uuid NOT NULL,
	"link_type" text,
	"link_entity" text NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "directory_contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid,
	"service_id" uuid,
	"service_at_location_id" uuid,
	"location_id" uuid,
	"name" text,
	"title" text,
	"department" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "directory_locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"location_type" text DEFAULT 'physical' NOT NULL,
	"url" text,
	"organization_id" uuid,
	"name" text,
	"alternate_name" text,
	"description" text,
	"transportation" text,
	"latitude" double precision,
	"longitude" double precision,
	"external_identifier" text,
	"external_identifier_type" text,
	"time_zone" text
);
--> statement-breakpoint
CREATE TABLE "directory_organizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"alternate_name" text,
	"description" text,
	"email" text,
	"website" text,
	"tax_status" text,
	"tax_id" text,
	"year_incorporated" integer,
	"legal_status" text,
	"logo" text,
	"uri" text,
	"parent_organization_id" uuid
);
--> statement-breakpoint
CREATE TABLE "directory_phones" (
	"id" uuid PRIMARY KEY NOT NULL,
	"location_id" uuid,
	"service_id" uuid,
	"organization_id" uuid,
	"contact_id" uuid,
	"service_at_location_id" uuid,
	"number" text NOT NULL,
	"extension" text,
	"type" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "directory_schedules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid,
	"location_id" uuid,
	"service_at_location_id" uuid,
	"valid_from" date,
	"valid_to" date,
	"dtstart" date,
	"timezone" real,
	"until" date,
	"count" integer,
	"wkst" text,
	"freq" text,
	"interval" integer,
	"byday" text,
	"byweekno" text,
	"bymonthday" text,
	"byyearday" text,
	"description" text,
	"opens_at" time,
	"closes_at" time,
	"schedule_link" text,
	"attending_type" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "directory_service_at_locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "directory_services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"alternate_name" text,
	"description" text,
	"url" text,
	"email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"interpretation_services" text,
	"application_process" text,
	"fees_description" text,
	"wait_time" text,
	"eligibility_description" text,
	"minimum_age" integer,
	"maximum_age" integer,
	"alert" text,
	"search_vector" "tsvector",
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_taxonomies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"uri" text,
	"version" text
);
--> statement-breakpoint
CREATE TABLE "directory_taxonomy_terms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"description" text,
	"parent_id" uuid,
	"taxonomy" text,
	"language" text,
	"taxonomy_id" uuid,
	"term_uri" text,
	"root_id" uuid
);
--> statement-breakpoint
ALTER TABLE "directory_addresses" ADD CONSTRAINT "directory_addresses_location_id_directory_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."directory_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_attributes" ADD CONSTRAINT "directory_attributes_taxonomy_term_id_directory_taxonomy_terms_id_fk" FOREIGN KEY ("taxonomy_term_id") REFERENCES "public"."directory_taxonomy_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_contacts" ADD CONSTRAINT "directory_contacts_organization_id_directory_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."directory_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_contacts" ADD CONSTRAINT "directory_contacts_service_id_directory_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."directory_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_contacts" ADD CONSTRAINT "directory_contacts_service_at_location_id_directory_service_at_locations_id_fk" FOREIGN KEY ("service_at_location_id") REFERENCES "public"."directory_service_at_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_contacts" ADD CONSTRAINT "directory_contacts_location_id_directory_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."directory_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_locations" ADD CONSTRAINT "directory_locations_organization_id_directory_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."directory_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_phones" ADD CONSTRAINT "directory_phones_location_id_directory_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."directory_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_phones" ADD CONSTRAINT "directory_phones_service_id_directory_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."directory_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_phones" ADD CONSTRAINT "directory_phones_organization_id_directory_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."directory_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_phones" ADD CONSTRAINT "directory_phones_contact_id_directory_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."directory_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_phones" ADD CONSTRAINT "directory_phones_service_at_location_id_directory_service_at_locations_id_fk" FOREIGN KEY ("service_at_location_id") REFERENCES "public"."directory_service_at_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_schedules" ADD CONSTRAINT "directory_schedules_service_id_directory_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."directory_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_schedules" ADD CONSTRAINT "directory_schedules_location_id_directory_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."directory_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_schedules" ADD CONSTRAINT "directory_schedules_service_at_location_id_directory_service_at_locations_id_fk" FOREIGN KEY ("service_at_location_id") REFERENCES "public"."directory_service_at_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_service_at_locations" ADD CONSTRAINT "directory_service_at_locations_service_id_directory_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."directory_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_service_at_locations" ADD CONSTRAINT "directory_service_at_locations_location_id_directory_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."directory_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_services" ADD CONSTRAINT "directory_services_organization_id_directory_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."directory_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_taxonomy_terms" ADD CONSTRAINT "directory_taxonomy_terms_taxonomy_id_directory_taxonomies_id_fk" FOREIGN KEY ("taxonomy_id") REFERENCES "public"."directory_taxonomies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_addresses_location_idx" ON "directory_addresses" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "directory_attributes_link_idx" ON "directory_attributes" USING btree ("link_entity","link_id");--> statement-breakpoint
CREATE INDEX "directory_attributes_term_idx" ON "directory_attributes" USING btree ("taxonomy_term_id");--> statement-breakpoint
CREATE INDEX "directory_contacts_service_idx" ON "directory_contacts" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "directory_locations_organization_idx" ON "directory_locations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "directory_locations_earth_idx" ON "directory_locations" USING gist (ll_to_earth("latitude", "longitude")) WHERE "directory_locations"."latitude" is not null and "directory_locations"."longitude" is not null;--> statement-breakpoint
CREATE INDEX "directory_organizations_name_idx" ON "directory_organizations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "directory_phones_service_idx" ON "directory_phones" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "directory_phones_location_idx" ON "directory_phones" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "directory_phones_organization_idx" ON "directory_phones" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "directory_schedules_service_idx" ON "directory_schedules" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "directory_schedules_location_idx" ON "directory_schedules" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "directory_schedules_sal_idx" ON "directory_schedules" USING btree ("service_at_location_id");--> statement-breakpoint
CREATE INDEX "directory_service_at_locations_service_idx" ON "directory_service_at_locations" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "directory_service_at_locations_location_idx" ON "directory_service_at_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "directory_services_organization_idx" ON "directory_services" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "directory_services_search_idx" ON "directory_services" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "directory_services_categories_idx" ON "directory_services" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "directory_taxonomy_terms_parent_idx" ON "directory_taxonomy_terms" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "directory_taxonomy_terms_root_idx" ON "directory_taxonomy_terms" USING btree ("root_id");