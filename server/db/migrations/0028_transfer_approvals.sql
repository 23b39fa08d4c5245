CREATE TABLE "transfer_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_request_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_approvals" ADD CONSTRAINT "transfer_approvals_transfer_request_id_transfer_requests_id_fk" FOREIGN KEY ("transfer_request_id") REFERENCES "public"."transfer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_approvals" ADD CONSTRAINT "transfer_approvals_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_approvals_request_admin_uq" ON "transfer_approvals" USING btree ("transfer_request_id","admin_id");--> statement-breakpoint
CREATE INDEX "transfer_approvals_admin_created_at_idx" ON "transfer_approvals" USING btree ("admin_id","created_at");