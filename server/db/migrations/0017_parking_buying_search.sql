-- Parking (SPEC §2.14) and buying demand / buying customer (SPEC §2.10) searches match any part of the
-- title, address, phone, email or website (parking), the buyer's name or phone (buying demands), without
-- regard to case or tone marks. The folded text is stored once per write in a generated column that only
-- the search reads (not in the drizzle tables: nothing writes it and selects never need it), with a
-- trigram index, so a search reads the index instead of folding every row (kar_fold: migration 0006).
ALTER TABLE "parkings" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (kar_fold(coalesce("title", '') || ' ' || coalesce("address", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("email", '') || ' ' || coalesce("website", ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parkings_search_text_trgm_idx" ON "parkings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The possible-duplicate check looks a phone up by its last nine digits (0912… and +84 912… alike).
CREATE INDEX IF NOT EXISTS "parkings_phone_digits_idx" ON "parkings" (right(regexp_replace(coalesce("phone", ''), '\D', '', 'g'), 9));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parkings_ward_idx" ON "parkings" ("ward");--> statement-breakpoint
-- The list pages newest first; the id breaks ties between rows of one instant.
CREATE INDEX IF NOT EXISTS "parkings_created_at_id_idx" ON "parkings" ("created_at" DESC, "id" DESC);--> statement-breakpoint
ALTER TABLE "car_buying_needs" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (kar_fold(coalesce("buyer_name", '') || ' ' || coalesce("phone", ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "car_buying_needs_search_text_trgm_idx" ON "car_buying_needs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "car_buying_needs_created_at_id_idx" ON "car_buying_needs" ("created_at" DESC, "id" DESC);--> statement-breakpoint
-- Buying customers are the demands handed to sellers (is_customer): a partial index pages them alone.
CREATE INDEX IF NOT EXISTS "car_buying_needs_customer_created_at_idx" ON "car_buying_needs" ("created_at" DESC, "id" DESC) WHERE "is_customer";--> statement-breakpoint
-- A seller's buying customers (adminGetListCustomerCarBuyingNeedByUserId userId): the sellers array, by GIN.
CREATE INDEX IF NOT EXISTS "car_buying_needs_user_seller_ids_idx" ON "car_buying_needs" USING gin ("user_seller_ids");
