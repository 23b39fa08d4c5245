import { asc, count, desc, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { writeAudit } from '../../kit/audit';
import { pagedList } from '../../kit/page';
import {
  deactivateReasonSchema,
  MEMBER_ALREADY_ACTIVE,
  MEMBER_ALREADY_DEACTIVATED,
  MEMBER_DELETED,
  userEmailsFilterSchema,
  userIdSchema,
} from '../../../src/rules/members';
import type { MailService } from '../../services/mail/mail-service';
import { deactivationMail, reactivationMail, type MailContent } from '../../services/mail/member-mails';
import { conflict, notFound } from '../errors';
import type { QueryAdminGetUserEmailsArgs } from '../generated/resolvers';
import { parseInput } from '../zod-input';
import { getUserDetail } from './members';

type UserRow = typeof users.$inferSelect;

const deactivateSchema = userIdSchema.extend(deactivateReasonSchema.shape);

const fullName = (u: UserRow) => [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || null;

interface StatusChange {
  verb: 'deactivate' | 'reactivate';
  /** Refuses the change (a CONFLICT) when the member is not in a state it applies to. */
  guard(u: UserRow): string | undefined;
  set: Pick<UserRow, 'isActive' | 'status' | 'deactivateReason'>;
  mail(u: UserRow): MailContent;
}

/**
 * One status change in one transaction: the member row (locked, so two admins cannot both pass the
 * guard), the audit row and the outbox row commit together. The email is delivered after the commit;
 * its outcome is recorded on the outbox row and never undoes the change (docs/mail.md).
 */
async function changeStatus(db: Db, mail: MailService, adminId: string, id: string, change: StatusChange) {
  const mailId = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user) throw notFound('Member');
    const refused = change.guard(user);
    if (refused) throw conflict(refused);
    await tx.update(users).set(change.set).where(eq(users.id, id));
    // A member without an email cannot be told; the audit row says so instead of pretending.
    const queued = user.email
      ? await mail.enqueue(tx, { to: user.email, userId: id, ...change.mail(user) })
      : null;
    await writeAudit(tx, adminId, {
      entity: 'user',
      verb: change.verb,
      entityId: id,
      before: { status: user.status, isActive: user.isActive, reason: user.deactivateReason },
      after: {
        status: change.set.status,
        isActive: change.set.isActive,
        reason: change.set.deactivateReason,
        mailId: queued,
        emailed: queued ? user.email : 'no email address',
      },
    });
    return queued;
  });
  if (mailId) await mail.deliver(mailId);
  return getUserDetail(db, id);
}

export function deactivateMember(
  db: Db,
  mail: MailService,
  adminId: string,
  rawId: string,
  rawReason: string,
) {
  const { id, reason } = parseInput(deactivateSchema, { id: rawId, reason: rawReason });
  return changeStatus(db, mail, adminId, id, {
    verb: 'deactivate',
    guard: (u) => (u.isActive ? undefined : MEMBER_ALREADY_DEACTIVATED),
    set: { isActive: false, status: 'DEACTIVATED', deactivateReason: reason },
    mail: (u) => deactivationMail(fullName(u), reason),
  });
}

export function reactivateMember(db: Db, mail: MailService, adminId: string, rawId: string) {
  const { id } = parseInput(userIdSchema, { id: rawId });
  return changeStatus(db, mail, adminId, id, {
    verb: 'reactivate',
    // Suspended and terminated members may come back; a deleted account is gone.
    guard: (u) => (u.isActive ? MEMBER_ALREADY_ACTIVE : u.status === 'DELETED' ? MEMBER_DELETED : undefined),
    set: { isActive: true, status: 'ACTIVE', deactivateReason: null },
    mail: (u) => reactivationMail(fullName(u)),
  });
}

export async function listUserEmails(db: Db, args: QueryAdminGetUserEmailsArgs) {
  const { userId } = parseInput(userEmailsFilterSchema, { userId: args.userId });
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!member) throw notFound('Member');
  const where = eq(mailOutbox.userId, userId);
  return pagedList(
    args,
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), asc(mailOutbox.id)),
    db.select({ n: count() }).from(mailOutbox).where(where),
    (rows) =>
      rows.map((r) => ({
        id: r.id,
        to: r.toEmail,
        subject: r.subject,
        text: r.text,
        status: r.status,
        transport: r.transport,
        error: r.lastError,
        createdAt: r.createdAt,
        sentAt: r.sentAt,
      })),
  );
}
