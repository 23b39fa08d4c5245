-- Every sort of the Members and Posts lists is an index walk on (value, id) that stops after the page
-- (server/kit/sort.ts; bench/report.md, Sorts at scale). Two of them sorted a value another table holds,
-- so each read and sorted every row: the member's balance (user_balances.amount) and the post's brand
-- (brands.name). Each now has a copy beside the row it sorts, written only by triggers, in the transaction
-- that changes the value: users.balance_sort (null without a balance row, as the join gave) and
-- posts.brand_sort (null without a brand). Nothing reads the copies but the ORDER BY.
DROP INDEX "posts_created_at_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "balance_sort" bigint;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "brand_sort" text;--> statement-breakpoint
-- The copies of what is there now. The tables' own triggers (search copies, counts, roll-ups) read none of
-- these columns, so they are off for the two updates: else each would be handed every row of its table
-- twice. The migration runs in one transaction holding both tables, so no other write sees them off.
ALTER TABLE "users" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "users" u SET "balance_sort" = b."amount" FROM "user_balances" b WHERE b."user_id" = u."id";--> statement-breakpoint
ALTER TABLE "users" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "posts" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "posts" p SET "brand_sort" = b."name" FROM "brands" b WHERE b."id" = p."brand_id";--> statement-breakpoint
ALTER TABLE "posts" ENABLE TRIGGER USER;--> statement-breakpoint
CREATE INDEX "users_email_lower_id_idx" ON "users" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "users_balance_sort_id_idx" ON "users" USING btree ("balance_sort","id");--> statement-breakpoint
CREATE INDEX "posts_created_at_id_idx" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_year_id_idx" ON "posts" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "posts_title_id_idx" ON "posts" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "posts_brand_sort_id_idx" ON "posts" USING btree ("brand_sort","id");--> statement-breakpoint
-- users.balance_sort follows user_balances.amount. Per statement, from the rows the statement wrote: a
-- credit's upsert fires the insert or the update trigger. The balance row is locked by its own write
-- until the transaction ends, so two writers of one balance copy their amounts in the order they wrote
-- them, and the copy is the amount last committed.
CREATE FUNCTION "user_balance_sort_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "users" u SET "balance_sort" = n."amount" FROM new_rows n
      WHERE u."id" = n."user_id" AND u."balance_sort" IS DISTINCT FROM n."amount";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    -- A member left without a balance row sorts as no balance.
    UPDATE "users" u SET "balance_sort" = NULL FROM old_rows o
      WHERE u."id" = o."user_id" AND u."balance_sort" IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "user_balances" b WHERE b."user_id" = o."user_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_balance_sort_ins" AFTER INSERT ON "user_balances" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_balance_sort_trg"();--> statement-breakpoint
CREATE TRIGGER "user_balance_sort_upd" AFTER UPDATE ON "user_balances"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_balance_sort_trg"();--> statement-breakpoint
CREATE TRIGGER "user_balance_sort_del" AFTER DELETE ON "user_balances" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_balance_sort_trg"();--> statement-breakpoint
CREATE FUNCTION "user_balance_sort_truncate_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "balance_sort" = NULL WHERE "balance_sort" IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_balance_sort_truncate" AFTER TRUNCATE ON "user_balances"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_balance_sort_truncate_trg"();--> statement-breakpoint
-- posts.brand_sort is the brand's name as the post is written. FOR SHARE waits for a rename of that brand
-- under way, so the name copied is the one it commits; a post written first holds the rename back until
-- it commits, and the rename's update below then sees it.
CREATE FUNCTION "post_brand_sort_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand_name text;
BEGIN
  IF NEW."brand_id" IS NOT NULL THEN
    SELECT "name" INTO brand_name FROM "brands" WHERE "id" = NEW."brand_id" FOR SHARE;
  END IF;
  NEW."brand_sort" := brand_name;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_brand_sort_ins" BEFORE INSERT ON "posts"
  FOR EACH ROW EXECUTE FUNCTION "post_brand_sort_trg"();--> statement-breakpoint
CREATE TRIGGER "posts_brand_sort_upd" BEFORE UPDATE OF "brand_id" ON "posts"
  FOR EACH ROW WHEN (OLD."brand_id" IS DISTINCT FROM NEW."brand_id") EXECUTE FUNCTION "post_brand_sort_trg"();--> statement-breakpoint
-- A renamed brand renames the copy on each of its posts, in the rename's transaction.
CREATE FUNCTION "brand_name_sort_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "posts" SET "brand_sort" = NEW."name"
    WHERE "brand_id" = NEW."id" AND "brand_sort" IS DISTINCT FROM NEW."name";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "brands_name_sort_upd" AFTER UPDATE OF "name" ON "brands"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "brand_name_sort_trg"();
