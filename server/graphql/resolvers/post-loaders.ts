import DataLoader from 'dataloader';
import { and, count, desc, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  admins,
  auditLogs,
  bodyTypes,
  brands,
  carVersions,
  colours,
  doors,
  driverTypes,
  fuelEconomies,
  fuelTypes,
  media,
  models,
  postClaims,
  postPendingEdits,
  posts,
  provinces,
  reportPosts,
  seats,
  userBalances,
  users,
} from '../../db/schema';
import type { MediaRow } from '../../kit/media-url';
import type { GraphQLContext } from '../context';
import type { PostModel, UserModel } from '../mappers';
import { preparedByShape } from '../../kit/prepared';
import { toBrand } from './settings-catalogue';
import { selectVersions, toVersion } from './market-price';

/*
 * Per-request batching for the Post fields (docs/posts.md): a page of ten posts asks for its brands,
 * sellers, photos, reports, claims... once per kind, not once per post. One set of loaders per GraphQL
 * request (the context object), so nothing is cached across requests or admins.
 */

type ReportRow = typeof reportPosts.$inferSelect;
type AuditRow = typeof auditLogs.$inferSelect;
type AdminRow = typeof admins.$inferSelect;

/** Answers `keys` in order from rows keyed by `key`; a missing key answers null. */
function byKey<K, R>(keys: readonly K[], rows: readonly R[], key: (r: R) => K): (R | null)[] {
  const map = new Map<K, R>();
  for (const r of rows) map.set(key(r), r);
  return keys.map((k) => map.get(k) ?? null);
}

/** Groups rows per key, keeping the rows' order. */
function groupBy<K, R>(keys: readonly K[], rows: readonly R[], key: (r: R) => K): R[][] {
  const map = new Map<K, R[]>();
  for (const r of rows) {
    const list = map.get(key(r));
    if (list) list.push(r);
    else map.set(key(r), [r]);
  }
  return keys.map((k) => map.get(k) ?? []);
}

/** A loader of whole rows of a table with an `id` column. */
function rowLoader<T extends PgTable & { id: PgColumn }>(db: Db, table: T) {
  return new DataLoader<string, T['$inferSelect'] | null>(async (ids) => {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(inArray(table.id, [...ids]))) as (T['$inferSelect'] & { id: string })[];
    return byKey(ids, rows, (r) => r.id);
  });
}

/** Reports filed after the post's last moderation decision are open (docs/posts.md). */
export const openReport = (reportCreatedAt: SQL | PgColumn, moderatedAt: SQL | PgColumn) =>
  sql`${reportCreatedAt} > coalesce(${moderatedAt}, '-infinity'::timestamptz)`;

export const STATUS_HISTORY_VERBS = [
  'create',
  'approve',
  'reject',
  'suspend',
  'restore',
  'undo_approve',
] as const;
/** How many reports a post's detail lists (newest first). */
export const REPORTS_SHOWN = 50;

