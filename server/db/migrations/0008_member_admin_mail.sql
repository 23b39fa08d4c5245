-- Member create/edit: one account per email whatever its case (replaces the plain lookup index).
DROP INDEX IF EXISTS "users_email_lower_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
-- An initial password an admin sets on a new member (argon2id, like admin passwords).
ALTER TABLE "users" ADD COLUMN "password_hash" text;--> statement-breakpoint
-- The outbox records delivery per message: who it is about, how it went out, and what happened.
ALTER TABLE "mail_outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "transport" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "eml_path" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "mail_outbox" SET "status" = 'sent' WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "mail_outbox_pending_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_user_id_idx" ON "mail_outbox" USING btree ("user_id","created_at");
