/**
 * A former province whose name a current one now bears (the old Lào Cai beside the Lào Cai that took
 * code 15) reads 'Tỉnh Lào Cai (cũ)', as Vietnamese speak of it, so no list or select shows two units of
 * one name. Run by migration 0016 (scripts/current-units-migration.ts) and by the demo seed after it adds
 * the former units.
 */
export const FORMER_SAME_NAME_SQL = `UPDATE "provinces" AS "f" SET "name" = "f"."name" || ' (cũ)' FROM "provinces" AS "c"
  WHERE NOT "f"."is_active" AND "c"."is_active" AND "c"."name" = "f"."name" AND "f"."name" NOT LIKE '% (cũ)'`;
