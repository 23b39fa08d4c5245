-- Dashboard aggregates (docs/dashboard.md) answered from indexes alone, so the page stays fast with
-- millions of members, listings and transactions. Covering (INCLUDE) columns allow index-only scans.
-- Weekly and monthly revenue: a range on created_at, summing amount, leaving out one type.
CREATE INDEX IF NOT EXISTS "transactions_created_at_cover_idx" ON "transactions" ("created_at") INCLUDE ("type", "amount");--> statement-breakpoint
-- Revenue by type: one group per type.
CREATE INDEX IF NOT EXISTS "transactions_type_cover_idx" ON "transactions" ("type") INCLUDE ("amount");--> statement-breakpoint
-- Listings by status and the total of listing views.
CREATE INDEX IF NOT EXISTS "posts_status_cover_idx" ON "posts" ("status") INCLUDE ("total_view", "created_at");--> statement-breakpoint
-- Unverified members: neither email nor phone confirmed; a partial index keeps this count small.
CREATE INDEX IF NOT EXISTS "users_unverified_idx" ON "users" ("created_at") WHERE NOT "is_active_email" AND NOT "is_active_phone";--> statement-breakpoint
-- Members by location: the member-to-city join read from the index alone.
CREATE INDEX IF NOT EXISTS "user_metadata_user_city_idx" ON "user_metadata" ("user_id") INCLUDE ("city_id");
