import { and, count, eq, getTableColumns, gte, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  countries,
  media,
  provinces,
  userBalances,
  userMetadata,
  users,
  userSearch,
  userStatusCounts,
} from '../../db/schema';
import { userIdSchema, usersFilterSchema } from '../../../src/rules/members';
import { notFound } from '../errors';
import type { GraphQLContext } from '../context';
import { maySee } from '../guard';
import type { QueryResolvers, QueryUsersArgs, UserResolvers, UserRole } from '../generated/resolvers';
import { vnDayStart, vnNextDayStart } from '../vn-day';
import { parseInput } from '../zod-input';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { UserModel } from '../mappers';
import { containsPattern } from '../../kit/like';
import { storedRole } from '../../kit/member-roles';
import { pageEnvelope, pageWindow } from '../../kit/page';
import { listSort, type SortChoice } from '../../kit/sort';
import { inline, placeholders, preparedByShape, type Bind } from '../../kit/prepared';
import { columnsAsked, fieldTreeOf, type FieldTree } from '../../kit/selection';

/** A keyword matches any part of the searched text, or of the phone when it holds 3 digits or more. */
function keywordMatch(
  keyword: string,
  text: SQL | SQLWrapper,
  phone: SQLWrapper,
  bind: Bind = inline,
): SQL | undefined {
  const pattern = containsPattern(keyword.toLowerCase());
  const digits = keyword.replace(/\D/g, '').replace(/^(84|0)/, '');
  return or(
    sql`${text} like ${bind('pattern', pattern)}`,
    digits.length >= 3 ? sql`${phone} like ${bind('digits', `%${digits}%`)}` : undefined,
  );
}

