import { and, count, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, media, users } from '../../db/schema';
import { writeAudit } from '../../kit/audit';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import type { Tx } from '../../kit/tx';
import {
  describeUses,
  idSchema,
  listSchema,
  mediaInUseMessage,
  mediaListSchema,
  type MediaKindValue,
  type MediaUses,
} from '../../../src/rules/editorial';
import { conflict, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { foldedContains } from './learning-shared';

type MediaRow = typeof media.$inferSelect;

const mediaNotFound = () => notFound('Media');
const mediaId = idSchema('media');
const UPLOADERS_MAX = 20;

export const kindOf = (mimeType: string): MediaKindValue =>
  mimeType.startsWith('image/') ? 'IMAGE' : mimeType.startsWith('video/') ? 'VIDEO' : 'DOCUMENT';

const kindWhere = (kind: MediaKindValue): SQL =>
  kind === 'IMAGE'
    ? sql`${media.mimeType} like 'image/%'`
    : kind === 'VIDEO'
      ? sql`${media.mimeType} like 'video/%'`
      : sql`${media.mimeType} not like 'image/%' and ${media.mimeType} not like 'video/%'`;

/**
 * How many reviews, banners, cars, avatars and posts use each file, in one statement for a page. Arrays
 * are matched with @> (GIN indexes of migration 0015). A review's cover (`thumnail`) may hold the media
 * id or one of its paths, so each is looked for.
 */
export async function usesOf(db: Db | Tx, ids: string[]): Promise<Map<string, MediaUses>> {
  if (!ids.length) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select m.id,
      (select count(*) from reviews r
        where r.media_ids @> array[m.id]
           or r.thumnail in (m.id::text, m.file_path_original, m.file_path_sm, m.file_path_lg))::int as reviews,
      (select count(*) from banners b where b.media_ids @> array[m.id])::int as banners,
      (select count(*) from cars c
        where c.image_inside_ids @> array[m.id] or c.image_outside_ids @> array[m.id]
           or exists (select 1 from car_videos v where v.car_id = c.id and v.video_id = m.id))::int as cars,
      (select count(*) from avatars a where a.media = m.id)::int as avatars,
      (select count(*) from posts p
        where p.media_ids @> array[m.id] or p.hide_plate_media_ids @> array[m.id])::int as posts,
      -- Everything else that holds media ids, so a file is never deleted from under a record.
      ((select count(*) from question_simulations q
         where q.videos = m.id or q.images @> array[m.id] or q.explain_images @> array[m.id])
       + (select count(*) from question_theories q
         where q.images @> array[m.id] or q.image_explain_answer @> array[m.id])
       + (select count(*) from traffic_signs s where s.images @> array[m.id])
       + (select count(*) from users u where u.avatar = m.id)
       + (select count(*) from feedbacks f where f.images @> array[m.id])
       + (select count(*) from garages g where g.media_ids @> array[m.id])
       + (select count(*) from driving_centers d where d.media_ids @> array[m.id])
       + (select count(*) from parkings k where k.media_ids @> array[m.id])
       + (select count(*) from brands b where b.media_id = m.id)
       + (select count(*) from car_versions v where v.media_id = m.id))::int as others
    from media m where m.id in (${list})
  `)) as unknown as { rows: ({ id: string } & MediaUses)[] };
  return new Map(
    result.rows.map((r) => [
      r.id,
      {
        reviews: Number(r.reviews),
        banners: Number(r.banners),
        cars: Number(r.cars),
        avatars: Number(r.avatars),
        posts: Number(r.posts),
        others: Number(r.others),
      },
    ]),
  );
}

const NO_USES: MediaUses = { reviews: 0, banners: 0, cars: 0, avatars: 0, posts: 0, others: 0 };
const withTotal = (u: MediaUses) => ({
  ...u,
  total: u.reviews + u.banners + u.cars + u.avatars + u.posts + u.others,
});

type UploaderParts = {
  adminId: string | null;
  adminFirst: string | null;
  adminLast: string | null;
  adminEmail: string | null;
  userId: string | null;
  userFirst: string | null;
  userLast: string | null;
  userEmail: string | null;
};

function toUploader(u: UploaderParts) {
  const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ').trim();
  if (u.adminId)
    return {
      id: u.adminId,
      name: name(u.adminFirst, u.adminLast) || 'Admin',
      email: u.adminEmail,
      isAdmin: true,
    };
  if (u.userId)
    return {
      id: u.userId,
      name: name(u.userFirst, u.userLast) || 'KAR User',
      email: u.userEmail,
      isAdmin: false,
    };
  return null;
}

const uploaderColumns = {
  adminId: admins.id,
  adminFirst: admins.firstName,
  adminLast: admins.lastName,
  adminEmail: admins.email,
  userId: users.id,
  userFirst: users.firstName,
  userLast: users.lastName,
  userEmail: users.email,
};

async function toItems(db: Db, rows: ({ file: MediaRow } & UploaderParts)[]) {
  const uses = await usesOf(
    db,
    rows.map((r) => r.file.id),
  );
  return rows.map(({ file, ...uploader }) => ({
    id: file.id,
    media: file,
    kind: kindOf(file.mimeType),
    sizeBytes: file.sizeBytes,
    uploader: toUploader(uploader),
    usage: withTotal(uses.get(file.id) ?? NO_USES),
  }));
}

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const mediaSort = listSort(
  {
    createdAt: media.createdAt,
    fileName: media.fileName,
    size: media.sizeBytes,
  },
  media.id,
);

export async function listMedia(
  db: Db,
  args: {
    skip?: number | null;
    take?: number | null;
    sort?: string | null;
    keyword?: string | null;
    kind?: string | null;
    uploadBy?: string | null;
  },
) {
  const filter = parseInput(mediaListSchema, {
    keyword: args.keyword,
    kind: args.kind,
    uploadBy: args.uploadBy,
  });
  const where = and(
    not(media.isDeleted),
    filter.keyword ? foldedContains(sql`${media.fileName}`, filter.keyword) : undefined,
    filter.kind ? kindWhere(filter.kind) : undefined,
    filter.uploadBy ? eq(media.uploadBy, filter.uploadBy) : undefined,
  );
  return pagedList(
    args,
    db
      .select({ file: media, ...uploaderColumns })
      .from(media)
      .leftJoin(admins, eq(admins.id, media.uploadBy))
      .leftJoin(users, eq(users.id, media.uploadBy))
      .where(where)
      .orderBy(...mediaSort.orderBy(args.sort, [desc(media.createdAt), desc(media.id)])),
    db.select({ n: count() }).from(media).where(where),
    (rows) => toItems(db, rows),
  );
}

/** Admins and members who uploaded something, matching the keyword by name or email. */
export async function listUploaders(db: Db, rawKeyword: string | null | undefined, rawId?: string | null) {
  const { keyword } = parseInput(listSchema, { keyword: rawKeyword });
  // The filter names the uploader a URL holds by id.
  const only = rawId ? parseInput(mediaId, { id: rawId }).id : null;
  const uploaded = (id: SQL) =>
    sql`exists (select 1 from ${media} where ${media.uploadBy} = ${id} and not ${media.isDeleted})`;
  const match = (first: SQL, last: SQL, email: SQL) =>
    keyword
      ? sql`(${foldedContains(sql`coalesce(${first}, '') || ' ' || coalesce(${last}, '')`, keyword)} or ${foldedContains(sql`coalesce(${email}, '')`, keyword)})`
      : undefined;
  const [adminRows, userRows] = await Promise.all([
    db
      .select({ id: admins.id, first: admins.firstName, last: admins.lastName, email: admins.email })
      .from(admins)
      .where(
        and(
          only ? eq(admins.id, only) : undefined,
          uploaded(sql`${admins.id}`),
          match(sql`${admins.firstName}`, sql`${admins.lastName}`, sql`${admins.email}`),
        ),
      )
      .limit(UPLOADERS_MAX),
    db
      .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
      .from(users)
      .where(
        and(
          only ? eq(users.id, only) : undefined,
          uploaded(sql`${users.id}`),
          match(sql`${users.firstName}`, sql`${users.lastName}`, sql`${users.email}`),
        ),
      )
      .limit(UPLOADERS_MAX),
  ]);
  const name = (f: string | null, l: string | null) => [f, l].filter(Boolean).join(' ').trim();
  return [
    ...adminRows.map((a) => ({
      id: a.id,
      name: name(a.first, a.last) || 'Admin',
      email: a.email,
      isAdmin: true,
    })),
    ...userRows.map((u) => ({
      id: u.id,
      name: name(u.first, u.last) || 'KAR User',
      email: u.email,
      isAdmin: false,
    })),
  ].slice(0, UPLOADERS_MAX);
}

/**
 * SPEC §8 delete media after confirm. A file still used anywhere is refused with where it is used. The
 * row lock conflicts with the share lock every write takes on the files it attaches (checkMedia), so a
 * file cannot be attached between the count and the delete. The file is kept, marked deleted.
 */
export async function deleteMedia(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(mediaId, { id: rawId });
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(media)
      .where(and(eq(media.id, id), not(media.isDeleted)))
      .for('update');
    if (!current) throw mediaNotFound();
    const uses = (await usesOf(tx, [id])).get(id) ?? NO_USES;
    if (describeUses(uses)) throw conflict(mediaInUseMessage(uses));
    const now = new Date();
    await tx
      .update(media)
      .set({ isDeleted: true, deletedAt: now, updatedAt: now })
      .where(inArray(media.id, [id]));
    await writeAudit(tx, adminId, {
      entity: 'media',
      verb: 'delete',
      entityId: id,
      before: { fileName: current.fileName, mimeType: current.mimeType, isDeleted: false },
      after: { isDeleted: true },
    });
    return true;
  });
}

export const mediaLibraryQuery: Pick<QueryResolvers, 'adminListMedia' | 'adminListMediaUploaders'> = {
  adminListMedia: (_root, args, ctx) => listMedia(ctx.db, args),
  adminListMediaUploaders: (_root, args, ctx) => listUploaders(ctx.db, args.keyword, args.id),
};

export const mediaLibraryMutation: Pick<MutationResolvers, 'adminDeleteMedia'> = {
  adminDeleteMedia: (_root, args, ctx) => deleteMedia(ctx.db, args.id, requireAdmin(ctx).id),
};
