-- Dashboard roll-ups (docs/dashboard.md): per-day summaries of users, posts and transactions and the
-- members per city, so every dashboard aggregate reads a few hundred summary rows instead of scanning
-- millions. Statement-level triggers with transition tables keep them exact for every writer (API, seed,
-- bulk SQL) at the cost of one grouped upsert per statement, not one per row; TRUNCATE empties them.
-- `select dashboard_rollups_rebuild()` recomputes everything from the source tables.
CREATE TABLE "post_daily" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "post_daily_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "transaction_daily" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"amount" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "transaction_daily_day_type_pk" PRIMARY KEY("day","type")
);
--> statement-breakpoint
CREATE TABLE "user_city_counts" (
	"city_id" uuid PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"n_active" integer DEFAULT 0 NOT NULL,
	"n_unverified" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The calendar day in Viet Nam (UTC+7, no daylight saving) of an instant; the server cuts days the same way.
CREATE OR REPLACE FUNCTION "kar_vn_day"(ts timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ((ts AT TIME ZONE 'UTC') + interval '7 hours')::date;
--> statement-breakpoint
-- Each trigger function groups the statement's old rows (minus) and new rows (plus) by key and applies the
-- net change in one upsert; an UPDATE that leaves the counted columns alone nets to zero and writes nothing.
-- Rows are upserted in key order so that concurrent writers lock summary rows in the same order.
CREATE OR REPLACE FUNCTION "user_daily_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_daily" AS d ("day", "n", "n_active", "n_unverified")
      SELECT kar_vn_day(created_at), count(*), count(*) FILTER (WHERE is_active),
             count(*) FILTER (WHERE NOT is_active_email AND NOT is_active_phone)
      FROM new_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT ("day") DO UPDATE SET "n" = d."n" + excluded."n", "n_active" = d."n_active" + excluded."n_active",
        "n_unverified" = d."n_unverified" + excluded."n_unverified";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "user_daily" AS d ("day", "n", "n_active", "n_unverified")
      SELECT kar_vn_day(created_at), -count(*), -count(*) FILTER (WHERE is_active),
             -count(*) FILTER (WHERE NOT is_active_email AND NOT is_active_phone)
      FROM old_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT ("day") DO UPDATE SET "n" = d."n" + excluded."n", "n_active" = d."n_active" + excluded."n_active",
        "n_unverified" = d."n_unverified" + excluded."n_unverified";
  ELSE
    INSERT INTO "user_daily" AS d ("day", "n", "n_active", "n_unverified")
      SELECT day, sum(n), sum(a), sum(u) FROM (
        SELECT kar_vn_day(created_at) AS day, 1 AS n, is_active::int AS a,
               (NOT is_active_email AND NOT is_active_phone)::int AS u FROM new_rows
        UNION ALL
        SELECT kar_vn_day(created_at), -1, -is_active::int, -(NOT is_active_email AND NOT is_active_phone)::int
        FROM old_rows
      ) x GROUP BY day HAVING sum(n) <> 0 OR sum(a) <> 0 OR sum(u) <> 0 ORDER BY day
      ON CONFLICT ("day") DO UPDATE SET "n" = d."n" + excluded."n", "n_active" = d."n_active" + excluded."n_active",
        "n_unverified" = d."n_unverified" + excluded."n_unverified";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "post_daily_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "post_daily" AS d ("day", "status", "n", "views")
      SELECT kar_vn_day(created_at), status, count(*), sum(total_view) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("day", "status") DO UPDATE SET "n" = d."n" + excluded."n", "views" = d."views" + excluded."views";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "post_daily" AS d ("day", "status", "n", "views")
      SELECT kar_vn_day(created_at), status, -count(*), -sum(total_view) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("day", "status") DO UPDATE SET "n" = d."n" + excluded."n", "views" = d."views" + excluded."views";
  ELSE
    INSERT INTO "post_daily" AS d ("day", "status", "n", "views")
      SELECT day, status, sum(n), sum(v) FROM (
        SELECT kar_vn_day(created_at) AS day, status, 1 AS n, total_view::bigint AS v FROM new_rows
        UNION ALL
        SELECT kar_vn_day(created_at), status, -1, -total_view::bigint FROM old_rows
      ) x GROUP BY day, status HAVING sum(n) <> 0 OR sum(v) <> 0 ORDER BY day, status
      ON CONFLICT ("day", "status") DO UPDATE SET "n" = d."n" + excluded."n", "views" = d."views" + excluded."views";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transaction_daily_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "transaction_daily" AS d ("day", "type", "n", "amount")
      SELECT kar_vn_day(created_at), type, count(*), sum(amount) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("day", "type") DO UPDATE SET "n" = d."n" + excluded."n", "amount" = d."amount" + excluded."amount";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "transaction_daily" AS d ("day", "type", "n", "amount")
      SELECT kar_vn_day(created_at), type, -count(*), -sum(amount) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("day", "type") DO UPDATE SET "n" = d."n" + excluded."n", "amount" = d."amount" + excluded."amount";
  ELSE
    INSERT INTO "transaction_daily" AS d ("day", "type", "n", "amount")
      SELECT day, type, sum(n), sum(a) FROM (
        SELECT kar_vn_day(created_at) AS day, type, 1 AS n, amount::numeric AS a FROM new_rows
        UNION ALL
        SELECT kar_vn_day(created_at), type, -1, -amount::numeric FROM old_rows
      ) x GROUP BY day, type HAVING sum(n) <> 0 OR sum(a) <> 0 ORDER BY day, type
      ON CONFLICT ("day", "type") DO UPDATE SET "n" = d."n" + excluded."n", "amount" = d."amount" + excluded."amount";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only metadata rows with a city are counted: members without one (or without metadata) are the total
-- minus these, which is what the dashboard's 'No Location' bucket shows.
CREATE OR REPLACE FUNCTION "user_city_counts_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_city_counts" AS d ("city_id", "n")
      SELECT city_id, count(*) FROM new_rows WHERE city_id IS NOT NULL GROUP BY 1 ORDER BY 1
      ON CONFLICT ("city_id") DO UPDATE SET "n" = d."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "user_city_counts" AS d ("city_id", "n")
      SELECT city_id, -count(*) FROM old_rows WHERE city_id IS NOT NULL GROUP BY 1 ORDER BY 1
      ON CONFLICT ("city_id") DO UPDATE SET "n" = d."n" + excluded."n";
  ELSE
    INSERT INTO "user_city_counts" AS d ("city_id", "n")
      SELECT city_id, sum(n) FROM (
        SELECT city_id, 1 AS n FROM new_rows WHERE city_id IS NOT NULL
        UNION ALL
        SELECT city_id, -1 FROM old_rows WHERE city_id IS NOT NULL
      ) x GROUP BY city_id HAVING sum(n) <> 0 ORDER BY city_id
      ON CONFLICT ("city_id") DO UPDATE SET "n" = d."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Members per status (migration 0004) switches from one upsert per row to one per statement, so bulk
-- loads do not queue on the same counter row 200,000 times.
DROP TRIGGER IF EXISTS "users_status_count_ins_del" ON "users";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_status_count_upd" ON "users";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "users_status_count_trg"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_status_counts_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_status_counts" AS d ("status", "n")
      SELECT status, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT ("status") DO UPDATE SET "n" = d."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "user_status_counts" AS d ("status", "n")
      SELECT status, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT ("status") DO UPDATE SET "n" = d."n" + excluded."n";
  ELSE
    INSERT INTO "user_status_counts" AS d ("status", "n")
      SELECT status, sum(n) FROM (
        SELECT status, 1 AS n FROM new_rows
        UNION ALL
        SELECT status, -1 FROM old_rows
      ) x GROUP BY status HAVING sum(n) <> 0 ORDER BY status
      ON CONFLICT ("status") DO UPDATE SET "n" = d."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE fires no DELETE trigger: the summaries of a truncated table are emptied with it.
CREATE OR REPLACE FUNCTION "dashboard_rollups_truncate_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    DELETE FROM "user_daily";
    DELETE FROM "user_status_counts";
  ELSIF TG_TABLE_NAME = 'posts' THEN
    DELETE FROM "post_daily";
  ELSIF TG_TABLE_NAME = 'transactions' THEN
    DELETE FROM "transaction_daily";
  ELSIF TG_TABLE_NAME = 'user_metadata' THEN
    DELETE FROM "user_city_counts";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_daily_ins" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_daily_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_daily_upd" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_daily_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_daily_del" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_daily_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_status_counts_ins" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_status_counts_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_status_counts_upd" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_status_counts_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_status_counts_del" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_status_counts_trg"();
--> statement-breakpoint
CREATE TRIGGER "post_daily_ins" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_daily_trg"();
--> statement-breakpoint
CREATE TRIGGER "post_daily_upd" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_daily_trg"();
--> statement-breakpoint
CREATE TRIGGER "post_daily_del" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_daily_trg"();
--> statement-breakpoint
CREATE TRIGGER "transaction_daily_ins" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_daily_trg"();
--> statement-breakpoint
CREATE TRIGGER "transaction_daily_upd" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_daily_trg"();
--> statement-breakpoint
CREATE TRIGGER "transaction_daily_del" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_daily_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_city_counts_ins" AFTER INSERT ON "user_metadata" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_city_counts_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_city_counts_upd" AFTER UPDATE ON "user_metadata" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_city_counts_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_city_counts_del" AFTER DELETE ON "user_metadata" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_city_counts_trg"();
--> statement-breakpoint
CREATE TRIGGER "users_rollups_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_rollups_truncate_trg"();
--> statement-breakpoint
CREATE TRIGGER "posts_rollups_truncate" AFTER TRUNCATE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_rollups_truncate_trg"();
--> statement-breakpoint
CREATE TRIGGER "transactions_rollups_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_rollups_truncate_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_metadata_rollups_truncate" AFTER TRUNCATE ON "user_metadata"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_rollups_truncate_trg"();
--> statement-breakpoint
-- Recomputes every summary from its source table, e.g. after restoring a dump taken without triggers.
-- SHARE locks hold writers back until the caller's transaction ends, so nothing slips between the two.
CREATE OR REPLACE FUNCTION "dashboard_rollups_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "users", "posts", "transactions", "user_metadata" IN SHARE MODE;
  DELETE FROM "user_daily";
  INSERT INTO "user_daily" ("day", "n", "n_active", "n_unverified")
    SELECT kar_vn_day(created_at), count(*), count(*) FILTER (WHERE is_active),
           count(*) FILTER (WHERE NOT is_active_email AND NOT is_active_phone)
    FROM "users" GROUP BY 1;
  DELETE FROM "user_status_counts";
  INSERT INTO "user_status_counts" ("status", "n") SELECT status, count(*) FROM "users" GROUP BY 1;
  DELETE FROM "post_daily";
  INSERT INTO "post_daily" ("day", "status", "n", "views")
    SELECT kar_vn_day(created_at), status, count(*), sum(total_view) FROM "posts" GROUP BY 1, 2;
  DELETE FROM "transaction_daily";
  INSERT INTO "transaction_daily" ("day", "type", "n", "amount")
    SELECT kar_vn_day(created_at), type, count(*), sum(amount) FROM "transactions" GROUP BY 1, 2;
  DELETE FROM "user_city_counts";
  INSERT INTO "user_city_counts" ("city_id", "n")
    SELECT city_id, count(*) FROM "user_metadata" WHERE city_id IS NOT NULL GROUP BY 1;
END
$$;
--> statement-breakpoint
SELECT "dashboard_rollups_rebuild"();
