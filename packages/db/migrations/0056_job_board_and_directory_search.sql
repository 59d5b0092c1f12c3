CREATE TABLE "directory_search" (
	"sal_id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"earth_point" "earth" NOT NULL,
	"time_zone" text,
	"name" text NOT NULL,
	"search_vector" "tsvector",
	"category_ids" uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_board_search" (
	"job_post_id" integer NOT NULL,
	"employer_location_id" integer,
	"earth_point" "earth",
	"posted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"remote" boolean NOT NULL,
	"search_text" text NOT NULL,
	"industry" text NOT NULL,
	"minimum_educational_level_id" integer NOT NULL,
	"job_position_type_id" smallint NOT NULL,
	"annual_salary_max" numeric(14, 2),
	"onet_code" text
);
--> statement-breakpoint
ALTER TABLE "directory_search" ADD CONSTRAINT "directory_search_sal_id_directory_service_at_locations_id_fk" FOREIGN KEY ("sal_id") REFERENCES "public"."directory_service_at_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_search" ADD CONSTRAINT "directory_search_service_id_directory_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."directory_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_search" ADD CONSTRAINT "directory_search_location_id_directory_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."directory_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_board_search" ADD CONSTRAINT "job_board_search_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_board_search" ADD CONSTRAINT "job_board_search_employer_location_id_employer_locations_id_fk" FOREIGN KEY ("employer_location_id") REFERENCES "public"."employer_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_search_service_idx" ON "directory_search" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "directory_search_location_idx" ON "directory_search" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "directory_search_earth_idx" ON "directory_search" USING gist ("earth_point");--> statement-breakpoint
CREATE INDEX "job_board_search_post_idx" ON "job_board_search" USING btree ("job_post_id");--> statement-breakpoint
CREATE INDEX "job_board_search_location_idx" ON "job_board_search" USING btree ("employer_location_id");--> statement-breakpoint
CREATE INDEX "job_board_search_earth_idx" ON "job_board_search" USING gist ("earth_point") WHERE "job_board_search"."employer_location_id" is not null;--> statement-breakpoint
CREATE INDEX "job_board_search_remote_posted_idx" ON "job_board_search" USING btree ("posted_at" DESC NULLS LAST,"job_post_id" DESC NULLS LAST) WHERE "job_board_search"."employer_location_id" is null;--> statement-breakpoint
CREATE INDEX "job_board_search_remote_trgm_idx" ON "job_board_search" USING gin ("search_text" gin_trgm_ops) WHERE "job_board_search"."employer_location_id" is null;--> statement-breakpoint
-- Issue #30. The two search tables are derived: these functions rebuild the rows of the posts (services) named, and
-- statement-level triggers call them with every post (service) a write touched, in the write's transaction, so a
-- bulk load costs one set-based rebuild per statement. Deletes of the rows they come from cascade (the foreign keys).
CREATE OR REPLACE FUNCTION job_board_search_refresh(post_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM job_board_search WHERE job_post_id IN (SELECT unnest(post_ids));
  INSERT INTO job_board_search (job_post_id, employer_location_id, earth_point, posted_at, expires_at, remote,
    search_text, industry, minimum_educational_level_id, job_position_type_id, annual_salary_max, onet_code)
  SELECT p.id, place.id, place.point, p.posted_at, p.expires_at, p.remote,
    p.search_text || chr(10) || lower(e.company_name), p.industry, p.minimum_educational_level_id,
    p.job_position_type_id, p.annual_salary_max, p.onet_code
  FROM job_posts p
  JOIN employers e ON e.id = p.employer_id AND e.deleted_at IS NULL
  CROSS JOIN LATERAL (
    SELECT l.id, ll_to_earth(l.latitude, l.longitude) AS point
    FROM job_post_locations jl JOIN employer_locations l ON l.id = jl.employer_location_id
    WHERE jl.job_post_id = p.id AND l.deleted_at IS NULL AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
    UNION ALL
    SELECT NULL::integer, NULL::earth WHERE p.remote
  ) place
  WHERE p.id IN (SELECT unnest(post_ids)) AND p.status_id = 3 AND p.deleted_at IS NULL;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_board_search_posts_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_board_search_refresh(array(SELECT id FROM written));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_board_search_post_locations_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_board_search_refresh(array(SELECT DISTINCT job_post_id FROM written));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_board_search_post_locations_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_board_search_refresh(array(SELECT job_post_id FROM old_rows UNION SELECT job_post_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_board_search_locations_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_board_search_refresh(array(
    SELECT DISTINCT jl.job_post_id FROM new_rows a JOIN old_rows b ON b.id = a.id
    JOIN job_post_locations jl ON jl.employer_location_id = a.id
    WHERE (a.latitude, a.longitude, a.deleted_at) IS DISTINCT FROM (b.latitude, b.longitude, b.deleted_at)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_board_search_employers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_board_search_refresh(array(
    SELECT p.id FROM new_rows a JOIN old_rows b ON b.id = a.id JOIN job_posts p ON p.employer_id = a.id
    WHERE (a.company_name, a.deleted_at) IS DISTINCT FROM (b.company_name, b.deleted_at)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_posts_board_search_inserted AFTER INSERT ON job_posts
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION job_board_search_posts_written();--> statement-breakpoint
CREATE TRIGGER job_posts_board_search_updated AFTER UPDATE ON job_posts
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION job_board_search_posts_written();--> statement-breakpoint
CREATE TRIGGER job_post_locations_board_search_inserted AFTER INSERT ON job_post_locations
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION job_board_search_post_locations_written();--> statement-breakpoint
CREATE TRIGGER job_post_locations_board_search_deleted AFTER DELETE ON job_post_locations
  REFERENCING OLD TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION job_board_search_post_locations_written();--> statement-breakpoint
CREATE TRIGGER job_post_locations_board_search_updated AFTER UPDATE ON job_post_locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION job_board_search_post_locations_moved();--> statement-breakpoint
CREATE TRIGGER employer_locations_board_search_updated AFTER UPDATE ON employer_locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION job_board_search_locations_moved();--> statement-breakpoint
CREATE TRIGGER employers_board_search_updated AFTER UPDATE ON employers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION job_board_search_employers_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_search_refresh(service_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM directory_search WHERE service_id IN (SELECT unnest(service_ids));
  INSERT INTO directory_search (sal_id, service_id, location_id, earth_point, time_zone, name, search_vector,
    category_ids)
  SELECT sal.id, s.id, l.id, l.earth_point, l.time_zone, s.name, s.search_vector, s.category_ids
  FROM directory_services s
  JOIN directory_service_at_locations sal ON sal.service_id = s.id
  JOIN directory_locations l ON l.id = sal.location_id
  WHERE s.id IN (SELECT unnest(service_ids)) AND s.status = 'active' AND l.earth_point IS NOT NULL;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_search_services_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM directory_search_refresh(array(SELECT id FROM written));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_search_sal_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM directory_search_refresh(array(SELECT DISTINCT service_id FROM written));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_search_sal_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM directory_search_refresh(array(SELECT service_id FROM old_rows UNION SELECT service_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_search_locations_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM directory_search_refresh(array(
    SELECT DISTINCT sal.service_id FROM new_rows a JOIN old_rows b ON b.id = a.id
    JOIN directory_service_at_locations sal ON sal.location_id = a.id
    WHERE (a.earth_point, a.time_zone) IS DISTINCT FROM (b.earth_point, b.time_zone)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER directory_services_search_inserted AFTER INSERT ON directory_services
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION directory_search_services_written();--> statement-breakpoint
CREATE TRIGGER directory_services_search_updated AFTER UPDATE ON directory_services
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION directory_search_services_written();--> statement-breakpoint
CREATE TRIGGER directory_sal_search_inserted AFTER INSERT ON directory_service_at_locations
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION directory_search_sal_written();--> statement-breakpoint
CREATE TRIGGER directory_sal_search_updated AFTER UPDATE ON directory_service_at_locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_search_sal_moved();--> statement-breakpoint
CREATE TRIGGER directory_locations_search_updated AFTER UPDATE ON directory_locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION directory_search_locations_moved();--> statement-breakpoint
-- The rows for what is already there, loaded before the radius and recency indexes are built (faster than keeping
-- them row by row); those are built with INCLUDE, which Drizzle cannot say: the columns a search reads, so that a
-- search in a circle (and the remote posts' count) reads its index alone.
DROP INDEX "job_board_search_earth_idx";--> statement-breakpoint
DROP INDEX "job_board_search_remote_posted_idx";--> statement-breakpoint
DROP INDEX "directory_search_earth_idx";--> statement-breakpoint
SELECT job_board_search_refresh(array(SELECT id FROM job_posts WHERE status_id = 3 AND deleted_at IS NULL));--> statement-breakpoint
SELECT directory_search_refresh(array(SELECT id FROM directory_services WHERE status = 'active'));--> statement-breakpoint
CREATE INDEX "job_board_search_earth_idx" ON "job_board_search" USING gist ("earth_point")
  INCLUDE ("job_post_id", "posted_at", "expires_at", "remote", "search_text")
  WHERE "employer_location_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_board_search_remote_posted_idx" ON "job_board_search" ("posted_at" DESC, "job_post_id" DESC)
  INCLUDE ("expires_at") WHERE "employer_location_id" IS NULL;--> statement-breakpoint
CREATE INDEX "directory_search_earth_idx" ON "directory_search" USING gist ("earth_point")
  INCLUDE ("sal_id", "service_id", "location_id", "time_zone", "name", "category_ids", "search_vector");
