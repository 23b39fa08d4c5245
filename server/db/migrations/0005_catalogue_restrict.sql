-- Catalogue rows in use cannot disappear (Settings refuses such a delete with a message naming the users):
-- a brand or model no longer takes its models and versions with it, and posts and buying demands no
-- longer lose their brand, model, version or options silently. RESTRICT also makes the check race-free: a
-- post saved while an admin deletes its colour either waits for the delete and fails, or blocks it.
ALTER TABLE "models" DROP CONSTRAINT "models_brand_brands_id_fk";--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_versions" DROP CONSTRAINT "car_versions_brand_brands_id_fk";--> statement-breakpoint
ALTER TABLE "car_versions" ADD CONSTRAINT "car_versions_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_versions" DROP CONSTRAINT "car_versions_model_models_id_fk";--> statement-breakpoint
ALTER TABLE "car_versions" ADD CONSTRAINT "car_versions_model_models_id_fk" FOREIGN KEY ("model") REFERENCES "public"."models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_brand_id_brands_id_fk";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_model_id_models_id_fk";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_version_id_car_versions_id_fk";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_version_id_car_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."car_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_body_type_id_body_types_id_fk";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_body_type_id_body_types_id_fk" FOREIGN KEY ("body_type_id") REFERENCES "public"."body_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_colour_id_colours_id_fk";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_fuel_type_id_fuel_types_id_fk";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_fuel_type_id_fuel_types_id_fk" FOREIGN KEY ("fuel_type_id") REFERENCES "public"."fuel_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_fuel_economy_id_fuel_economies_id_fk";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_fuel_economy_id_fuel_economies_id_fk" FOREIGN KEY ("fuel_economy_id") REFERENCES "public"."fuel_economies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_driver_type_id_driver_types_id_fk";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_driver_type_id_driver_types_id_fk" FOREIGN KEY ("driver_type_id") REFERENCES "public"."driver_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_seat_id_seats_id_fk";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_door_id_doors_id_fk";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_buying_needs" DROP CONSTRAINT "car_buying_needs_brand_brands_id_fk";--> statement-breakpoint
ALTER TABLE "car_buying_needs" ADD CONSTRAINT "car_buying_needs_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_buying_needs" DROP CONSTRAINT "car_buying_needs_model_models_id_fk";--> statement-breakpoint
ALTER TABLE "car_buying_needs" ADD CONSTRAINT "car_buying_needs_model_models_id_fk" FOREIGN KEY ("model") REFERENCES "public"."models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Car metas and review models hold catalogue ids without a foreign key; these make the in-use checks lookups.
CREATE INDEX IF NOT EXISTS "car_metas_type_value_idx" ON "car_metas" ("type", "value");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_model_ids_idx" ON "reviews" USING gin ("model_ids");