function createPostLoaders(db: Db) {
  const mediaById = rowLoader(db, media);
  const adminById = rowLoader(db, admins);
  return {
    postById: rowLoader(db, posts),
    mediaById,
    adminById,
    provinceById: rowLoader(db, provinces),
    bodyTypeById: rowLoader(db, bodyTypes),
    colourById: rowLoader(db, colours),
    fuelTypeById: rowLoader(db, fuelTypes),
    fuelEconomyById: rowLoader(db, fuelEconomies),
    driverTypeById: rowLoader(db, driverTypes),
    seatById: rowLoader(db, seats),
    doorById: rowLoader(db, doors),
    brandById: new DataLoader(async (ids: readonly string[]) => {
      const rows = await db
        .select({ brand: brands, icon: media })
        .from(brands)
        .leftJoin(media, eq(media.id, brands.mediaId))
        .where(inArray(brands.id, [...ids]));
      return byKey(
        ids,
        rows.map((r) => toBrand(r.brand, r.icon)),
        (b) => b.id,
      );
    }),
    modelById: new DataLoader(async (ids: readonly string[]) => {
      const rows = await db
        .select({ model: models, brand: brands, icon: media })
        .from(models)
        .leftJoin(brands, eq(brands.id, models.brand))
        .leftJoin(media, eq(media.id, brands.mediaId))
        .where(inArray(models.id, [...ids]));
      return byKey(
        ids,
        rows.map((r) => ({
          ...r.model,
          brandMeta: r.brand ? toBrand(r.brand, r.icon) : null,
          totalPost: null,
        })),
        (m) => m.id,
      );
    }),
    versionById: new DataLoader(async (ids: readonly string[]) => {
      const rows = await selectVersions(db).where(inArray(carVersions.id, [...ids]));
      return byKey(ids, rows.map(toVersion), (v) => v.id);
    }),
    /** Members with their balance and avatar joined, as the User resolvers expect (UserModel). */
    userById: new DataLoader(async (ids: readonly string[]): Promise<(UserModel | null)[]> => {
      const rows = await db
        .select({ user: getTableColumns(users), balance: userBalances, avatarRow: media })
        .from(users)
        .leftJoin(userBalances, eq(userBalances.userId, users.id))
        .leftJoin(media, eq(media.id, users.avatar))
        .where(inArray(users.id, [...ids]));
      return byKey(
        ids,
        rows.map((r) => ({ ...r.user, balance: r.balance, avatarRow: r.avatarRow })),
        (u) => u.id,
      );
    }),
    reportCount: new DataLoader(async (ids: readonly string[]) => {
      const rows = await db
        .select({ postId: reportPosts.postId, n: count() })
        .from(reportPosts)
        .where(inArray(reportPosts.postId, [...ids]))
        .groupBy(reportPosts.postId);
      return byKey(ids, rows, (r) => r.postId).map((r) => r?.n ?? 0);
    }),
    /** The newest REPORTS_SHOWN reports of each post, with the reporter. */
    reports: new DataLoader(async (ids: readonly string[]) => {
      const ranked = db
        .select({
          id: reportPosts.id,
          rank: sql<number>`row_number() over (partition by ${reportPosts.postId} order by ${reportPosts.createdAt} desc, ${reportPosts.id} desc)`.as(
            'rank',
          ),
        })
        .from(reportPosts)
        .where(inArray(reportPosts.postId, [...ids]))
        .as('ranked');
      const rows = await db
        .select({ report: reportPosts, user: users })
        .from(reportPosts)
        .innerJoin(ranked, eq(ranked.id, reportPosts.id))
        .leftJoin(users, eq(users.id, reportPosts.userId))
        .where(sql`${ranked.rank} <= ${REPORTS_SHOWN}`)
        .orderBy(desc(reportPosts.createdAt), desc(reportPosts.id));
      return groupBy(
        ids,
        rows.map((r): ReportRow & { user: typeof r.user } => ({ ...r.report, user: r.user })),
        (r) => r.postId,
      );
    }),
    /** Open reports per post: count, reasons and the oldest (the queue's grouping and waiting time). */
    openReports: new DataLoader(async (ids: readonly string[]) => {
      const rows = await db
        .select({
          postId: reportPosts.postId,
          n: count(),
          oldest: sql<Date | string>`min(${reportPosts.createdAt})`,
          reasons: sql<string[]>`array_agg(distinct ${reportPosts.reason})`,
        })
        .from(reportPosts)
        .innerJoin(posts, eq(posts.id, reportPosts.postId))
        .where(
          and(inArray(reportPosts.postId, [...ids]), openReport(reportPosts.createdAt, posts.moderatedAt)),
        )
        .groupBy(reportPosts.postId);
      return byKey(ids, rows, (r) => r.postId).map((r) =>
        r ? { n: r.n, oldest: new Date(r.oldest), reasons: r.reasons } : { n: 0, oldest: null, reasons: [] },
      );
    }),
    /** Status changes from the audit rows, newest first, with the admin who made them. */
    statusHistory: new DataLoader(async (ids: readonly string[]) => {
      const rows = await db
        .select({ log: auditLogs, admin: admins })
        .from(auditLogs)
        .leftJoin(admins, eq(admins.id, auditLogs.adminId))
        .where(
          and(
            eq(auditLogs.entity, 'post'),
            inArray(auditLogs.entityId, [...ids]),
            inArray(
              auditLogs.action,
              STATUS_HISTORY_VERBS.map((v) => `post.${v}`),
            ),
          ),
        )
        .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id));
      return groupBy<string, { log: AuditRow; admin: AdminRow | null }>(
        ids,
        rows,
        (r) => r.log.entityId ?? '',
      );
    }),
    /** How many posts each seller has in all. */
    postsOfUser: new DataLoader(async (userIds: readonly string[]) => {
      const rows = await db
        .select({ userId: posts.userId, n: count() })
        .from(posts)
        .where(inArray(posts.userId, [...userIds]))
        .groupBy(posts.userId);
      return byKey(userIds, rows, (r) => r.userId).map((r) => r?.n ?? 0);
    }),
    /** Live claims only: a lapsed claim is as good as none. */
    claim: new DataLoader(async (ids: readonly string[]) => {
      const rows = await db
        .select({ claim: postClaims, admin: admins })
        .from(postClaims)
        .innerJoin(admins, eq(admins.id, postClaims.adminId))
        .where(and(inArray(postClaims.postId, [...ids]), gt(postClaims.expiresAt, sql`now()`)));
      return byKey(ids, rows, (r) => r.claim.postId);
    }),
    pendingEdit: new DataLoader(async (ids: readonly string[]) => {
      const rows = await db
        .select()
        .from(postPendingEdits)
        .where(inArray(postPendingEdits.postId, [...ids]));
      return byKey(ids, rows, (r) => r.postId);
    }),
    /**
     * The Market Price of each post's version in the post's year: car_versions rows of the same model and
     * name with that year of manufacture (docs/market-price.md), averaged when there are several.
     */
    marketPrice: new DataLoader(async (ids: readonly string[]) => {
      const rows = (await db.execute(sql`
        select p.id as "postId", avg(m.price_car_version)::float8 as "price"
        from posts p
        join car_versions v on v.id = p.version_id
        join car_versions m on m.model = v.model and m.name = v.name and m.year_manufacture = p.year
        where p.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and m.price_car_version > 0
        group by p.id
      `)) as unknown as { rows: { postId: string; price: number }[] };
      return byKey(ids, rows.rows, (r) => r.postId).map((r) => (r ? Number(r.price) : null));
    }),
    /** Media rows in the order asked, deleted ones left out. */
    async medias(ids: readonly string[]): Promise<MediaRow[]> {
      const rows = await mediaById.loadMany([...ids]);
      return rows.filter((m): m is MediaRow => !!m && !(m instanceof Error) && !m.isDeleted);
    },
  };
}

