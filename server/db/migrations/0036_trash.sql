ALTER TABLE "banners" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "review_categories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_categories" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "review_videos" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_videos" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "driving_centers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driving_centers" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "parkings" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parkings" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
CREATE INDEX "banners_deleted_at_idx" ON "banners" USING btree ("deleted_at") WHERE "banners"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "review_categories_deleted_at_idx" ON "review_categories" USING btree ("deleted_at") WHERE "review_categories"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "review_videos_deleted_at_idx" ON "review_videos" USING btree ("deleted_at") WHERE "review_videos"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_deleted_at_idx" ON "reviews" USING btree ("deleted_at") WHERE "reviews"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "driving_centers_deleted_at_idx" ON "driving_centers" USING btree ("deleted_at") WHERE "driving_centers"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "garages_deleted_at_idx" ON "garages" USING btree ("deleted_at") WHERE "garages"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "parkings_deleted_at_idx" ON "parkings" USING btree ("deleted_at") WHERE "parkings"."deleted_at" is not null;