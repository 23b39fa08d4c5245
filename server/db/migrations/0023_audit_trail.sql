ALTER TABLE "audit_logs" DROP CONSTRAINT "audit_logs_admin_id_admins_id_fk";
--> statement-breakpoint
DROP INDEX "audit_logs_admin_id_idx";--> statement-breakpoint
DROP INDEX "audit_logs_entity_idx";--> statement-breakpoint
DROP INDEX "audit_logs_created_at_idx";--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_entity_created_idx" ON "audit_logs" USING btree ("entity","created_at","seq");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_id_idx" ON "audit_logs" USING btree ("entity_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "audit_logs_action_idx" ON "audit_logs" USING btree ("action","created_at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_logs_seq_uq" ON "audit_logs" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_logs_admin_id_idx" ON "audit_logs" USING btree ("admin_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity","entity_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" USING btree ("created_at","seq");--> statement-breakpoint
-- The trail no one can rewrite (docs/audit.md). Each row's hash covers its content and the hash of the row
-- before it, so changing, removing or inserting a row anywhere breaks the chain from there on; the
-- database refuses UPDATE, DELETE and TRUNCATE on the table, whoever sends them.
--
-- The content hashed is the canonical JSON text of a jsonb array (jsonb prints keys sorted and spacing
-- fixed, so the same values always give the same text): seq, prev_hash, id, admin_id, action, entity,
-- entity_id, before, after, ip and created_at in UTC with microseconds.
CREATE OR REPLACE FUNCTION "audit_log_hash"(r "audit_logs") RETURNS text LANGUAGE sql STABLE
  RETURN encode(sha256(convert_to(jsonb_build_array(
    r.seq, r.prev_hash, r.id, r.admin_id, r.action, r.entity, r.entity_id, r.before, r.after, r.ip,
    to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  )::text, 'UTF8')), 'hex');
--> statement-breakpoint
-- The rows written before the chain existed are chained in the order they were written.
DO $$
DECLARE
  r "audit_logs";
  prev text := '';
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM "audit_logs" ORDER BY "created_at", "id" LOOP
    n := n + 1;
    r.seq := n;
    r.prev_hash := prev;
    r.hash := "audit_log_hash"(r);
    UPDATE "audit_logs" SET "seq" = r.seq, "prev_hash" = r.prev_hash, "hash" = r.hash WHERE "id" = r.id;
    prev := r.hash;
  END LOOP;
END $$;
--> statement-breakpoint
-- Volatile (the default), so the select sees the rows a multi-row insert has already added before this
-- one. The transaction-scoped advisory lock makes concurrent inserts take turns until each commits: the
-- next one reads the committed last row, so two instances never chain two rows to the same parent (the
-- unique index on seq would refuse such a row rather than fork the chain).
CREATE OR REPLACE FUNCTION "audit_logs_chain_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(7462018330021);
  SELECT "seq", "hash" INTO last_seq, last_hash FROM "audit_logs" WHERE "seq" IS NOT NULL
    ORDER BY "seq" DESC LIMIT 1;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, '');
  NEW.hash := "audit_log_hash"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_logs_chain" BEFORE INSERT ON "audit_logs"
  FOR EACH ROW EXECUTE FUNCTION "audit_logs_chain_trg"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_logs_append_only_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_logs is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_logs_append_only" BEFORE UPDATE OR DELETE ON "audit_logs"
  FOR EACH ROW EXECUTE FUNCTION "audit_logs_append_only_trg"();
--> statement-breakpoint
CREATE TRIGGER "audit_logs_no_truncate" BEFORE TRUNCATE ON "audit_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_logs_append_only_trg"();
