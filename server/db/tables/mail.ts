import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, pk, tstz } from './columns';
import { users } from './members';

/** pending → sent (SMTP accepted it) | stored (written to the local outbox) | failed (see lastError). */
export type MailStatus = 'pending' | 'sent' | 'stored' | 'failed';
export type MailTransportKind = 'smtp' | 'outbox';

/**
 * Every email the product sends. The row is written in the same transaction as the change it reports
 * (e.g. a deactivation), then delivered; the row keeps the outcome, so a failed delivery stays visible.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: pk(),
    toEmail: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull().default(''),
    /** The member the mail is about, when any (shown on the member detail page). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The notification row that produced this mail, when any. */
    notificationId: uuid(),
    status: text().$type<MailStatus>().notNull().default('pending'),
    transport: text().$type<MailTransportKind>(),
    /** Message-ID header, to find the message in an SMTP server's logs or the .eml file. */
    messageId: text(),
    /** Path of the .eml file under DATA_DIR when the local outbox delivered it. */
    emlPath: text(),
    /**
     * Not delivered before this time (null: at once). A post approval's email waits out its undo window;
     * undoing the approval deletes the row while nobody has tried it yet (attempts = 0).
     */
    deliverAfter: tstz(),
    /** Counted when a delivery starts, so a row being delivered is never taken back. */
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_notification_id_idx').on(t.notificationId),
    index('mail_outbox_user_id_idx').on(t.userId, t.createdAt),
  ],
);
