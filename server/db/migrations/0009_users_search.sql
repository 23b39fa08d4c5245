-- Members' keyword search (server/graphql/resolvers/members.ts). The list itself walks the created_at
-- index and stops after a page, but the exact total has to recheck every trigram match on its heap row;
-- on users that visits nearly every page of the table. A narrow copy of the searched text, kept by
-- statement-level triggers, holds the same matches in about half the pages.
CREATE TABLE "user_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"phone" text
);
--> statement-breakpoint
INSERT INTO "user_search" ("id", "text", "phone")
  SELECT id, lower(coalesce(email, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')), phone
  FROM "users";
--> statement-breakpoint
CREATE INDEX "user_search_text_trgm_idx" ON "user_search" USING gin ("text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_search_phone_trgm_idx" ON "user_search" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_search_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_search" ("id", "text", "phone")
      SELECT id, lower(coalesce(email, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')), phone
      FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM "user_search" s USING old_rows o WHERE s.id = o.id;
  ELSE
    -- Only members whose searched columns changed are rewritten; an id change moves the row.
    DELETE FROM "user_search" s USING old_rows o
      WHERE s.id = o.id AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id);
    INSERT INTO "user_search" AS s ("id", "text", "phone")
      SELECT n.id, lower(coalesce(n.email, '') || ' ' || coalesce(n.first_name, '') || ' ' || coalesce(n.last_name, '')),
             n.phone
      FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
      WHERE o.id IS NULL OR n.email IS DISTINCT FROM o.email OR n.first_name IS DISTINCT FROM o.first_name
         OR n.last_name IS DISTINCT FROM o.last_name OR n.phone IS DISTINCT FROM o.phone
      ON CONFLICT ("id") DO UPDATE SET "text" = excluded."text", "phone" = excluded."phone";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_search_ins" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_search_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_search_upd" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_search_trg"();
--> statement-breakpoint
CREATE TRIGGER "user_search_del" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_search_trg"();
--> statement-breakpoint
-- TRUNCATE fires no DELETE trigger; the search copy goes with the table.
CREATE OR REPLACE FUNCTION "user_search_truncate_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "user_search";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_search_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_search_truncate_trg"();
--> statement-breakpoint
-- Recomputes the search copy from users, like dashboard_rollups_rebuild() does for the roll-ups.
CREATE OR REPLACE FUNCTION "user_search_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "users" IN SHARE MODE;
  DELETE FROM "user_search";
  INSERT INTO "user_search" ("id", "text", "phone")
    SELECT id, lower(coalesce(email, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')), phone
    FROM "users";
END
$$;
