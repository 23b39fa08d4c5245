CREATE TABLE "sign_in_throttle" (
	"account" text NOT NULL,
	"source" text NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_throttle_account_source_pk" PRIMARY KEY("account","source")
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "ceiling_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sign_in_throttle_updated_at_idx" ON "sign_in_throttle" USING btree ("updated_at");