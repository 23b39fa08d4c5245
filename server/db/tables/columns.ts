import { bigint, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

export const pk = () => uuid().primaryKey().defaultRandom();

export const tstz = () => timestamp({ withTimezone: true, mode: 'date' });

export const createdAt = () => tstz().notNull().defaultNow();

/** Bumped by drizzle on every update issued through the query builder. */
export const updatedAt = () =>
  tstz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * How many times the record was edited: an edit form sends the count it was loaded at, and a save over a
 * later one is refused (server/kit/edit-version.ts, docs/conflicts.md). An integer, not `updatedAt`: a
 * timestamp reaches the SPA at millisecond precision and two writes can share a millisecond.
 */
export const editVersion = () => integer().notNull().default(0);

/** VND has no minor unit, and JS numbers are exact up to 9e15 VND: plenty for balances and prices. */
export const money = () => bigint({ mode: 'number' });

/**
 * A record in the Trash (docs/trash.md): `deletedAt` set when an admin deleted it, `deletedBy` who did. A row
 * with `deletedAt` is read by nothing but the Trash (`notTrashed`, server/kit/trash.ts) and is deleted for
 * good 30 days later. `deletedBy` has no foreign key: columns.ts cannot import the admins table (identity.ts
 * imports this file), and admins are deactivated, never deleted; the audit row names them anyway.
 */
export const trashed = () => ({
  deletedAt: tstz(),
  deletedBy: uuid(),
});
