import { count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contests } from '../../db/schema';
import { rowSnapshot, writeAudit } from '../../kit/audit';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import { uniqueSlug } from '../../kit/slug';
import { claimEdit } from '../../kit/edit-version';
import { contestSchema, idSchema, listSchema } from '../../../src/rules/editorial';
import { notFound } from '../errors';
import { requireAdmin } from '../guard';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { foldedContains } from './learning-shared';

const contestNotFound = () => notFound('Contest');
const contestId = idSchema('contest');

/** SPEC §7: contestPagination (skip, take, keyword); the keyword is looked for in the name and description. */
/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const contestSort = listSort(
  {
    createdAt: contests.createdAt,
    name: contests.name,
    startDate: contests.startDate,
    endDate: contests.endDate,
  },
  contests.id,
);

export async function listContests(
  db: Db,
  args: { skip?: number | null; take?: number | null; sort?: string | null; keyword?: string | null },
) {
  const { keyword } = parseInput(listSchema, { keyword: args.keyword });
  const where = keyword
    ? or(
        foldedContains(sql`${contests.name}`, keyword),
        foldedContains(sql`${contests.description}`, keyword),
      )
    : undefined;
  return pagedList(
    args,
    db
      .select()
      .from(contests)
      .where(where)
      .orderBy(...contestSort.orderBy(args.sort, [desc(contests.startDate), desc(contests.id)])),
    db.select({ n: count() }).from(contests).where(where),
    (rows) => rows,
  );
}

export async function getContest(db: Db, rawId: string) {
  const { id } = parseInput(contestId, { id: rawId });
  const [row] = await db.select().from(contests).where(eq(contests.id, id));
  if (!row) throw contestNotFound();
  return row;
}

const values = (input: ReturnType<typeof contestSchema.parse>) => ({
  name: input.name,
  description: input.description,
  duration: input.duration,
  noWiner: input.noWiner,
  startDate: new Date(input.startDate),
  endDate: new Date(input.endDate),
});

export async function createContest(db: Db, raw: unknown, adminId: string) {
  const input = parseInput(contestSchema, raw);
  return db.transaction(async (tx) => {
    // Serialises slug choices: two contests of one name get name and name-2.
    await tx.execute(sql`lock table ${contests} in share row exclusive mode`);
    const slug = await uniqueSlug(tx, contests, { id: contests.id, slug: contests.slug }, input.name);
    const [row] = await tx
      .insert(contests)
      .values({ ...values(input), slug })
      .returning();
    if (!row) throw contestNotFound();
    await writeAudit(tx, adminId, {
      entity: 'contest',
      verb: 'create',
      entityId: row.id,
      after: rowSnapshot(row),
    });
    return row;
  });
}

export async function editContest(
  db: Db,
  rawId: string,
  raw: unknown,
  adminId: string,
  editVersion?: number | null,
) {
  const { id } = parseInput(contestId, { id: rawId });
  const input = parseInput(contestSchema, raw);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${contests} in share row exclusive mode`);
    await claimEdit(tx, contests, id, editVersion);
    const [current] = await tx.select().from(contests).where(eq(contests.id, id)).for('update');
    if (!current) throw contestNotFound();
    const slug =
      current.name === input.name
        ? current.slug
        : await uniqueSlug(tx, contests, { id: contests.id, slug: contests.slug }, input.name, id);
    const [row] = await tx
      .update(contests)
      .set({ ...values(input), slug, updatedAt: new Date() })
      .where(eq(contests.id, id))
      .returning();
    if (!row) throw contestNotFound();
    await writeAudit(tx, adminId, {
      entity: 'contest',
      verb: 'edit',
      entityId: id,
      before: rowSnapshot(current),
      after: rowSnapshot(row),
    });
    return row;
  });
}

export const contestsQuery: Pick<QueryResolvers, 'contestPagination' | 'adminGetContestDetail'> = {
  contestPagination: (_root, args, ctx) => listContests(ctx.db, args),
  adminGetContestDetail: (_root, args, ctx) => getContest(ctx.db, args.id),
};

export const contestsMutation: Pick<MutationResolvers, 'adminCreateContest' | 'adminEditContest'> = {
  adminCreateContest: (_root, args, ctx) => createContest(ctx.db, args.input, requireAdmin(ctx).id),
  adminEditContest: (_root, args, ctx) =>
    editContest(ctx.db, args.id, args.input, requireAdmin(ctx).id, args.editVersion),
};
