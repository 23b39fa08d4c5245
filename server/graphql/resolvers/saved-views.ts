import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { isUniqueViolation, type Db } from '../../db/client';
import { admins, listColumnPrefs, savedViewPins, savedViews } from '../../db/schema';
import { rowSnapshot, writeAudit } from '../../kit/audit';
import { claimEdit } from '../../kit/edit-version';
import type { Tx } from '../../kit/tx';
import {
  listColumnsSchema,
  listKeySchema,
  savedViewInputSchema,
  savedViewUpdateSchema,
  VIEW_NAME_TAKEN,
  VIEW_NOT_YOURS,
} from '../../../src/rules/saved-views';
import { listPermission } from '../../../src/rules/lists';
import { badInput, forbidden, notFound } from '../errors';
import { requireAdmin } from '../guard';
import type { MutationResolvers, QueryResolvers, SavedView } from '../generated/resolvers';
import { parseInput } from '../zod-input';

/*
 * Saved views and each admin's columns of a list (issue 25 §2, docs/saved-views.md). A view is its
 * owner's to change; a shared one is everyone's to open and pin; a private one is nobody else's business
 * (answered as not found). Every write is one audit row in its own transaction.
 */

type ViewRow = typeof savedViews.$inferSelect;
type Admin = ReturnType<typeof requireAdmin>;

/**
 * A view arranges a list, so it is the business of those who may read that list: every field checks the
 * list's read permission (src/rules/lists.ts, the one its menu entry and route declare), SPEC §8's 403 when
 * the role lacks it. The fields are `@signedIn` only because which permission depends on the list named.
 */
function mayReadList(admin: Admin, listKey: string): boolean {
  const permission = listPermission(listKey);
  return permission !== null && admin.permissions.includes(permission);
}
function requireListReader(admin: Admin, listKey: string): void {
  if (!mayReadList(admin, listKey)) throw forbidden();
}

const viewNotFound = () => notFound('Saved view');
/** Another admin's shared view: open it, pin it, but not change it. Not a 403: nothing about the role. */
const notYours = () => new GraphQLError(VIEW_NOT_YOURS, { extensions: { code: 'NOT_OWNER' } });

/**
 * The owner's name is read per view found, in a subquery, so that a list with no views reads nothing of
 * `admins` (scanning it may prune its pages, a write a query must never make: speculative-session.test.ts).
 */
const ownerName = sql<string>`(select coalesce(nullif(trim(${admins.firstName} || ' ' || ${admins.lastName}), ''), ${admins.email}) from ${admins} where ${admins.id} = ${savedViews.ownerId})`;

const viewSelection = { view: savedViews, ownerName };

function toView(row: { view: ViewRow; ownerName: string }, adminId: string, pinned: boolean): SavedView {
  const { view } = row;
  return {
    id: view.id,
    listKey: view.listKey,
    name: view.name,
    search: view.search,
    columns: view.columns ?? null,
    visibility: view.visibility,
    mine: view.ownerId === adminId,
    ownerName: row.ownerName,
    pinned,
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
    editVersion: view.editVersion,
  };
}

/** What the admin may open: their own views and everyone's shared ones. */
const visibleTo = (adminId: string) =>
  or(eq(savedViews.ownerId, adminId), eq(savedViews.visibility, 'EVERYONE'));

const pinnedBy = (adminId: string) =>
  sql<boolean>`exists (select 1 from ${savedViewPins} where ${savedViewPins.viewId} = ${savedViews.id} and ${savedViewPins.adminId} = ${adminId})`;

async function readView(db: Db | Tx, id: string, adminId: string): Promise<SavedView> {
  const [row] = await db
    .select({ ...viewSelection, pinned: pinnedBy(adminId) })
    .from(savedViews)
    .where(and(eq(savedViews.id, id), visibleTo(adminId)));
  if (!row) throw viewNotFound();
  return toView(row, adminId, row.pinned);
}

