-- Broadcast delivery (issue 15, docs/notifications.md): one idempotency key per send, the delivery state of
-- each recipient, and the tie from a member's in-app row to the broadcast that wrote it, unique so that a
-- batch run twice (a restart mid-broadcast) can never give anyone a second row.
ALTER TABLE "notifications" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "recipient_count" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
-- Rows from before delivery tracking were sent already; their audience and screen become the API's enum values.
UPDATE "notifications" SET "status" = 'done', "finished_at" = "created_at";--> statement-breakpoint
UPDATE "notifications" SET "role" = CASE "role" WHEN 'Buyer' THEN 'BUYERS' WHEN 'Seller' THEN 'SELLERS' WHEN 'Garage Salon Owner' THEN 'GARAGE_OWNER' WHEN 'Parking Owner' THEN 'PARKING_OWNER' WHEN 'Learn Driver License' THEN 'LICENCE_LEARNER' WHEN 'Car Ownership' THEN 'CAR_OWNERSHIP' WHEN 'All' THEN NULL ELSE "role" END;--> statement-breakpoint
UPDATE "notifications" SET "target_screen" = upper(replace("target_screen", ' ', '_')) WHERE "target_screen" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_idempotency_key_uq" ON "notifications" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "notifications_title_trgm_idx" ON "notifications" USING gin (lower("title_vi" || ' ' || "title_en") gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"batch" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_batch_idx" ON "notification_deliveries" USING btree ("notification_id","batch");--> statement-breakpoint
CREATE INDEX "notification_deliveries_status_idx" ON "notification_deliveries" USING btree ("notification_id","status");--> statement-breakpoint
ALTER TABLE "user_notifications" ADD COLUMN "notification_id" uuid;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_notifications_notification_user_uq" ON "user_notifications" USING btree ("notification_id","user_id") WHERE "notification_id" IS NOT NULL;
