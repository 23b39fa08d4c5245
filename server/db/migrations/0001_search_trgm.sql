-- Members are searched by any part of their email, name or phone (SPEC §2.6). A leading-wildcard LIKE
-- cannot use a b-tree, so trigram GIN indexes keep the search fast at hundreds of thousands of members.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_text_trgm_idx" ON "users" USING gin ((lower(coalesce("email", '') || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);
