CREATE TABLE "record_viewers" (
	"session_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"editing" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_viewers_session_id_entity_entity_id_pk" PRIMARY KEY("session_id","entity","entity_id")
);
--> statement-breakpoint
ALTER TABLE "record_viewers" ADD CONSTRAINT "record_viewers_session_id_admin_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."admin_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_viewers" ADD CONSTRAINT "record_viewers_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_viewers_record_idx" ON "record_viewers" USING btree ("entity","entity_id","seen_at");--> statement-breakpoint
-- Live updates (docs/live.md): every audit row, that is every write an admin makes, is told to every
-- instance's listening connection on the `kar_live` channel. NOTIFY inside the write's transaction is
-- delivered when it commits and never when it rolls back, so a change is announced exactly when it is
-- visible to a re-read. The payload carries what the row says of itself, never its before/after snapshots
-- (a NOTIFY payload is limited to 8,000 bytes, and listeners filter by permission before telling anyone).
CREATE FUNCTION audit_logs_notify_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kar_live', json_build_object(
    'kind', 'change',
    'entity', NEW.entity,
    'entityId', NEW.entity_id,
    'action', NEW.action,
    'actorId', NEW.admin_id,
    'at', NEW.created_at
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_logs_notify_live AFTER INSERT ON audit_logs
  FOR EACH ROW EXECUTE FUNCTION audit_logs_notify_live();
