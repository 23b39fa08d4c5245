import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { notTrashed } from '../../kit/trash';
import type { GraphQLSchema } from 'graphql';
import type { Db } from '../../db/client';
import {
  drivingCenters,
  garages,
  parkings,
  postSearch,
  posts,
  reviews,
  transferRequests,
  users,
} from '../../db/schema';
import { containsPattern } from '../../kit/like';
import {
  paletteFold,
  paletteSearchSchema,
  PALETTE_RECORD_MIN,
  phoneDigits,
} from '../../../src/rules/palette';
import { postSearchTerm, postShortCode } from '../../../src/rules/posts';
import type { Permission } from '../../../src/rules/permissions';
import type { GraphQLContext } from '../context';
import type { AdminSearchHit, AdminSearchResult, QueryResolvers } from '../generated/resolvers';
import { maySee, rootFieldNeeds } from '../guard';
import { parseInput } from '../zod-input';

/**
 * Each kind of record the palette finds, with the list field whose permission decides whether the admin may
 * see it: the palette lists only what the admin could find on that list (docs/palette.md). The permission is
 * read from that field's declaration in schema.graphql, never written here a second time.
 */
const KIND_LIST_FIELD = {
  members: 'Query.users',
  posts: 'Query.adminListPost',
  transferRequests: 'Query.adminListUserTransferRequest',
  garages: 'Query.adminGaragePagination',
  drivingCenters: 'Query.adminCenterDriverLisensePagination',
  parkings: 'Query.adminParkingPagination',
  reviews: 'Query.adminGetListReviews',
} as const satisfies Record<keyof Omit<AdminSearchResult, '__typename'>, string>;
type Kind = keyof typeof KIND_LIST_FIELD;
const KINDS = Object.keys(KIND_LIST_FIELD) as Kind[];

const kindPermissions = new WeakMap<GraphQLSchema, Record<Kind, Permission>>();

/** The permission of each kind's list field, worked out once per schema (the guard already refused a bad one). */
function permissionsOf(schema: GraphQLSchema): Record<Kind, Permission> {
  let known = kindPermissions.get(schema);
  if (!known) {
    const needs = rootFieldNeeds(schema);
    const entries = KINDS.map((kind) => {
      const need = needs.get(KIND_LIST_FIELD[kind]);
      if (need?.kind !== 'requires')
        throw new Error(`${KIND_LIST_FIELD[kind]} must require a permission for the palette to follow it`);
      return [kind, need.permission] as const;
    });
    known = Object.fromEntries(entries) as Record<Kind, Permission>;
    kindPermissions.set(schema, known);
  }
  return known;
}

/** What one search looks for, worked out once from the text typed. */
type Needle = {
  /** LIKE pattern of the folded text, or null when it is too short to search records by. */
  text: string | null;
  /** LIKE pattern of the phone digits, or null when the text is not a phone number (or part of one). */
  phone: string | null;
  /** The last nine digits of a whole phone number: what the services' digits index holds (migration 0019). */
  phoneTail: string | null;
};

function needleOf(query: string): Needle {
  const folded = paletteFold(query);
  const digits = phoneDigits(query);
  return {
    text: folded.length >= PALETTE_RECORD_MIN ? containsPattern(folded) : null,
    phone: digits ? containsPattern(digits) : null,
    phoneTail: digits && digits.length >= 9 ? digits.slice(-9) : null,
  };
}

