-- Server-side sorting of the lists (server/kit/sort.ts): each sort a list offers on a plain value is read
-- in (value, id) order, the id breaking ties, so a sorted page is an index walk that stops after the page.
CREATE INDEX "car_versions_price_id_idx" ON "car_versions" USING btree ("price_car_version","id");--> statement-breakpoint
CREATE INDEX "car_versions_year_id_idx" ON "car_versions" USING btree ("year_manufacture","id");--> statement-breakpoint
CREATE INDEX "transfer_requests_amount_id_idx" ON "transfer_requests" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "users_full_name_id_idx" ON "users" USING btree (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')),"id");--> statement-breakpoint
CREATE INDEX "posts_price_id_idx" ON "posts" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "posts_total_view_id_idx" ON "posts" USING btree ("total_view","id");--> statement-breakpoint
CREATE INDEX "driving_centers_rating_id_idx" ON "driving_centers" USING btree ("average_rating","id");--> statement-breakpoint
CREATE INDEX "garages_rating_id_idx" ON "garages" USING btree ("average_rating","id");