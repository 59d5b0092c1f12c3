-- The 211 finder's radius search (issue #13, ADR 0022): the location's earth point materialised, and a GiST index on it
-- that carries the id and time zone, so the circle is an index-only scan with no ll_to_earth() per row.
DROP INDEX "directory_locations_earth_idx";--> statement-breakpoint
ALTER TABLE "directory_locations" ADD COLUMN "earth_point" "earth" GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED;--> statement-breakpoint
CREATE INDEX "directory_locations_earth_point_idx" ON "directory_locations" USING gist ("earth_point") INCLUDE ("id", "time_zone");
