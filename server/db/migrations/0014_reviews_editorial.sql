-- A review category in use cannot disappear: the admin is told which reviews use it (the resolver's
-- check) and RESTRICT makes that check race-free, where SET NULL left reviews without a category silently.
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_category_review_categories_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_category_review_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."review_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The lists show newest first; categories are few, videos and reviews page by created date.
CREATE INDEX IF NOT EXISTS "review_categories_created_at_idx" ON "review_categories" USING btree ("created_at");
