-- Program Finder near an address: the online programs (no location) of the providers with a location within the
-- radius, read directly instead of as a BitmapAnd of every online program and every program of those providers
-- (0.93 -> 0.10 ms of the 'nursing near 80202' search at 50,180 programs; docs/decisions/0024-program-search-at-scale.md).
CREATE INDEX "programs_online_provider_idx" ON "programs" USING btree ("provider_id") WHERE "programs"."provider_location_id" is null;