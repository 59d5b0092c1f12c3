-- The 211 finder reads a result's first phone by its service_at_location first (issue #13): without this index that
-- lookup read every phone (about 8 ms a row at 50,000 services).
CREATE INDEX "directory_phones_sal_idx" ON "directory_phones" USING btree ("service_at_location_id");