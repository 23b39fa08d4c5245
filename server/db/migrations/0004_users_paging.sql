-- Members are listed newest first with id as the tie-breaker; these indexes serve that order (read
-- backwards) and its reverse, which deep pages use (server/graphql/resolvers/members.ts).
CREATE INDEX IF NOT EXISTS "users_created_at_id_idx" ON "users" ("created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_status_created_at_id_idx" ON "users" ("status", "created_at", "id");--> statement-breakpoint
-- The role filter (`roles @> array[...]`) needs a GIN index; a b-tree cannot answer containment.
CREATE INDEX IF NOT EXISTS "users_roles_gin_idx" ON "users" USING gin ("roles");--> statement-breakpoint
-- Counting every member on every page request is a full scan; a trigger-maintained summary answers the
-- unfiltered and status-only totals in constant time.
INSERT INTO "user_status_counts" ("status", "n") SELECT "status", count(*) FROM "users" GROUP BY "status"
  ON CONFLICT ("status") DO UPDATE SET "n" = excluded."n";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_status_count_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO "user_status_counts" ("status", "n") VALUES (NEW."status", 1)
      ON CONFLICT ("status") DO UPDATE SET "n" = "user_status_counts"."n" + 1;
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE "user_status_counts" SET "n" = "n" - 1 WHERE "status" = OLD."status";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_status_count_ins_del" AFTER INSERT OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_status_count_trg"();--> statement-breakpoint
CREATE TRIGGER "users_status_count_upd" AFTER UPDATE OF "status" ON "users"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "users_status_count_trg"();
