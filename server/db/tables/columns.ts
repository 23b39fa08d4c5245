import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

export const pk = () => uuid().primaryKey().defaultRandom();

export const tstz = () => timestamp({ withTimezone: true, mode: 'date' });

export const createdAt = () => tstz().notNull().defaultNow();

/** Bumped by drizzle on every update issued through the query builder. */
export const updatedAt = () =>
  tstz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** VND has no minor unit, and JS numbers are exact up to 9e15 VND: plenty for balances and prices. */
export const money = () => bigint({ mode: 'number' });
