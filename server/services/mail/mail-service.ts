import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
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
  /** Hold the message this many seconds after the commit (a post approval waits out its undo window). */
  holdSeconds?: number;
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

  // Held messages waiting for their time, by id; cleared on close.
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  /** Delivers the message once it is due, from a timer; a later start delivers it if this process stops. */
  function deliverLater(id: string, seconds: number) {
    clearTimeout(timers.get(id));
    const timer = setTimeout(
      () => {
        timers.delete(id);
        // deliver never throws for a delivery failure; a closed database is the only other way to fail,
        // and then the row stays pending for the next start.
        deliver(id).catch(() => undefined);
      },
      // A little after the row's time, so the database's clock agrees that it is due.
      Math.max(0, seconds * 1000) + 250,
    );
    timer.unref();
    timers.set(id, timer);
  }

  async function deliver(id: string): Promise<MailStatus> {
    // Taking the row counts the attempt first, in one statement on the row: a message being delivered
    // can no longer be withdrawn (`withdraw` needs attempts = 0), and a withdrawn one is not found here.
    const [row] = await opts.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        and(
          eq(mailOutbox.id, id),
          eq(mailOutbox.status, 'pending'),
          or(isNull(mailOutbox.deliverAfter), lte(mailOutbox.deliverAfter, sql`now()`)),
        ),
      )
      .returning();
    if (!row) {
      const [held] = await opts.db
        .select({ wait: sql<number>`extract(epoch from ${mailOutbox.deliverAfter} - now())::float8` })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
      // Not due yet (asked early): try again when it is.
      if (held && held.wait > 0) deliverLater(id, held.wait);
      return 'pending';
    }
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
      .set({ ...outcome, transport: transport.kind })
      .where(eq(mailOutbox.id, row.id));
    return outcome.status;
  }

  return {
    kind: transport.kind,

    /** Records a message inside `tx`; call `deliver` with the id once `tx` has committed. */
    async enqueue(tx: Tx, mail: NewMail): Promise<string> {
      const hold = mail.holdSeconds ?? 0;
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          toEmail: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          userId: mail.userId ?? null,
          transport: transport.kind,
          deliverAfter: hold > 0 ? sql`now() + make_interval(secs => ${hold})` : null,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('the outbox row was not written');
      return row.id;
    },

    /** Delivers one pending message and stores the outcome; never throws for a delivery failure. */
    deliver,

    /** After the commit, for a message enqueued with `holdSeconds`: delivered once that time is up. */
    deliverLater,

    /**
     * Takes back a message nobody has tried to deliver yet, inside `tx` (undoing the change it reports).
     * False when its delivery has started or it is gone: the caller then refuses to undo.
     */
    async withdraw(tx: Tx, id: string): Promise<boolean> {
      const removed = await tx
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, 0)))
        .returning({ id: mailOutbox.id });
      if (removed.length === 0) return false;
      clearTimeout(timers.get(id));
      timers.delete(id);
      return true;
    },

    /**
     * Messages left pending by a stop between commit and delivery, oldest first; one still held is
     * delivered when its time comes.
     */
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
      // Held messages stay pending in the outbox; the next start delivers them.
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      transport.close();
      bulk?.close();
    },
  };
}
