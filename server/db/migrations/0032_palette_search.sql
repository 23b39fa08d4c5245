-- The command palette's record search (adminSearch, docs/palette.md) matches what people remember without
-- regard to case or tone marks ('nguyen van a' finds 'Nguyễn Văn An', 'đ' is 'd'), with kar_fold (migration
-- 0006) on both sides. Posts (post_search), garages and driving centres (title_search) and parking lots
-- (search_text) already keep their folded text; members and reviews get theirs here.
-- A member's name and email, folded once per write in a generated column that only the search reads (not in
-- the drizzle table: nothing writes it and selects never need it), so the recheck of a trigram match is a
-- plain LIKE on stored text instead of folding every candidate row.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "search_fold" text GENERATED ALWAYS AS (kar_fold(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_fold_trgm_idx" ON "users" USING gin ("search_fold" gin_trgm_ops);--> statement-breakpoint
-- Reviews are few (hundreds) but read by title in both languages; an expression index is enough there.
CREATE INDEX IF NOT EXISTS "reviews_name_fold_trgm_idx" ON "reviews" USING gin (kar_fold("name_vi" || ' ' || "name_en") gin_trgm_ops);
