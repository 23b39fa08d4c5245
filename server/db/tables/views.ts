import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ListColumnsValue, ViewSearch, ViewVisibility } from '../../../src/rules/saved-views';
import { createdAt, editVersion, pk, tstz, updatedAt } from './columns';
import { adminSessions, admins } from './identity';

/*
 * An admin's own arrangement of the lists (issue 25 §2, docs/saved-views.md): views saved under a name,
 * the views each admin pinned, and each admin's columns per list. A list is named by its path.
 */

/** A list's filters, sort and (optionally) columns under a name; its owner's only, or shared with everyone. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: pk(),
    listKey: text().notNull(),
    name: text().notNull(),
    ownerId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** ONLY_ME or EVERYONE, as text like every enumerated value here (server/db/tables/enums.ts). */
    visibility: text().$type<ViewVisibility>().notNull().default('ONLY_ME'),
    search: jsonb().$type<ViewSearch>().notNull(),
    columns: jsonb().$type<ListColumnsValue>(),
    /** Moved by its owner's changes only, not by pins (each admin's own): docs/conflicts.md. */
    editVersion: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One name per owner and list, whatever its case, so the views above the table can be told apart.
    uniqueIndex('saved_views_owner_list_name_uq').on(t.ownerId, t.listKey, sql`lower(${t.name})`),
    // The shared views of a list, read on every list screen.
    index('saved_views_list_shared_idx')
      .on(t.listKey)
      .where(sql`${t.visibility} = 'EVERYONE'`),
  ],
);

/** A view pinned to one admin's side menu: pinning another's shared view pins it for oneself only. */
export const savedViewPins = pgTable(
  'saved_view_pins',
  {
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    viewId: uuid()
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.viewId] }), index('saved_view_pins_view_idx').on(t.viewId)],
);

/** One admin's columns of one list: their order and the hidden ones. No row: the list's own. */
export const listColumnPrefs = pgTable(
  'list_column_prefs',
  {
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    listKey: text().notNull(),
    columns: jsonb().$type<ListColumnsValue>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.listKey] })],
);

/**
 * Who has a record's page open now (issue 28 §2, docs/live.md): one row per session and record, moved on by
 * the page's heartbeat every 20 s and counted for 45 s after it (src/rules/live.ts). In the database rather
 * than in an instance's memory, so every instance answers the same viewers. Rows older than a day are swept
 * by the heartbeat itself; nothing else reads them.
 */
export const recordViewers = pgTable(
  'record_viewers',
  {
    sessionId: uuid()
      .notNull()
      .references(() => adminSessions.id, { onDelete: 'cascade' }),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** The record's audit entity (`garage`) and id, as its History names it. */
    entity: text().notNull(),
    entityId: text().notNull(),
    /** On the record's edit page rather than its view page. */
    editing: boolean().notNull().default(false),
    seenAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.entity, t.entityId] }),
    index('record_viewers_record_idx').on(t.entity, t.entityId, t.seenAt),
  ],
);
