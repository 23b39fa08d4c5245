import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, type MailStatus } from '../../db/tables/mail';
import {
  outboxTransport,
  pooledSmtpTransport,
  smtpTransport,
  type MailTransport,
  type OutgoingMail,
} from './mail-transport';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The member the message is about; it then shows on that member's detail page. */
  userId?: string | null;
}

export type MailService = ReturnType<typeof createMailService>;

/** Errors can carry server answers or addresses; a row keeps enough to diagnose, not a whole dump. */
const describe = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 500);

/**
 * Transactional outbox: `enqueue` writes the message in the caller's transaction, so it exists exactly
 * when the change it reports was committed; `deliver` runs after the commit and records the outcome.
 * A delivery failure never undoes the change, and is never silent: the row says `failed` and why.
 */
export function createMailService(opts: { db: Db; dataDir: string; smtpUrl?: string | undefined }) {
  const transport: MailTransport = opts.smtpUrl ? smtpTransport(opts.smtpUrl) : outboxTransport(opts.dataDir);
  // Broadcasts go through their own pooled, rate-limited transport, made on first use.
  let bulk: MailTransport | undefined;
  const bulkTransport = () =>
    (bulk ??= opts.smtpUrl
      ? pooledSmtpTransport(opts.smtpUrl, {
          connections: Number(process.env.NOTIFY_SMTP_CONNECTIONS ?? 8),
          perSecond: Number(process.env.NOTIFY_EMAIL_PER_SECOND ?? 400),
        })
      : outboxTransport(opts.dataDir));

  async function deliver(id: string): Promise<MailStatus> {
    const [row] = await opts.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    if (!row) return 'pending';
    let outcome: Partial<typeof mailOutbox.$inferInsert> & { status: MailStatus };
    try {
      const done = await transport.deliver({
        id: row.id,
        to: row.toEmail,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
      outcome = {
        status: done.status,
        messageId: done.messageId,
        emlPath: done.emlPath ?? null,
        sentAt: new Date(),
        lastError: null,
      };
    } catch (e) {
      outcome = { status: 'failed', lastError: describe(e) };
    }
    await opts.db
      .update(mailOutbox)
      .set({ ...outcome, transport: transport.kind, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, row.id));
    return outcome.status;
  }

  return {
    kind: transport.kind,

    /** Records a message inside `tx`; call `deliver` with the id once `tx` has committed. */
    async enqueue(tx: Tx, mail: NewMail): Promise<string> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          toEmail: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          userId: mail.userId ?? null,
          transport: transport.kind,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('the outbox row was not written');
      return row.id;
    },

    /** Delivers one pending message and stores the outcome; never throws for a delivery failure. */
    deliver,

    /** Messages left pending by a stop between commit and delivery, oldest first. */
    async deliverPending(limit = 100): Promise<number> {
      const rows = await opts.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'pending'))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(limit);
      for (const r of rows) await deliver(r.id);
      return rows.length;
    },

    /**
     * One broadcast message, straight to the transport: its per-recipient state lives in
     * notification_deliveries (docs/notifications.md), not in an outbox row. Rejects on failure.
     */
    sendBroadcast: (mail: OutgoingMail) => bulkTransport().deliver(mail),

    close: () => {
      transport.close();
      bulk?.close();
    },
  };
}
