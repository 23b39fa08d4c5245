-- Totals and look-ups the lists read beside every page, at scale (bench/report.md, Sorts at scale).
-- The Transfer requests list's total (meta.totalItems) counted every request joined to its member: 200 ms
-- at 200,000 requests, whatever the sort. The unfiltered and status-only totals now come from a summary
-- kept per statement by triggers, as the members' do (user_status_counts, migrations 0004 and 0007); the
-- sort by status reads (status, id). A post's market price (each row of the Posts list) found the
-- versions of its model by the model alone, then by year: 2 ms a post with 20,000 versions; now one
-- index holds the model, the name and the year it looks up.
CREATE TABLE "transfer_request_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "car_versions_model_idx";--> statement-breakpoint
CREATE INDEX "car_versions_model_name_year_idx" ON "car_versions" USING btree ("model","name","year_manufacture");--> statement-breakpoint
CREATE INDEX "transfer_requests_status_id_idx" ON "transfer_requests" USING btree ("status","id");--> statement-breakpoint
INSERT INTO "transfer_request_status_counts" ("status", "n")
  SELECT "status", count(*) FROM "transfer_requests" GROUP BY 1;--> statement-breakpoint
-- Rows by status in the order of the key, so two statements never wait on each other's rows crosswise.
CREATE FUNCTION "transfer_request_status_counts_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "transfer_request_status_counts" AS d ("status", "n")
      SELECT status, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT ("status") DO UPDATE SET "n" = d."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "transfer_request_status_counts" AS d ("status", "n")
      SELECT status, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT ("status") DO UPDATE SET "n" = d."n" + excluded."n";
  ELSE
    INSERT INTO "transfer_request_status_counts" AS d ("status", "n")
      SELECT status, sum(n) FROM (
        SELECT status, 1 AS n FROM new_rows
        UNION ALL
        SELECT status, -1 FROM old_rows
      ) x GROUP BY status HAVING sum(n) <> 0 ORDER BY status
      ON CONFLICT ("status") DO UPDATE SET "n" = d."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transfer_request_status_counts_ins" AFTER INSERT ON "transfer_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "transfer_request_status_counts_trg"();--> statement-breakpoint
CREATE TRIGGER "transfer_request_status_counts_upd" AFTER UPDATE ON "transfer_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transfer_request_status_counts_trg"();--> statement-breakpoint
CREATE TRIGGER "transfer_request_status_counts_del" AFTER DELETE ON "transfer_requests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "transfer_request_status_counts_trg"();--> statement-breakpoint
-- TRUNCATE fires no DELETE trigger: the summary of a truncated table is emptied with it.
CREATE FUNCTION "transfer_request_status_counts_truncate_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "transfer_request_status_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transfer_request_status_counts_truncate" AFTER TRUNCATE ON "transfer_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "transfer_request_status_counts_truncate_trg"();