const personName = (r: { firstName: string | null; lastName: string | null }) =>
  [r.firstName, r.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
const fullPhone = (r: { phone: string | null; prefixPhone: string | null }) =>
  r.phone ? (r.prefixPhone ? `+${r.prefixPhone} ${r.phone}` : r.phone) : '';
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null;
const vnd = new Intl.NumberFormat('en-US');
/** One line of the palette; only a kind without a page of its own says how its list finds it. */
const hit = (id: string, title: string, detail: string | null, listSearch: string | null = null) => ({
  id,
  title,
  detail,
  listSearch,
});

/** A member's condition: the folded name and email, or the phone (the Members list's two indexes). */
function memberMatch(n: Needle): SQL | undefined {
  return or(
    n.text ? sql`${users}."search_fold" like ${n.text}` : undefined,
    n.phone ? sql`${users.phone} like ${n.phone}` : undefined,
  );
}

async function searchMembers(db: Db, n: Needle, first: number): Promise<AdminSearchHit[]> {
  const where = memberMatch(n);
  if (!where) return [];
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      prefixPhone: users.prefixPhone,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(first);
  return rows.map((r) =>
    hit(
      r.id,
      personName(r) || r.email || fullPhone(r) || r.id,
      joined(personName(r) ? r.email : null, fullPhone(r)),
    ),
  );
}

async function searchTransfers(db: Db, n: Needle, first: number): Promise<AdminSearchHit[]> {
  const where = memberMatch(n);
  if (!where) return [];
  const rows = await db
    .select({
      id: transferRequests.id,
      amount: transferRequests.amount,
      status: transferRequests.status,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      prefixPhone: users.prefixPhone,
    })
    .from(transferRequests)
    .innerJoin(users, eq(users.id, transferRequests.userId))
    .where(where)
    .orderBy(desc(transferRequests.createdAt), desc(transferRequests.id))
    .limit(first);
  return rows.map((r) =>
    hit(
      r.id,
      personName(r) || r.email || fullPhone(r) || r.id,
      joined(`${vnd.format(r.amount)} VND`, r.status),
      // The Transfer Request list's search finds a request by its member's email or phone (SPEC §2.11).
      r.email ?? r.phone,
    ),
  );
}

/** How many of the newest post titles are read before the trigram index is asked (searchPosts). */
const RECENT_WINDOW = 5000;

/** The uuid range of ids starting with `head` (two hex digits): the primary key index serves it. */
const idRange = (head: string) => ({
  lo: `${head}000000-0000-0000-0000-000000000000`,
  hi: `${head}ffffff-ffff-ffff-ffff-ffffffffffff`,
});

async function searchPosts(db: Db, query: string, n: Needle, first: number): Promise<AdminSearchHit[]> {
  const term = postSearchTerm(query);
  const columns = { id: posts.id, title: posts.title, status: posts.status };
  let rows: { id: string; title: string; status: string }[];
  if (term.kind === 'id') {
    rows = await db.select(columns).from(posts).where(eq(posts.id, term.id)).limit(1);
  } else if (term.kind === 'short') {
    const { lo, hi } = idRange(term.head);
    rows = await db
      .select(columns)
      .from(posts)
      .where(
        sql`${posts.id} between ${lo}::uuid and ${hi}::uuid and ${posts.id}::text like ${`%${term.tail}`}`,
      )
      .orderBy(desc(posts.createdAt))
      .limit(first);
  } else {
    if (!n.text) return [];
    // The newest RECENT_WINDOW titles first: a word in many titles ('ha noi' is in a third of them) has
    // its newest matches there, and reading that window down `post_search (created_at, id)` costs a few
    // milliseconds, where PostgreSQL's own plan for such a word (it underestimates the matches a
    // contains-pattern has) takes every match from the trigram index and sorts them (about 250 ms at a
    // million posts, bench/report.md). The window's matches, newest first, are the whole table's newest
    // matches, so when it holds `first` of them they are the answer; a rarer text falls through to the
    // trigram index, which is quick for it.
    const recent = db
      .select({ id: postSearch.id, text: postSearch.text, createdAt: postSearch.createdAt })
      .from(postSearch)
      .orderBy(desc(postSearch.createdAt), desc(postSearch.id))
      .limit(RECENT_WINDOW)
      .as('recent');
    rows = await db
      .select(columns)
      .from(recent)
      .innerJoin(posts, eq(posts.id, recent.id))
      .where(sql`${recent.text} like ${n.text}`)
      .orderBy(desc(recent.createdAt), desc(recent.id))
      .limit(first);
    if (rows.length < first) {
      // The narrow folded copy of the titles (migration 0011), newest first as the Posts list walks it.
      rows = await db
        .select(columns)
        .from(postSearch)
        .innerJoin(posts, eq(posts.id, postSearch.id))
        .where(sql`${postSearch.text} like ${n.text}`)
        .orderBy(desc(postSearch.createdAt), desc(postSearch.id))
        .limit(first);
    }
  }
  return rows.map((r) => hit(r.id, r.title, joined(postShortCode(r.id), r.status)));
}

type ServiceTable = typeof garages | typeof drivingCenters | typeof parkings;

/** The phone of a garage, driving centre or parking lot: any part of it, or its last nine digits. */
function servicePhone(table: ServiceTable, n: Needle): SQL | undefined {
  return or(
    n.phone ? sql`${table.phone} like ${n.phone}` : undefined,
    // Written as migration 0019 indexes it (9 = the digits kept), so the planner matches it to the index.
    n.phoneTail
      ? sql`right(regexp_replace(coalesce(${table.phone}, ''), '\\D', '', 'g'), 9) = ${n.phoneTail}`
      : undefined,
  );
}

async function searchServices(
  db: Db,
  table: typeof garages | typeof drivingCenters,
  n: Needle,
  first: number,
): Promise<AdminSearchHit[]> {
  const where = or(
    // title_search: the stored kar_fold(title) of migration 0016, trigram-indexed.
    n.text ? sql`${table}."title_search" like ${n.text}` : undefined,
    servicePhone(table, n),
  );
  if (!where) return [];
  const rows = await db
    .select({ id: table.id, title: table.title, phone: table.phone, address: table.address })
    .from(table)
    .where(and(where, notTrashed(table)))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(first);
  return rows.map((r) => hit(r.id, r.title, joined(r.phone, r.address)));
}

async function searchParkings(db: Db, n: Needle, first: number): Promise<AdminSearchHit[]> {
  const where = or(
    // search_text (migration 0017) folds title, address, phone, email and website and is trigram-indexed:
    // it finds the candidates; the title itself must match (an address that does is not what was asked).
    n.text
      ? sql`${parkings}."search_text" like ${n.text} and kar_fold(${parkings.title}) like ${n.text}`
      : undefined,
    servicePhone(parkings, n),
  );
  if (!where) return [];
  const rows = await db
    .select({ id: parkings.id, title: parkings.title, phone: parkings.phone, address: parkings.address })
    .from(parkings)
    .where(and(where, notTrashed(parkings)))
    .orderBy(desc(parkings.createdAt), desc(parkings.id))
    .limit(first);
  return rows.map((r) => hit(r.id, r.title, joined(r.phone, r.address)));
}

async function searchReviews(db: Db, n: Needle, first: number): Promise<AdminSearchHit[]> {
  if (!n.text) return [];
  const rows = await db
    .select({ id: reviews.id, nameVi: reviews.nameVi, nameEn: reviews.nameEn })
    .from(reviews)
    // The expression of reviews_name_fold_trgm_idx (migration 0032), written out so the planner uses it.
    .where(
      and(sql`kar_fold(${reviews.nameVi} || ' ' || ${reviews.nameEn}) like ${n.text}`, notTrashed(reviews)),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(first);
  return rows.map((r) => hit(r.id, r.nameVi, r.nameEn === r.nameVi ? null : r.nameEn));
}

/**
 * The command palette's search (issue 28 §1, docs/palette.md): a few records of each kind the admin may
 * read, newest first, matched accents and case aside. The kinds are asked at once; on PostgreSQL each takes
 * a connection of its own, so the answer takes about as long as the slowest kind.
 */
export async function adminSearch(
  ctx: GraphQLContext,
  schema: GraphQLSchema,
  args: { query: string; first?: number | null | undefined },
): Promise<AdminSearchResult> {
  const { query, first } = parseInput(paletteSearchSchema, {
    query: args.query,
    first: args.first ?? undefined,
  });
  const permissions = permissionsOf(schema);
  const n = needleOf(query);
  // A whole id or a short code names a post; nothing else is looked for by it.
  const postOnly = postSearchTerm(query).kind !== 'title';
  const search: Record<Kind, () => Promise<AdminSearchHit[]>> = {
    members: () => searchMembers(ctx.db, n, first),
    posts: () => searchPosts(ctx.db, query, n, first),
    transferRequests: () => searchTransfers(ctx.db, n, first),
    garages: () => searchServices(ctx.db, garages, n, first),
    drivingCenters: () => searchServices(ctx.db, drivingCenters, n, first),
    parkings: () => searchParkings(ctx.db, n, first),
    reviews: () => searchReviews(ctx.db, n, first),
  };
  const found = await Promise.all(
    KINDS.map(async (kind) => {
      // maySee notes the permission on a run ahead of the session lookup (server/graphql/session-gate.ts).
      if (!maySee(ctx, permissions[kind])) return [kind, null] as const;
      if (postOnly && kind !== 'posts') return [kind, []] as const;
      return [kind, await search[kind]()] as const;
    }),
  );
  return Object.fromEntries(found) as AdminSearchResult;
}

export const paletteQuery: Pick<QueryResolvers, 'adminSearch'> = {
  adminSearch: (_r, args, ctx, info) => adminSearch(ctx, info.schema, args),
};
