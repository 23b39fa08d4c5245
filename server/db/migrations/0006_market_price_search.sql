-- Market Price search (SPEC §2.8, §7 adminGetListAllVersion keyword) matches version, model and brand
-- names without regard to case or tone marks: 'hyundai' finds 'Hyundai', 'dac biet' finds 'Đặc biệt'.
-- unaccent is not bundled with PGlite, so kar_fold strips the combining marks after NFD itself; the
-- resolver folds the keyword the same way in JS (src/rules/market-price.ts foldSearchText).
CREATE OR REPLACE FUNCTION "kar_fold"(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT lower(translate(regexp_replace(normalize(t, NFD), '[\u0300-\u036f]', '', 'g'), 'đĐ', 'dd')) $$;--> statement-breakpoint
-- Folding costs microseconds per name, so a broad word (one in most names) would fold every version on
-- every search. The folded name is stored once per write instead, in a generated column that only the
-- search reads (it is not in the drizzle table on purpose: nothing writes it, and selects never need it).
ALTER TABLE "car_versions" ADD COLUMN IF NOT EXISTS "name_search" text GENERATED ALWAYS AS (kar_fold("name")) STORED;--> statement-breakpoint
-- A leading-wildcard LIKE cannot use a b-tree: trigram indexes keep selective searches to index reads.
-- Models and brands are matched first; their ids then use the b-tree indexes on car_versions.
CREATE INDEX IF NOT EXISTS "car_versions_name_search_trgm_idx" ON "car_versions" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "models_name_fold_trgm_idx" ON "models" USING gin (kar_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "brands_name_fold_trgm_idx" ON "brands" USING gin (kar_fold("name") gin_trgm_ops);
