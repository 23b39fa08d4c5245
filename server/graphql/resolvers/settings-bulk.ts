import { eq, inArray, or, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Db } from '../../db/client';
import type { GraphQLContext } from '../context';
import { brands, carVersions, models, posts } from '../../db/schema';
import { isUuid } from '../../../src/rules/ids';
import { MAX_BULK_ROWS, versionCreateSchema, versionEditSchema } from '../../../src/rules/settings';
import { badInput } from '../errors';
import type {
  AdminBulkRowResult,
  AdminBulkVersionEditRowInput,
  AdminBulkVersionRowInput,
  MutationResolvers,
} from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { rowSnapshot, writeAudits, type AuditEntry } from '../../kit/audit';
import { firstFreeSlug, slugRoot } from '../../kit/slug';
import type { Tx } from '../../kit/tx';
import { requireAdmin } from '../guard';
import { lockTable } from './settings-shared';

type VersionRow = typeof carVersions.$inferSelect;

const NOT_FOUND = 'Car version not found';
const NOT_SAVED = 'This row could not be saved; try it again';

/**
 * A database error behind a row the admin sees as "not saved": logged with its cause, since the answer to
 * the admin is deliberately generic. `row` is null when a whole multi-row insert failed (then retried).
 */
type RowErrorLog = (row: number | null, error: unknown) => void;

const logRowError =
  (ctx: GraphQLContext): RowErrorLog =>
  (row, err) =>
    ctx.req.log.warn({ err, row }, 'bulk car version row not saved');

const failure = (row: number, error: string, field: string | null = null): AdminBulkRowResult => ({
  row,
  ok: false,
  id: null,
  error,
  field,
});
const success = (row: number, id: string): AdminBulkRowResult => ({
  row,
  ok: true,
  id,
  error: null,
  field: null,
});

function capRows(rows: readonly unknown[]) {
  if (rows.length > MAX_BULK_ROWS) {
    throw badInput(`At most ${String(MAX_BULK_ROWS)} rows can be sent at once`, 'rows');
  }
}

/** The single-row rule, applied to one row: its message and field, or the parsed input. */
function checkRow<T>(
  parse: () => T,
  row: number,
): { ok: true; input: T } | { ok: false; result: AdminBulkRowResult } {
  try {
    return { ok: true, input: parse() };
  } catch (e) {
    if (!(e instanceof GraphQLError)) throw e;
    const field = e.extensions.field;
    return { ok: false, result: failure(row, e.message, typeof field === 'string' ? field : null) };
  }
}

