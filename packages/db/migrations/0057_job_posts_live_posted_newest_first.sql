DROP INDEX "job_posts_live_posted_idx";--> statement-breakpoint
CREATE INDEX "job_posts_live_posted_idx" ON "job_posts" USING btree ("posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "job_posts"."status_id" = 3 and "job_posts"."deleted_at" is null;--> statement-breakpoint
-- Issue #30: with the post's expiry and employer in the index, counting the whole board (up to the cap) is an
-- index-only scan of the newest live posts instead of a walk of the heap.
DROP INDEX "job_posts_live_posted_idx";--> statement-breakpoint
CREATE INDEX "job_posts_live_posted_idx" ON "job_posts" ("posted_at" DESC, "id" DESC)
  INCLUDE ("expires_at", "employer_id") WHERE "status_id" = 3 AND "deleted_at" IS NULL;
