-- One 'Possible duplicate' check for garages, driving centres and parking lots (issue 13 §5): a phone is
-- the same number when its last nine digits agree (0912… and +84 912… alike; src/rules/service-duplicates.ts).
-- Parkings have this index since 0017; garages and driving centres get the same expression so the check
-- reads an index instead of stripping every row's phone.
CREATE INDEX IF NOT EXISTS "garages_phone_digits_idx" ON "garages" (right(regexp_replace(coalesce("phone", ''), '\D', '', 'g'), 9));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "driving_centers_phone_digits_idx" ON "driving_centers" (right(regexp_replace(coalesce("phone", ''), '\D', '', 'g'), 9));
