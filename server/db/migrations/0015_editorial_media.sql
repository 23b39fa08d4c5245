-- One default avatar at most, held by the database itself: a second default can never be committed,
-- whatever the order of two racing saves (the resolver serialises them and clears the old one first).
CREATE UNIQUE INDEX "avatars_one_default_uq" ON "avatars" USING btree ("is_default") WHERE "is_default";--> statement-breakpoint
-- The media library asks "who uses this file?" of every array that holds media ids.
CREATE INDEX "banners_media_ids_gin_idx" ON "banners" USING gin ("media_ids");--> statement-breakpoint
CREATE INDEX "cars_image_inside_ids_gin_idx" ON "cars" USING gin ("image_inside_ids");--> statement-breakpoint
CREATE INDEX "cars_image_outside_ids_gin_idx" ON "cars" USING gin ("image_outside_ids");--> statement-breakpoint
CREATE INDEX "reviews_media_ids_gin_idx" ON "reviews" USING gin ("media_ids");--> statement-breakpoint
CREATE INDEX "reviews_thumnail_idx" ON "reviews" USING btree ("thumnail");--> statement-breakpoint
CREATE INDEX "posts_media_ids_gin_idx" ON "posts" USING gin ("media_ids");--> statement-breakpoint
CREATE INDEX "posts_hide_plate_media_ids_gin_idx" ON "posts" USING gin ("hide_plate_media_ids");--> statement-breakpoint
-- The library lists live files newest first.
CREATE INDEX "media_live_created_at_idx" ON "media" USING btree ("created_at" DESC, "id" DESC) WHERE NOT "is_deleted";
