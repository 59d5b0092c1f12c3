-- Name search matches a normalised "first last": lower case, accents removed, apostrophes dropped, other
-- punctuation and runs of spaces as one space. unaccent() is only STABLE (its dictionary could change), so a
-- generated column needs this IMMUTABLE wrapper naming the dictionary explicitly. Queries use the same function.
CREATE OR REPLACE FUNCTION portal_search_name(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, $1)), '[''’]', '', 'g'), '[[:space:][:punct:]]+', ' ', 'g')) $$;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "enrolled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "source_system_customer_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_name" text GENERATED ALWAYS AS (portal_search_name(first_name || ' ' || last_name)) STORED;--> statement-breakpoint
CREATE INDEX "customers_search_name_trgm_idx" ON "customers" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_birthdate_idx" ON "customers" USING btree ("birthdate");--> statement-breakpoint
CREATE INDEX "customers_email_lower_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_source_system_id_idx" ON "customers" USING btree ("source_system_customer_id");