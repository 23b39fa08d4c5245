import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailTransportKind } from '../../db/tables/mail';

export const MAIL_FROM = 'KAR <no-reply@kar.vn>';

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A fixed Message-ID (broadcasts: the same on every try, so a mailbox can fold a repeat). */
  messageId?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Delivery {
  status: 'sent' | 'stored';
  messageId: string;
  /** The .eml file, relative to DATA_DIR, when the local outbox took the message. */
  emlPath?: string;
}

export interface MailTransport {
  kind: MailTransportKind;
  /** Resolves once the message is accepted (SMTP) or on disk (outbox); rejects with the reason otherwise. */
  deliver(mail: OutgoingMail): Promise<Delivery>;
  close(): void;
}

// A dead SMTP server must not hold an admin's request for nodemailer's default two minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const messageOf = (m: OutgoingMail) => ({
  from: MAIL_FROM,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  ...(m.messageId ? { messageId: m.messageId } : {}),
  // Our row id in the header ties a message in any mailbox or server log back to its outbox row.
  headers: { 'X-KAR-Mail-Id': m.id, ...m.headers },
});

export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async deliver(mail) {
      const info = await transporter.sendMail(messageOf(mail));
      if (info.rejected.length > 0) throw new Error(`SMTP server refused ${info.rejected.join(', ')}`);
      return { status: 'sent', messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/**
 * Broadcast email (docs/notifications.md): a pool of kept-open SMTP connections, so thousands of messages
 * do not each pay a connection and greeting, with nodemailer's own rate limit (messages per second).
 */
export function pooledSmtpTransport(
  url: string,
  opts: { connections: number; perSecond: number },
): MailTransport {
  const transporter = createTransport({
    url,
    ...SMTP_TIMEOUTS,
    pool: true,
    maxConnections: opts.connections,
    maxMessages: Infinity,
    rateDelta: 1000,
    rateLimit: opts.perSecond,
  });
  return {
    kind: 'smtp',
    async deliver(mail) {
      const info = await transporter.sendMail(messageOf(mail));
      if (info.rejected.length > 0) throw new Error(`SMTP server refused ${info.rejected.join(', ')}`);
      return { status: 'sent', messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: each message becomes an RFC 5322 `.eml` file under DATA_DIR/mail/, which any
 * mail client opens. Written to a temporary name first, so a reader never sees half a message.
 */
export function outboxTransport(dataDir: string): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const mailDir = path.join(dataDir, 'mail');
  return {
    kind: 'outbox',
    async deliver(mail) {
      const info = await transporter.sendMail(messageOf(mail));
      const message = info.message;
      if (!Buffer.isBuffer(message)) throw new Error('the outbox transport did not produce a message');
      const day = new Date().toISOString().slice(0, 10);
      const relative = path.join('mail', day, `${mail.id}.eml`);
      await mkdir(path.join(mailDir, day), { recursive: true });
      const target = path.join(dataDir, relative);
      await writeFile(`${target}.tmp`, message);
      await rename(`${target}.tmp`, target);
      return { status: 'stored', messageId: info.messageId, emlPath: relative };
    },
    close: () => transporter.close(),
  };
}
