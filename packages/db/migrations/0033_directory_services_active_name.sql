-- The 211 finder's first page (issue #13): with no keyword and no place, active services by name, read in the index's
-- order instead of sorting every service.
CREATE INDEX "directory_services_active_name_idx" ON "directory_services" USING btree ("name","id") WHERE status = 'active';