/** The members a filter selects; `bind` decides whether its values go in as they are or as placeholders. */
export function usersWhere(
  f: {
    keyword?: string | undefined;
    status?: string | undefined;
    createFrom?: string | undefined;
    createTo?: string | undefined;
    type?: UserRole | undefined;
  },
  bind: Bind = inline,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.keyword) {
    // One expression over email and name, matching the trigram index of migration 0001.
    const byText = keywordMatch(
      f.keyword,
      sql`lower(coalesce(${users.email}, '') || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
      users.phone,
      bind,
    );
    if (byText) conditions.push(byText);
  }
  if (f.status) {
    conditions.push(eq(users.status, bind('status', f.status as typeof users.$inferSelect.status)));
  }
  if (f.createFrom) conditions.push(gte(users.createdAt, bind('from', vnDayStart(f.createFrom))));
  if (f.createTo) conditions.push(lt(users.createdAt, bind('to', vnNextDayStart(f.createTo))));
  if (f.type) conditions.push(sql`${users.roles} @> array[${bind('role', storedRole(f.type))}]::text[]`);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Total members matching a filter. The unfiltered and status-only totals come from the
 * trigger-maintained summary (migrations 0004, 0007), a keyword alone from the search copy
 * (migration 0009); anything else is counted through its index.
 */
async function countUsers(
  db: Db,
  where: SQL | undefined,
  filter: {
    keyword?: string | undefined;
    status?: (typeof users.$inferSelect)['status'] | undefined;
  },
  narrowed: boolean,
  keywordOnly: boolean,
  /** The shape of `where` (its placeholders' names) and their values. */
  shape: string,
  values: Record<string, unknown>,
) {
  if (keywordOnly && filter.keyword) {
    // The same match on the narrow copy of migration 0009: half the pages to recheck, same rows.
    const { bind, values: searchValues, names } = placeholders();
    const match = keywordMatch(filter.keyword, userSearch.text, userSearch.phone, bind);
    const query = countPrepared(db, `search|${names.join(',')}`, () =>
      db.select({ n: count() }).from(userSearch).where(match).prepare(''),
    );
    const [row] = await query.execute(searchValues);
    return row?.n ?? 0;
  }
  if (!narrowed) {
    const query = summaryPrepared(db, filter.status ? 'status' : 'all', () =>
      db
        .select({ n: sql<string>`coalesce(sum(${userStatusCounts.n}), 0)` })
        .from(userStatusCounts)
        .where(filter.status ? eq(userStatusCounts.status, sql.placeholder('status')) : undefined)
        .prepare(''),
    );
    const [row] = await query.execute({ status: filter.status });
    return Number(row?.n ?? 0);
  }
  const query = countPrepared(db, `users|${shape}`, () =>
    db.select({ n: count() }).from(users).where(where).prepare(''),
  );
  const [row] = await query.execute(values);
  return row?.n ?? 0;
}

const countPrepared = preparedByShape<{
  execute(values: Record<string, unknown>): Promise<{ n: number }[]>;
}>();
const summaryPrepared = preparedByShape<{
  execute(values: Record<string, unknown>): Promise<{ n: string }[]>;
}>();

/**
 * What the list selects for the User fields `items` asks (a FieldTree from the operation), so a page reads
 * the 14 columns the Members screen shows rather than all 43 of the three tables: on PGlite, decoding each
 * column of each row on the event loop was a large part of a list request's CPU (bench/report.md). Without
 * `asked` (callers outside GraphQL) every column is read.
 */
function userListSelection(asked: FieldTree | undefined): ListSelection {
  const items = asked?.get('items');
  if (!items) {
    return {
      user: getTableColumns(users),
      balance: getTableColumns(userBalances),
      avatarRow: getTableColumns(media),
    };
  }
  const balance = items.get('userBalance');
  const avatar = items.get('avatarMedia');
  return {
    user: columnsAsked(getTableColumns(users), items, avatar ? ['id', 'avatar'] : ['id']),
    ...(balance ? { balance: columnsAsked(getTableColumns(userBalances), balance, ['id']) } : {}),
    ...(avatar ? { avatarRow: columnsAsked(getTableColumns(media), avatar, ['id']) } : {}),
  };
}

// A type, not an interface, so that drizzle's select (which wants an index signature) accepts it.
type ListSelection = {
  user: Record<string, PgColumn>;
  balance?: Record<string, PgColumn>;
  avatarRow?: Record<string, PgColumn>;
};

/**
 * A listed member holds only the columns its operation asked for (userListSelection), and the User field
 * resolvers and default resolvers read no others: tests/server/members.test.ts asks every User field through
 * the list and checks them against the member's detail, which reads whole rows.
 */
const listedUser = (r: { user: object; balance?: object | null; avatarRow?: object | null }) =>
  ({ ...r.user, balance: r.balance, avatarRow: r.avatarRow }) as UserModel;

/**
 * What the Members list sorts by (its `sort` argument), each key read from an index on users with the id
 * (migrations 0025, 0045): the name and the email are the expressions those indexes hold; the balance is
 * users.balance_sort, the copy of user_balances.amount its triggers keep, so the order needs no join and a
 * member without a balance row sorts as no balance (after every amount ascending, before them descending).
 */
export const memberSort = listSort(
  {
    createdAt: users.createdAt,
    name: sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
    balance: users.balanceSort,
    email: sql`lower(${users.email})`,
  },
  users.id,
);
type MemberSortKey = (typeof memberSort.keys)[number];

/** Newest first: the order before sorting existed, and still the order without a `sort`. */
const NEWEST: SortChoice<MemberSortKey> = { key: 'createdAt', descending: true };

/** The page's select for a shape, with placeholders for the filter's values, `limit` and `offset`. */
function preparePage(
  db: Db,
  selection: ListSelection,
  where: SQL | undefined,
  order: SortChoice<MemberSortKey>,
) {
  let base = db.select(selection).from(users).$dynamic();
  // Each joins at most one row per member, so leaving out one nobody asked for changes no page.
  if (selection.balance) base = base.leftJoin(userBalances, eq(userBalances.userId, users.id));
  if (selection.avatarRow) base = base.leftJoin(media, eq(media.id, users.avatar));
  return base
    .where(where)
    .orderBy(...memberSort.orderOf(order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('');
}

const pagePrepared = preparedByShape<ReturnType<typeof preparePage>>();

const selectionKey = (s: ListSelection) =>
  [s.user, s.balance, s.avatarRow].map((c) => (c ? Object.keys(c).join(',') : '-')).join('|');

/**
 * An order by balance tells who holds more, so it is the balance's permission too: without it the list
 * keeps its default order (the SPA offers no such sort to an admin who sees no Balance column).
 */
function hideBalanceOrder(args: QueryUsersArgs, ctx: GraphQLContext): QueryUsersArgs {
  const byBalance = memberSort.parse(args.sort)?.key === 'balance';
  return byBalance && !maySee(ctx, 'members.balances') ? { ...args, sort: null } : args;
}

export async function listUsers(db: Db, args: QueryUsersArgs, asked?: FieldTree) {
  const filter = parseInput(usersFilterSchema, {
    keyword: args.keyword ?? undefined,
    status: args.status ?? undefined,
    createFrom: args.createFrom ?? undefined,
    createTo: args.createTo ?? undefined,
  });
  const type = args.type ?? undefined;
  const { bind, values: filterValues, names } = placeholders();
  const where = usersWhere({ ...filter, type }, bind);
  // The placeholders a filter made name its shape: the SQL differs by nothing else.
  const filterShape = names.join(',');
  const narrowed = !!(filter.keyword || filter.createFrom || filter.createTo || type);
  const window = pageWindow(args);
  const sort = memberSort.parse(args.sort) ?? NEWEST;
  const keywordOnly = !!filter.keyword && !filter.status && !filter.createFrom && !filter.createTo && !type;
  const totalItems = await countUsers(db, where, filter, narrowed, keywordOnly, filterShape, filterValues);

  // Past the middle of the list, read it from the other end: an OFFSET only ever skips the shorter side.
  const end = Math.min(window.offset + window.size, totalItems);
  const fromTail = window.offset > totalItems / 2 && end > window.offset;
  const selection = userListSelection(asked);
  // Built once per shape (which filters, which end, which columns) and run with this request's values.
  // From the tail, the same order read backwards (every key and the id reversed), then turned round.
  const order = fromTail ? { ...sort, descending: !sort.descending } : sort;
  const page = pagePrepared(
    db,
    `${filterShape}|${order.descending ? '-' : ''}${order.key}|${selectionKey(selection)}`,
    () => preparePage(db, selection, where, order),
  );
  const bounds = fromTail
    ? { limit: end - window.offset, offset: totalItems - end }
    : { limit: window.size, offset: window.offset };
  const fetched = await page.execute({ ...filterValues, ...bounds });
  const rows = fromTail ? fetched.reverse() : fetched;
  const items = rows.map((r) => listedUser(r));
  return pageEnvelope(items, totalItems, window);
}

export async function getUserDetail(db: Db, rawId: string) {
  const { id } = parseInput(userIdSchema, { id: rawId });
  const [row] = await db
    .select({ user: getTableColumns(users), balance: userBalances, avatarRow: media })
    .from(users)
    .leftJoin(userBalances, eq(userBalances.userId, users.id))
    .leftJoin(media, eq(media.id, users.avatar))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw notFound('Member');
  return { ...row.user, balance: row.balance, avatarRow: row.avatarRow };
}

export const membersQuery: Pick<QueryResolvers, 'users' | 'adminGetUserDetail'> = {
  users: (_root, args, ctx, info) => listUsers(ctx.db, hideBalanceOrder(args, ctx), fieldTreeOf(info)),
  adminGetUserDetail: (_root, args, ctx) => getUserDetail(ctx.db, args.id),
};

const firstOrNull = async <T>(rows: PromiseLike<T[]>): Promise<T | null> => (await rows)[0] ?? null;

export const userResolvers: UserResolvers = {
  isWithdraw: (u) => u.isWithdraw,
  dob: (u) => u.dob,
  // A list row comes with its avatar and balance read alongside: answered as plain values, not promises,
  // so the compiled query serialises a page without waiting on twenty promises.
  avatarMedia: (u, _args, ctx) => {
    if (u.avatarRow !== undefined) return u.avatarRow;
    if (!u.avatar) return null;
    return firstOrNull(ctx.db.select().from(media).where(eq(media.id, u.avatar)).limit(1));
  },
  userBalance: (u, _args, ctx) => {
    if (u.balance !== undefined) return u.balance;
    return firstOrNull(ctx.db.select().from(userBalances).where(eq(userBalances.userId, u.id)).limit(1));
  },
  metadata: async (u, _args, ctx) => {
    const [row] = await ctx.db
      .select({ meta: userMetadata, province: provinces, country: countries })
      .from(userMetadata)
      .leftJoin(provinces, eq(provinces.id, userMetadata.cityId))
      .leftJoin(countries, eq(countries.id, userMetadata.countryId))
      .where(eq(userMetadata.userId, u.id))
      .limit(1);
    if (!row) return null;
    return { ...row.meta, province: row.province, country: row.country };
  },
};
