import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BackgroundTaskKind, BackgroundTaskStatus } from '../../../src/rules/background-work';
import { createdAt, pk, tstz } from './columns';
import { admins } from './identity';

/**
 * Work an admin started that runs in their browser (issue 28 §5, docs/background-work.md): a list's Export,
 * a spreadsheet import. The tab reports its progress and its end, so the header's bell can list it on every
 * tab and after a reload. Broadcasts are not here: their own rows (notifications, notification_deliveries)
 * already say how far they are. One admin's bookkeeping, not a record: not audited.
 */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    id: pk(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    kind: text().$type<BackgroundTaskKind>().notNull(),
    title: text().notNull(),
    /** Rows to go; null until the tab knows (an export learns it from the first page). */
    total: integer(),
    done: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    status: text().$type<BackgroundTaskStatus>().notNull().default('running'),
    /** Why it failed, in the tab's words. */
    error: text(),
    /** Where its result is: a path in the app (the list exported, the screen imported into). */
    link: text(),
    createdAt: createdAt(),
    /** Moved by every report: a running task not reported for a minute is shown as stopped (its tab went away). */
    updatedAt: tstz().notNull().defaultNow(),
    finishedAt: tstz(),
  },
  (t) => [
    // The bell's read: one admin's latest.
    index('background_tasks_admin_idx').on(t.adminId, t.createdAt.desc()),
    check('background_tasks_kind_ck', sql`${t.kind} in ('EXPORT', 'IMPORT')`),
    check('background_tasks_status_ck', sql`${t.status} in ('running', 'done', 'failed', 'cancelled')`),
  ],
);
