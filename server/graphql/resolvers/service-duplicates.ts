import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { notTrashed } from '../../kit/trash';
import type { Db } from '../../db/client';
import { drivingCenters, garages, parkings } from '../../db/schema';
import {
  DUPLICATES_SHOWN,
  PHONE_MIN_DIGITS,
  phoneTail,
  serviceDuplicateSchema,
  SIMILAR_TITLE,
  TITLE_MIN,
} from '../../../src/rules/service-duplicates';
import type { QueryAdminFindServiceDuplicatesArgs, QueryResolvers } from '../generated/resolvers';
import { parseInput } from '../zod-input';

const TABLES = { GARAGE: garages, DRIVING_CENTER: drivingCenters, PARKING: parkings } as const;

/**
 * 'Possible duplicate' (issue 13 §5) for garages, driving centres and parking lots alike: listings of the
 * kind with the same phone (last nine digits), or a title at least SIMILAR_TITLE alike in the same ward;
 * why this rule: src/rules/service-duplicates.ts. Advice only: the admin can still save.
 */
export async function findServiceDuplicates(db: Db, args: QueryAdminFindServiceDuplicatesArgs) {
  const f = parseInput(serviceDuplicateSchema, args);
  const table = TABLES[f.kind];
  const tail = f.phone ? phoneTail(f.phone) : '';
  // The expression is the one indexed by migrations 0017 (parkings) and 0019 (garages, driving centres),
  // written out (9 = PHONE_TAIL_DIGITS) so the planner matches it to the index.
  const byPhone =
    tail.length >= PHONE_MIN_DIGITS
      ? sql`right(regexp_replace(coalesce(${table.phone}, ''), '\\D', '', 'g'), 9) = ${tail}`
      : undefined;
  const byName =
    f.title && f.title.length >= TITLE_MIN && f.ward
      ? and(
          eq(table.ward, f.ward),
          sql`similarity(kar_fold(${table.title}), kar_fold(${f.title})) >= ${SIMILAR_TITLE}`,
        )
      : undefined;
  const anyOf = or(byPhone, byName);
  if (!anyOf) return [];
  const rows = await db
    .select({
      id: table.id,
      title: table.title,
      phone: table.phone,
      address: table.address,
      samePhone: byPhone ? sql<boolean>`${byPhone}` : sql<boolean>`false`,
    })
    .from(table)
    .where(and(anyOf, notTrashed(table), f.excludeId ? ne(table.id, f.excludeId) : undefined))
    .orderBy(desc(table.createdAt))
    .limit(DUPLICATES_SHOWN);
  return rows.map(({ samePhone, ...r }) => ({ ...r, matchedBy: samePhone ? 'PHONE' : 'NAME' }));
}

export const serviceDuplicatesQuery: Pick<QueryResolvers, 'adminFindServiceDuplicates'> = {
  adminFindServiceDuplicates: (_r, args, ctx) => findServiceDuplicates(ctx.db, args),
};