/** Models with their brand's name, in one query: the slug is '<brand> <model> <name>'. */
async function modelsById(tx: Tx, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0)
    return new Map<string, { id: string; name: string; brand: string; brandName: string }>();
  const rows = await tx
    .select({ id: models.id, name: models.name, brand: models.brand, brandName: brands.name })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brand))
    .where(inArray(models.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The slugs createVersion/editVersion would pick (uniqueSlug: root, then root-2, root-3 …), for many rows
 * with one query. Only a slug equal to a root or to root-<number> can block a choice, so the query matches
 * exactly those: stripping a trailing '-<digits>' turns the lookup into a hashed IN instead of one LIKE per
 * root over the whole table. Call under lockTable; `take` reserves a slug for the rest of the operation.
 */
async function slugPicker(tx: Tx, roots: readonly string[]) {
  const taken = new Set<string>();
  const looked = new Set<string>();
  /** Reads the taken slugs of roots not read yet (a later row may reach a root the first read did not). */
  async function lookUp(wanted: readonly string[]) {
    const fresh = [...new Set(wanted)].filter((r) => !looked.has(r));
    if (fresh.length === 0) return;
    for (const r of fresh) looked.add(r);
    const rows = await tx
      .select({ slug: carVersions.slug })
      .from(carVersions)
      .where(
        or(
          inArray(carVersions.slug, fresh),
          inArray(sql`regexp_replace(${carVersions.slug}, '-[0-9]+$', '')`, fresh),
        ),
      );
    for (const r of rows) taken.add(r.slug);
  }
  await lookUp(roots);
  return {
    /** The slug for `root`; `own` is the edited version's current slug, free for itself. */
    async pick(root: string, own?: string): Promise<string> {
      await lookUp([root]);
      return firstFreeSlug(root, (s) => s !== own && taken.has(s));
    },
    take(slug: string, released?: string) {
      if (released !== undefined && released !== slug) taken.delete(released);
      taken.add(slug);
    },
  };
}

const versionSlugRoot = (brand: string, model: string, name: string) => slugRoot(`${brand} ${model} ${name}`);

/**
 * Checks every row first (the zod rule of adminCreateVersion, the model, the slug), then inserts the good
 * rows with one statement. That statement runs in a savepoint: if it fails anyway (e.g. a model deleted
 * meanwhile), each row is retried in its own savepoint, so one bad row never takes the others with it.
 */
export async function bulkCreateVersions(
  db: Db,
  adminId: string,
  rows: readonly AdminBulkVersionRowInput[],
  onRowError: RowErrorLog = () => undefined,
) {
  capRows(rows);
  const results: AdminBulkRowResult[] = new Array<AdminBulkRowResult>(rows.length);
  const checked: { row: number; name: string; model: string; priceCarVersion: number }[] = [];
  rows.forEach((r, row) => {
    const c = checkRow(
      () =>
        parseInput(versionCreateSchema, { name: r.name, model: r.model, priceCarVersion: r.priceCarVersion }),
      row,
    );
    if (c.ok) checked.push({ row, ...c.input });
    else results[row] = c.result;
  });
  if (checked.length > 0) {
    await db.transaction(async (tx) => {
      await lockTable(tx, 'car_versions');
      const byId = await modelsById(
        tx,
        checked.map((c) => c.model),
      );
      const good = checked.flatMap((c) => {
        const model = byId.get(c.model);
        if (model) return [{ ...c, model, root: versionSlugRoot(model.brandName, model.name, c.name) }];
        results[c.row] = failure(c.row, 'Unknown model', 'model');
        return [];
      });
      const slugs = await slugPicker(
        tx,
        good.map((g) => g.root),
      );
      const values: { row: number; value: typeof carVersions.$inferInsert }[] = [];
      for (const g of good) {
        const slug = await slugs.pick(g.root);
        slugs.take(slug);
        values.push({
          row: g.row,
          value: {
            name: g.name,
            brand: g.model.brand,
            model: g.model.id,
            slug,
            priceCarVersion: g.priceCarVersion,
          },
        });
      }
      if (values.length === 0) return;
      const audits: AuditEntry[] = [];
      const saved = (row: number, version: VersionRow | undefined) => {
        if (!version) return failure(row, NOT_SAVED);
        audits.push({
          entity: 'car_version',
          verb: 'create',
          entityId: version.id,
          after: rowSnapshot(version),
        });
        return success(row, version.id);
      };
      try {
        const inserted = await tx.transaction((sp) =>
          sp
            .insert(carVersions)
            .values(values.map((v) => v.value))
            .returning(),
        );
        // Slugs are unique: they tie each returned row to its input whatever order RETURNING uses.
        const bySlug = new Map(inserted.map((r) => [r.slug, r]));
        for (const v of values) results[v.row] = saved(v.row, bySlug.get(v.value.slug));
      } catch (e) {
        onRowError(null, e);
        for (const v of values) {
          try {
            const [one] = await tx.transaction((sp) => sp.insert(carVersions).values(v.value).returning());
            results[v.row] = saved(v.row, one);
          } catch (e) {
            onRowError(v.row, e);
            results[v.row] = failure(v.row, NOT_SAVED);
          }
        }
      }
      // One audit row per version written, in the same transaction as the versions.
      await writeAudits(tx, adminId, audits);
    });
  }
  return results;
}

/**
 * Edits rows in the order sent, like that many adminEditVersion calls, in one transaction: the versions,
 * models and slugs are read once, then each row is updated in its own savepoint (an UPDATE carries one
 * row's values), so a failing row leaves its version as it was and the others are saved.
 */
export async function bulkEditVersions(
  db: Db,
  adminId: string,
  rows: readonly AdminBulkVersionEditRowInput[],
  onRowError: RowErrorLog = () => undefined,
) {
  capRows(rows);
  const results: AdminBulkRowResult[] = new Array<AdminBulkRowResult>(rows.length);
  const checked: { row: number; id: string; name: string; model?: string; priceCarVersion: number }[] = [];
  rows.forEach((r, row) => {
    const c = checkRow(
      () =>
        parseInput(versionEditSchema, { name: r.name, model: r.model, priceCarVersion: r.priceCarVersion }),
      row,
    );
    if (!c.ok) results[row] = c.result;
    // A malformed id cannot name a version: answered like an unknown one, as adminEditVersion does.
    else if (!isUuid(r.id)) results[row] = failure(row, NOT_FOUND, 'id');
    else checked.push({ row, id: r.id.toLowerCase(), ...c.input });
  });
  if (checked.length === 0) return results;
  await db.transaction(async (tx) => {
    await lockTable(tx, 'car_versions');
    const current = new Map(
      (
        await tx
          .select()
          .from(carVersions)
          .where(
            inArray(
              carVersions.id,
              checked.map((c) => c.id),
            ),
          )
          .for('update')
      ).map((v) => [v.id, v]),
    );
    const known = checked.filter((c) => {
      if (current.has(c.id)) return true;
      results[c.row] = failure(c.row, NOT_FOUND, 'id');
      return false;
    });
    const byId = await modelsById(
      tx,
      known.map((c) => c.model ?? current.get(c.id)?.model ?? ''),
    );
    const slugs = await slugPicker(
      tx,
      known.flatMap((c) => {
        const model = byId.get(c.model ?? current.get(c.id)?.model ?? '');
        return model ? [versionSlugRoot(model.brandName, model.name, c.name)] : [];
      }),
    );
    const audits: AuditEntry[] = [];
    for (const c of known) {
      const before = current.get(c.id);
      if (!before) continue;
      const model = byId.get(c.model ?? before.model);
      if (!model) {
        results[c.row] = failure(c.row, 'Unknown model', 'model');
        continue;
      }
      const renamed = before.name !== c.name || before.model !== model.id;
      const slug = renamed
        ? await slugs.pick(versionSlugRoot(model.brandName, model.name, c.name), before.slug)
        : before.slug;
      let after: VersionRow | undefined;
      try {
        after = await tx.transaction(async (sp) => {
          const [updated] = await sp
            .update(carVersions)
            .set({
              name: c.name,
              brand: model.brand,
              model: model.id,
              slug,
              priceCarVersion: c.priceCarVersion,
              // A spreadsheet row is not a form loaded at a version: it is saved as sent, like a caller
              // that sends none, and moves the version on so a form opened before it is refused.
              editVersion: sql`${carVersions.editVersion} + 1`,
            })
            .where(eq(carVersions.id, c.id))
            .returning();
          // Listings of this version follow it to its (possibly new) model and brand.
          if (before.model !== model.id) {
            await sp
              .update(posts)
              .set({ modelId: model.id, brandId: model.brand })
              .where(eq(posts.versionId, c.id));
          }
          return updated;
        });
      } catch (e) {
        onRowError(c.row, e);
        results[c.row] = failure(c.row, NOT_SAVED);
        continue;
      }
      if (!after) {
        results[c.row] = failure(c.row, NOT_FOUND, 'id');
        continue;
      }
      slugs.take(slug, before.slug);
      audits.push({
        entity: 'car_version',
        verb: 'edit',
        entityId: c.id,
        before: rowSnapshot(before),
        after: rowSnapshot(after),
      });
      // A later row of the same operation may edit this version again: it starts from this edit.
      current.set(c.id, after);
      results[c.row] = success(c.row, c.id);
    }
    // One audit row per row saved (a version edited twice has two), in the same transaction.
    await writeAudits(tx, adminId, audits);
  });
  return results;
}

export const settingsBulkMutation: Pick<
  MutationResolvers,
  'adminBulkCreateVersions' | 'adminBulkEditVersions'
> = {
  adminBulkCreateVersions: (_r, args, ctx) =>
    bulkCreateVersions(ctx.db, requireAdmin(ctx).id, args.rows, logRowError(ctx)),
  adminBulkEditVersions: (_r, args, ctx) =>
    bulkEditVersions(ctx.db, requireAdmin(ctx).id, args.rows, logRowError(ctx)),
};
