-- Names that start with the query's words ("maria smith" finds "maria smith jones"), for typo search (ADR 0029,
-- point 3): a byte-order btree, so a range bounded by a parameter (~>=~, ~<~) is an index condition on both engines.
CREATE INDEX "customer_search_names_prefix_idx" ON "customer_search_names" USING btree ("search_name" text_pattern_ops);
