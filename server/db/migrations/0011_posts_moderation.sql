-- Post moderation (issue 11, docs/posts.md): the reason code and the last decision on posts, the sellers'
-- pending edits, the admins' 10-minute claims, in-app notifications to members, and the title search.
CREATE TABLE "user_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"content_vi" text NOT NULL,
	"content_en" text NOT NULL,
	"target_screen" text,
	"target_id" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_claims" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_pending_edits" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "posts_city_id_idx";--> statement-breakpoint
DROP INDEX "report_posts_post_id_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "review_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderated_by" uuid;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_claims" ADD CONSTRAINT "post_claims_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_claims" ADD CONSTRAINT "post_claims_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_pending_edits" ADD CONSTRAINT "post_pending_edits_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notifications_user_id_created_at_idx" ON "user_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "post_claims_admin_id_idx" ON "post_claims" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "post_search_text_trgm_idx" ON "post_search" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "post_search_created_at_idx" ON "post_search" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_moderated_by_admins_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_city_id_created_at_idx" ON "posts" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_review_queue_idx" ON "posts" USING btree (coalesce("review_since", "created_at"),"id") WHERE "posts"."status" in ('PENDING', 'EDIT_PENDING');--> statement-breakpoint
CREATE INDEX "report_posts_post_id_idx" ON "report_posts" USING btree ("post_id","created_at");
--> statement-breakpoint
-- The title search copy (server/db/tables/posts.ts postSearch): kar_fold (migration 0006) of the title,
-- kept by statement-level triggers like user_search (migration 0009), so every writer (API, seed, bulk
-- SQL) keeps it exact.
INSERT INTO "post_search" ("id", "created_at", "text")
  SELECT id, created_at, kar_fold(title) FROM "posts";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "post_search_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "post_search" ("id", "created_at", "text")
      SELECT id, created_at, kar_fold(title) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM "post_search" s USING old_rows o WHERE s.id = o.id;
  ELSE
    -- Only posts whose title or creation time changed are rewritten; an id change moves the row.
    DELETE FROM "post_search" s USING old_rows o
      WHERE s.id = o.id AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id);
    INSERT INTO "post_search" AS s ("id", "created_at", "text")
      SELECT n.id, n.created_at, kar_fold(n.title)
      FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
      WHERE o.id IS NULL OR n.title IS DISTINCT FROM o.title OR n.created_at IS DISTINCT FROM o.created_at
      ON CONFLICT ("id") DO UPDATE SET "created_at" = excluded."created_at", "text" = excluded."text";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "post_search_ins" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_search_trg"();
--> statement-breakpoint
CREATE TRIGGER "post_search_upd" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_search_trg"();
--> statement-breakpoint
CREATE TRIGGER "post_search_del" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "post_search_trg"();
--> statement-breakpoint
-- TRUNCATE fires no DELETE trigger; the search copy goes with the table.
CREATE OR REPLACE FUNCTION "post_search_truncate_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "post_search";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "post_search_truncate" AFTER TRUNCATE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "post_search_truncate_trg"();
--> statement-breakpoint
-- Recomputes the search copy from posts, like user_search_rebuild() does for members.
CREATE OR REPLACE FUNCTION "post_search_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "posts" IN SHARE MODE;
  DELETE FROM "post_search";
  INSERT INTO "post_search" ("id", "created_at", "text")
    SELECT id, created_at, kar_fold(title) FROM "posts";
END
$$;
