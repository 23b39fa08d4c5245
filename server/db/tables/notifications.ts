import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { notifications } from './content';
import type { DeliveryStatus } from './enums';
import { users } from './members';

/**
 * One recipient of one broadcast (migration 0018). The primary key makes planning a broadcast
 * repeatable: a restart re-plans with ON CONFLICT DO NOTHING. `batch` groups recipients into the
 * queue's delivery jobs; `status` is the per-recipient outcome the detail screen counts.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batch: integer().notNull(),
    status: text().$type<DeliveryStatus>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** Message-ID of the email (the same on every try, so a mailbox can fold a repeat). */
    messageId: text(),
    sentAt: tstz(),
    /**
     * The device push of the same recipient (migration 0020), a channel of its own: null when no push was
     * queued for them (push not configured at planning, an email broadcast, or the member's push switch off).
     */
    pushStatus: text().$type<DeliveryStatus>(),
    pushAttempts: integer().notNull().default(0),
    pushError: text(),
    /** The message name FCM answered (projects/<project>/messages/<id>). */
    pushMessageId: text(),
    pushSentAt: tstz(),
  },
  (t) => [
    primaryKey({ name: 'notification_deliveries_pk', columns: [t.notificationId, t.userId] }),
    index('notification_deliveries_batch_idx').on(t.notificationId, t.batch),
    index('notification_deliveries_status_idx').on(t.notificationId, t.status),
    index('notification_deliveries_push_idx')
      .on(t.notificationId, t.pushStatus)
      .where(sql`${t.pushStatus} is not null`),
  ],
);