export type PostLoaders = ReturnType<typeof createPostLoaders>;

const perRequest = new WeakMap<GraphQLContext, PostLoaders>();

/** The loaders of this request, made on first use. */
export function postLoaders(ctx: GraphQLContext): PostLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createPostLoaders(ctx.db);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}

const brandIcon = alias(media, 'page_brand_icon');
const modelBrand = alias(brands, 'page_model_brand');
const modelBrandIcon = alias(media, 'page_model_brand_icon');
const avatar = alias(media, 'page_avatar');

/**
 * What every row of the Posts list shows, for the posts of `ids`. Prepared once per database under a name,
 * so PostgreSQL plans it once per connection rather than on every page: planning its eleven tables took
 * 10 ms of a statement that runs in 1 (bench/report.md, Sorts at scale).
 */
function prepareExtras(db: Db) {
  return db
    .select({
      id: posts.id,
      brand: brands,
      brandIcon,
      model: models,
      modelBrand,
      modelBrandIcon,
      city: provinces,
      user: getTableColumns(users),
      balance: userBalances,
      avatar,
      marketPrice: sql<number | null>`(
        select avg(m.price_car_version)::float8 from car_versions v
        join car_versions m on m.model = v.model and m.name = v.name and m.year_manufacture = ${posts.year}
        where v.id = ${posts.versionId} and m.price_car_version > 0)`,
    })
    .from(posts)
    .leftJoin(brands, eq(brands.id, posts.brandId))
    .leftJoin(brandIcon, eq(brandIcon.id, brands.mediaId))
    .leftJoin(models, eq(models.id, posts.modelId))
    .leftJoin(modelBrand, eq(modelBrand.id, models.brand))
    .leftJoin(modelBrandIcon, eq(modelBrandIcon.id, modelBrand.mediaId))
    .leftJoin(provinces, eq(provinces.id, posts.cityId))
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(userBalances, eq(userBalances.userId, users.id))
    .leftJoin(avatar, eq(avatar.id, users.avatar))
    .where(sql`${posts.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('post_page_extras');
}

const extrasPrepared = preparedByShape<ReturnType<typeof prepareExtras>>();

/**
 * A list page: seeds the loaders with its rows and, in one more statement, with what every row of the
 * Posts list shows (brand, model, city, seller, market price), so a page costs that statement plus one
 * for the photos instead of one per kind of field.
 */
export async function primePosts(ctx: GraphQLContext, rows: PostModel[]) {
  const l = postLoaders(ctx);
  for (const r of rows) l.postById.prime(r.id, r);
  if (rows.length === 0) return rows;
  // The uuids as one array literal (hex digits and dashes only): one statement whatever the page's size.
  const extras = await extrasPrepared(ctx.db, 'extras', () => prepareExtras(ctx.db)).execute({
    ids: `{${rows.map((r) => r.id).join(',')}}`,
  });
  for (const e of extras) {
    if (e.brand) l.brandById.prime(e.brand.id, toBrand(e.brand, e.brandIcon));
    if (e.model) {
      const meta = e.modelBrand ? toBrand(e.modelBrand, e.modelBrandIcon) : null;
      l.modelById.prime(e.model.id, { ...e.model, brandMeta: meta, totalPost: null });
    }
    if (e.city) l.provinceById.prime(e.city.id, e.city);
    l.userById.prime(e.user.id, { ...e.user, balance: e.balance, avatarRow: e.avatar });
    l.marketPrice.prime(e.id, e.marketPrice === null ? null : Number(e.marketPrice));
  }
  return rows;
}
