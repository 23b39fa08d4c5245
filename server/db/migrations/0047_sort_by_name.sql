-- Market price by name and Driving centres by title (server/kit/sort.ts), the id breaking ties: at 20,000 rows
-- each, a sort that read and sorted every row took 30 to 50 ms (bench/report.md, Sorts at scale).
CREATE INDEX "car_versions_name_id_idx" ON "car_versions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "driving_centers_title_id_idx" ON "driving_centers" USING btree ("title","id");