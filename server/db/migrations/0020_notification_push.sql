-- Device push beside the in-app row (issue 15, docs/notifications.md "Push"): each recipient of a
-- notification broadcast has its own push outcome on its delivery row. NULL means no push for that
-- recipient (push not configured when the broadcast was planned, an email broadcast, or the member turned
-- push off), so the figures count only the push deliveries that were queued.
ALTER TABLE "notification_deliveries" ADD COLUMN "push_status" text;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "push_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "push_error" text;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "push_message_id" text;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "push_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notification_deliveries_push_idx" ON "notification_deliveries" USING btree ("notification_id","push_status") WHERE "push_status" IS NOT NULL;
