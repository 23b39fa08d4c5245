-- Posts per brand and per city (server/db/tables/dashboard-rollups.ts postKeyCounts): the Posts list's
-- brand-only and location-only totals read them instead of counting index entries (docs/posts.md). Kept
-- by statement-level triggers like post_daily (migration 0007): each statement adds its net change per
-- key, in key order (no deadlock between two writers), and a status-only update changes nothing here.
CREATE TABLE "post_key_counts" (
	"kind" text NOT NULL,
	"key" uuid NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_key_counts_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
INSERT INTO "post_key_counts" ("kind", "key", "n")
  SELECT 'brand', brand_id, count(*) FROM "posts" WHERE brand_id IS NOT NULL GROUP BY brand_id
  UNION ALL
  SELECT 'city', city_id, count(*) FROM "posts" WHERE city_id IS NOT NULL GROUP BY city_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "post_key_counts_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "post_key_counts" AS c ("kind", "key", "n")
      SELECT kind, key, sum(d) FROM (SELECT k.kind, k.key, 1 AS d FROM new_rows r
      CROSS JOIN LATERAL (VALUES ('brand', r.brand_id), ('city', r.city_id)) AS k(kind, key)
      WHERE k.key IS NOT NULL) x
      GROUP BY kind, key ORDER BY kind, key
      ON CONFLICT ("kind", "key") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "post_key_counts" AS c ("kind", "key", "n")
      SELECT kind, key, sum(d) FROM (SELECT k.kind, k.key, -1 AS d FROM old_rows r
      CROSS JOIN LATERAL (VALUES ('brand', r.brand_id), ('city', r.city_id)) AS k(kind, key)
      WHERE k.key IS NOT NULL) x
      GROUP BY kind, key ORDER BY kind, key
      ON CONFLICT ("kind", "key") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "post_key_counts" AS c ("kind", "key", "n")
      SELECT kind, key, sum(d) FROM (SELECT k.kind, k.key, 1 AS d FROM new_rows r
      CROSS JOIN LATERAL (VALUES ('brand', r.brand_id), ('city', r.city_id)) AS k(kind, key)
      WHERE k.key IS NOT NULL
        UNION ALL
        SELECT k.kind, k.key, -1 AS d FROM old_rows r
      CROSS JOIN LATERAL (VALUES ('brand', r.brand_id), ('city', r.city_id)) AS k(kind, key)
      WHERE k.key IS NOT NULL) x
      GROUP BY kind, key HAVING sum(d) <> 0 ORDER BY kind, key
      ON CONFLICT ("kind", "key") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "post_key_counts_ins" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_key_counts_trg"();
--> statement-breakpoint
CREATE TRIGGER "post_key_counts_upd" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_key_counts_trg"();
--> statement-breakpoint
CREATE TRIGGER "post_key_counts_del" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_key_counts_trg"();
--> statement-breakpoint
-- TRUNCATE fires no DELETE trigger; the counts go with the table.
CREATE OR REPLACE FUNCTION "post_key_counts_truncate_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "post_key_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "post_key_counts_truncate" AFTER TRUNCATE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "post_key_counts_truncate_trg"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "post_key_counts_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "posts" IN SHARE MODE;
  DELETE FROM "post_key_counts";
  INSERT INTO "post_key_counts" ("kind", "key", "n")
    SELECT 'brand', brand_id, count(*) FROM "posts" WHERE brand_id IS NOT NULL GROUP BY brand_id
    UNION ALL
    SELECT 'city', city_id, count(*) FROM "posts" WHERE city_id IS NOT NULL GROUP BY city_id;
END
$$;
