-- Issue #30: the live posts' index newest first (as the board reads it), and with the post's expiry and employer
-- included (which Drizzle cannot say), so that counting the whole board up to the cap is an index-only scan of the
-- newest live posts instead of a walk of the heap.
DROP INDEX "job_posts_live_posted_idx";--> statement-breakpoint
CREATE INDEX "job_posts_live_posted_idx" ON "job_posts" USING btree ("posted_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("expires_at", "employer_id") WHERE "job_posts"."status_id" = 3 AND "job_posts"."deleted_at" IS NULL;
