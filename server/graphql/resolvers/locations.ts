import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { countries, districts, provinces, wards } from '../../db/schema';
import type { QueryResolvers } from '../generated/resolvers';
import { pagedList, type PageArgs } from '../../kit/page';

async function page<T extends PgTable>(
  db: Db,
  table: T,
  order: PgColumn,
  where: SQL | undefined,
  args: PageArgs,
) {
  return pagedList(
    args,
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(asc(order)),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
    (rows) => rows as T['$inferSelect'][],
  );
}

/** The units under one parent (a country's provinces, a province's districts…), or all of them. */
const under = (parent: PgColumn, code: string | null | undefined) => (code ? eq(parent, code) : undefined);
/** `active: true` keeps the units in force; false the former ones; left out, both. */
const activeIs = (column: PgColumn, active: boolean | null | undefined) =>
  active == null ? undefined : eq(column, active);

export const locationsQuery: Pick<QueryResolvers, 'countries' | 'provinces' | 'districts' | 'wards'> = {
  countries: (_r, args, ctx) => page(ctx.db, countries, countries.name, undefined, args),
  provinces: (_r, args, ctx) =>
    page(
      ctx.db,
      provinces,
      provinces.code,
      and(under(provinces.countryCode, args.countryCode), activeIs(provinces.isActive, args.active)),
      args,
    ),
  districts: (_r, args, ctx) =>
    page(
      ctx.db,
      districts,
      districts.code,
      and(under(districts.provinceCode, args.provinceCode), activeIs(districts.isActive, args.active)),
      args,
    ),
  // A province's wards read in name order (the two-level picker); a district's keep code order.
  wards: (_r, args, ctx) =>
    page(
      ctx.db,
      wards,
      args.provinceCode && !args.districtCode ? wards.name : wards.code,
      and(
        under(wards.districtCode, args.districtCode),
        under(wards.provinceCode, args.provinceCode),
        activeIs(wards.isActive, args.active),
      ),
      args,
    ),
};