/** The view locked for a change by its owner: a private one of another admin is not found, a shared one refused. */
async function lockOwnView(tx: Tx, id: string, admin: Admin): Promise<ViewRow> {
  const [view] = await tx.select().from(savedViews).where(eq(savedViews.id, id)).for('update');
  if (!view || (view.ownerId !== admin.id && view.visibility !== 'EVERYONE')) throw viewNotFound();
  requireListReader(admin, view.listKey);
  if (view.ownerId !== admin.id) throw notYours();
  return view;
}

/** A name already used by the same admin on the same list is refused under the name box. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw badInput(VIEW_NAME_TAKEN, 'name');
    throw e;
  }
}

/** A view's id as the client sends it: anything but a uuid is simply not found (no SQL cast error). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function viewId(id: string): string {
  if (!UUID.test(id)) throw viewNotFound();
  return id;
}

export const savedViewsQuery: Pick<
  QueryResolvers,
  'adminSavedViews' | 'adminPinnedViews' | 'adminListColumns'
> = {
  adminSavedViews: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    const listKey = parseInput(listKeySchema, args.listKey);
    requireListReader(admin, listKey);
    const rows = await ctx.db
      .select({ ...viewSelection, pinned: pinnedBy(admin.id) })
      .from(savedViews)
      .where(and(eq(savedViews.listKey, listKey), visibleTo(admin.id)))
      // One's own first, then the shared ones; each by name.
      .orderBy(desc(sql`${savedViews.ownerId} = ${admin.id}`), asc(sql`lower(${savedViews.name})`));
    return rows.map((row) => toView(row, admin.id, row.pinned));
  },
  adminPinnedViews: async (_root, _args, ctx) => {
    const admin = requireAdmin(ctx);
    const rows = await ctx.db
      .select(viewSelection)
      .from(savedViewPins)
      .innerJoin(savedViews, eq(savedViews.id, savedViewPins.viewId))
      // A shared view its owner has since made private drops out of everyone else's menu.
      .where(and(eq(savedViewPins.adminId, admin.id), visibleTo(admin.id)))
      .orderBy(asc(savedViewPins.createdAt), asc(savedViews.id));
    // A pin of a list the admin's role no longer reads stays, unseen (and uncounted), until it reads it again.
    return rows
      .filter((row) => mayReadList(admin, row.view.listKey))
      .map((row) => toView(row, admin.id, true));
  },
  adminListColumns: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    const listKey = parseInput(listKeySchema, args.listKey);
    requireListReader(admin, listKey);
    const [row] = await ctx.db
      .select({ columns: listColumnPrefs.columns })
      .from(listColumnPrefs)
      .where(and(eq(listColumnPrefs.adminId, admin.id), eq(listColumnPrefs.listKey, listKey)));
    return { listKey, columns: row?.columns ?? null };
  },
};

export const savedViewsMutation: Pick<
  MutationResolvers,
  | 'adminCreateSavedView'
  | 'adminUpdateSavedView'
  | 'adminDeleteSavedView'
  | 'adminPinSavedView'
  | 'adminSaveListColumns'
> = {
  adminCreateSavedView: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    const input = parseInput(savedViewInputSchema, args.input);
    requireListReader(admin, input.listKey);
    const id = await uniqueName(() =>
      ctx.db.transaction(async (tx) => {
        const [view] = await tx
          .insert(savedViews)
          .values({
            listKey: input.listKey,
            name: input.name,
            ownerId: admin.id,
            visibility: input.visibility,
            search: input.search,
            columns: input.columns ?? null,
          })
          .returning();
        if (!view) throw new Error('saved view not inserted');
        await writeAudit(tx, admin.id, {
          entity: 'saved_view',
          verb: 'create',
          entityId: view.id,
          after: rowSnapshot(view),
        });
        return view.id;
      }),
    );
    return readView(ctx.db, id, admin.id);
  },

  adminUpdateSavedView: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    const id = viewId(args.id);
    const input = parseInput(savedViewUpdateSchema, args.input);
    await uniqueName(() =>
      ctx.db.transaction(async (tx) => {
        // The owner's check (and the row's lock) before the claim, as for a theory question found by its
        // number: a view that is not one's own is answered as before (not found, or NOT_OWNER), never with
        // a conflict naming its version. The lock taken here keeps the claim race-safe: of two changes at
        // one version, the second waits here, then finds the version moved (docs/conflicts.md).
        const before = await lockOwnView(tx, id, admin);
        await claimEdit(tx, savedViews, id, args.editVersion);
        const [after] = await tx
          .update(savedViews)
          .set({
            ...(input.name != null ? { name: input.name } : {}),
            ...(input.visibility != null ? { visibility: input.visibility } : {}),
            ...(input.search != null ? { search: input.search } : {}),
            ...(input.columns !== undefined ? { columns: input.columns } : {}),
          })
          .where(eq(savedViews.id, id))
          .returning();
        await writeAudit(tx, admin.id, {
          entity: 'saved_view',
          verb: 'edit',
          entityId: id,
          before: rowSnapshot(before),
          after: after ? rowSnapshot(after) : null,
        });
      }),
    );
    return readView(ctx.db, id, admin.id);
  },

  adminDeleteSavedView: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    const id = viewId(args.id);
    await ctx.db.transaction(async (tx) => {
      const before = await lockOwnView(tx, id, admin);
      // Everyone's pins of it go with it (on delete cascade).
      await tx.delete(savedViews).where(eq(savedViews.id, id));
      await writeAudit(tx, admin.id, {
        entity: 'saved_view',
        verb: 'delete',
        entityId: id,
        before: rowSnapshot(before),
      });
    });
    return true;
  },

  adminPinSavedView: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    const id = viewId(args.id);
    await ctx.db.transaction(async (tx) => {
      const [view] = await tx
        .select({ id: savedViews.id, listKey: savedViews.listKey })
        .from(savedViews)
        .where(and(eq(savedViews.id, id), visibleTo(admin.id)))
        .for('share');
      if (!view) throw viewNotFound();
      requireListReader(admin, view.listKey);
      // Only a change writes (and is audited): pinning a pinned view again is no write.
      const changed = args.pinned
        ? await tx
            .insert(savedViewPins)
            .values({ adminId: admin.id, viewId: id })
            .onConflictDoNothing()
            .returning({ viewId: savedViewPins.viewId })
        : await tx
            .delete(savedViewPins)
            .where(and(eq(savedViewPins.adminId, admin.id), eq(savedViewPins.viewId, id)))
            .returning({ viewId: savedViewPins.viewId });
      if (changed.length > 0) {
        await writeAudit(tx, admin.id, {
          entity: 'saved_view',
          verb: args.pinned ? 'pin' : 'unpin',
          entityId: id,
        });
      }
    });
    return readView(ctx.db, id, admin.id);
  },

  adminSaveListColumns: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    const listKey = parseInput(listKeySchema, args.listKey);
    requireListReader(admin, listKey);
    const columns = args.columns == null ? null : parseInput(listColumnsSchema, args.columns);
    return ctx.db.transaction(async (tx) => {
      const mine = and(eq(listColumnPrefs.adminId, admin.id), eq(listColumnPrefs.listKey, listKey));
      const [before] = await tx.select().from(listColumnPrefs).where(mine).for('update');
      if (columns === null) {
        // Back to the list's own columns: nothing to do when there was no choice.
        if (before) {
          await tx.delete(listColumnPrefs).where(mine);
          await writeAudit(tx, admin.id, {
            entity: 'list_column_pref',
            verb: 'delete',
            entityId: listKey,
            before: { columns: before.columns },
          });
        }
        return { listKey, columns: null };
      }
      await tx
        .insert(listColumnPrefs)
        .values({ adminId: admin.id, listKey, columns })
        .onConflictDoUpdate({
          target: [listColumnPrefs.adminId, listColumnPrefs.listKey],
          set: { columns, updatedAt: new Date() },
        });
      await writeAudit(tx, admin.id, {
        entity: 'list_column_pref',
        verb: 'edit',
        entityId: listKey,
        before: before ? { columns: before.columns } : null,
        after: { columns },
      });
      return { listKey, columns };
    });
  },
};
