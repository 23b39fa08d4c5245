import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { avatars, media } from '../../db/schema';
import { rowSnapshot, writeAudit } from '../../kit/audit';
import { deleteAudited } from '../../kit/audited';
import { pagedList } from '../../kit/page';
import { listSort } from '../../kit/sort';
import { uniqueSlug } from '../../kit/slug';
import type { Tx } from '../../kit/tx';
import { claimEdit } from '../../kit/edit-version';
import {
  AVATAR_DEFAULT_DELETE_MESSAGE,
  AVATAR_DEFAULT_REQUIRED_MESSAGE,
  avatarSchema,
  IMAGE_UNKNOWN_MESSAGE,
  idSchema,
  listSchema,
} from '../../../src/rules/editorial';
import { isUuid } from '../../../src/rules/ids';
import { badInput, conflict, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { checkMedia, foldedContains } from './learning-shared';

type AvatarRow = typeof avatars.$inferSelect;

const avatarNotFound = () => notFound('Avatar');
const avatarId = idSchema('avatar');

/**
 * Every write that may touch the default flag takes this lock first, so two admins making different
 * avatars the default cannot both clear the old one and both insert: the second waits, then sees the
 * first's default and clears it. The partial unique index of migration 0015 backs this up.
 */
const AVATAR_DEFAULT_LOCK = 7_244_120;
const lockDefault = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${AVATAR_DEFAULT_LOCK})`);

function selectAvatars(db: Db | Tx) {
  return db
    .select({ avatar: avatars, image: media })
    .from(avatars)
    .leftJoin(media, eq(media.id, avatars.media));
}
const toAvatar = (row: { avatar: AvatarRow; image: typeof media.$inferSelect | null }) => ({
  ...row.avatar,
  mediaDetail: row.image,
});

/** What this list sorts by (its `sort` argument; server/kit/sort.ts). */
export const avatarSort = listSort(
  {
    createdAt: avatars.createdAt,
    title: avatars.title,
  },
  avatars.id,
);

export async function listAvatars(
  db: Db,
  args: { skip?: number | null; take?: number | null; sort?: string | null; keyword?: string | null },
) {
  const { keyword } = parseInput(listSchema, { keyword: args.keyword });
  const where = keyword
    ? or(foldedContains(sql`${avatars.title}`, keyword), foldedContains(sql`${avatars.description}`, keyword))
    : undefined;
  return pagedList(
    args,
    selectAvatars(db)
      .where(where)
      .orderBy(...avatarSort.orderBy(args.sort, [desc(avatars.createdAt), desc(avatars.id)])),
    db.select({ n: count() }).from(avatars).where(where),
    (rows) => rows.map(toAvatar),
  );
}

async function avatarBy(db: Db | Tx, where: ReturnType<typeof eq>) {
  const [row] = await selectAvatars(db).where(where).limit(1);
  if (!row) throw avatarNotFound();
  return toAvatar(row);
}

/** The edit route names the avatar by slug (SPEC §2.2), the view route by id. */
export function getAvatar(db: Db, args: { id?: string | null; slug?: string | null }) {
  if (args.id) {
    if (!isUuid(args.id)) throw avatarNotFound();
    return avatarBy(db, eq(avatars.id, args.id));
  }
  if (args.slug) return avatarBy(db, eq(avatars.slug, args.slug));
  throw badInput('Give the id or the slug of the avatar');
}

const snapshot = (a: AvatarRow) => rowSnapshot(a);

/** Clears the current default (other than `keepId`), under the default lock. */
async function clearDefault(tx: Tx, keepId: string | null, adminId: string) {
  const cleared = await tx
    .update(avatars)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(avatars.isDefault, true), keepId ? sql`${avatars.id} <> ${keepId}` : undefined))
    .returning();
  for (const row of cleared)
    await writeAudit(tx, adminId, {
      entity: 'avatar',
      verb: 'edit',
      entityId: row.id,
      before: { isDefault: true },
      after: { isDefault: false },
    });
}

export async function createAvatar(db: Db, rawInput: unknown, adminId: string) {
  const input = parseInput(avatarSchema, rawInput);
  return db.transaction(async (tx) => {
    await lockDefault(tx);
    await checkMedia(tx, [input.media], 'image/', 'media', IMAGE_UNKNOWN_MESSAGE, { single: true });
    const [current] = await tx.select({ id: avatars.id }).from(avatars).where(eq(avatars.isDefault, true));
    // The first avatar is the default: there must always be one.
    const isDefault = input.isDefault || !current;
    if (isDefault) await clearDefault(tx, null, adminId);
    const slug = await uniqueSlug(tx, avatars, { id: avatars.id, slug: avatars.slug }, input.title);
    const [row] = await tx
      .insert(avatars)
      .values({ title: input.title, description: input.description, media: input.media, slug, isDefault })
      .returning();
    if (!row) throw avatarNotFound();
    await writeAudit(tx, adminId, {
      entity: 'avatar',
      verb: 'create',
      entityId: row.id,
      after: snapshot(row),
    });
    return avatarBy(tx, eq(avatars.id, row.id));
  });
}

export async function editAvatar(
  db: Db,
  rawId: string,
  rawInput: unknown,
  adminId: string,
  editVersion?: number | null,
) {
  const { id } = parseInput(avatarId, { id: rawId });
  const input = parseInput(avatarSchema, rawInput);
  return db.transaction(async (tx) => {
    await lockDefault(tx);
    await claimEdit(tx, avatars, id, editVersion);
    const [current] = await tx.select().from(avatars).where(eq(avatars.id, id)).for('update');
    if (!current) throw avatarNotFound();
    if (current.isDefault && !input.isDefault) throw badInput(AVATAR_DEFAULT_REQUIRED_MESSAGE, 'isDefault');
    await checkMedia(tx, [input.media], 'image/', 'media', IMAGE_UNKNOWN_MESSAGE, { single: true });
    if (input.isDefault && !current.isDefault) await clearDefault(tx, id, adminId);
    const slug =
      current.title === input.title
        ? current.slug
        : await uniqueSlug(tx, avatars, { id: avatars.id, slug: avatars.slug }, input.title, id);
    const [row] = await tx
      .update(avatars)
      .set({
        title: input.title,
        description: input.description,
        media: input.media,
        slug,
        isDefault: input.isDefault,
        updatedAt: new Date(),
      })
      .where(eq(avatars.id, id))
      .returning();
    if (!row) throw avatarNotFound();
    await writeAudit(tx, adminId, {
      entity: 'avatar',
      verb: 'edit',
      entityId: id,
      before: snapshot(current),
      after: snapshot(row),
    });
    return avatarBy(tx, eq(avatars.id, id));
  });
}

export async function deleteAvatar(db: Db, rawId: string, adminId: string) {
  const { id } = parseInput(avatarId, { id: rawId });
  return db.transaction(async (tx) => {
    await lockDefault(tx);
    return deleteAudited(tx, adminId, {
      table: avatars,
      entity: 'avatar',
      id,
      missing: avatarNotFound,
      check: (row) => {
        if (row.isDefault) throw conflict(AVATAR_DEFAULT_DELETE_MESSAGE);
      },
      snapshot,
    });
  });
}

export const avatarsQuery: Pick<QueryResolvers, 'adminGetListAvatars' | 'adminGetAvatarDetail'> = {
  adminGetListAvatars: (_root, args, ctx) => listAvatars(ctx.db, args),
  adminGetAvatarDetail: (_root, args, ctx) => getAvatar(ctx.db, args),
};

export const avatarsMutation: Pick<
  MutationResolvers,
  'adminCreateAvatars' | 'adminEditAvatars' | 'adminDeleteAvatars'
> = {
  adminCreateAvatars: (_root, args, ctx) => createAvatar(ctx.db, args.input, requireAdmin(ctx).id),
  adminEditAvatars: (_root, args, ctx) =>
    editAvatar(ctx.db, args.id, args.input, requireAdmin(ctx).id, args.editVersion),
  adminDeleteAvatars: (_root, args, ctx) => deleteAvatar(ctx.db, args.id, requireAdmin(ctx).id),
};
