import { claimEdit } from '../../kit/edit-version';
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, asc, count, desc, eq, gt, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { isUniqueViolation, type Db } from '../../db/client';
import { adminTokens, admins, auditLogs, roles } from '../../db/schema';
import { auditRow, rowSnapshot, writeAudit } from '../../kit/audit';
import { lockRow } from '../../kit/audited';
import { containsPattern } from '../../kit/like';
import { pagedList, type PageArgs } from '../../kit/page';
import type { Tx } from '../../kit/tx';
import { badInput, conflict, notFound } from '../../graphql/errors';
import { parseInput } from '../../graphql/zod-input';
import { PASSWORD_COMMON, isCommonPassword, newPasswordField } from '../../../src/rules/passwords';
import { SUPPER_ADMIN } from '../../../src/rules/permissions';
import {
  STAFF_MESSAGES,
  deactivateStaffSchema,
  inviteStaffSchema,
  roleIdSchema,
  roleSchema,
  staffFilterSchema,
  staffIdSchema,
  type StaffStatus,
} from '../../../src/rules/staff';
import { z } from '../../../src/rules/z';
import type { MailService } from '../mail/mail-service';
import { inviteMail, resetMail } from '../mail/staff-mails';
import { ARGON2_OPTIONS, tooManyAttempts, type SessionAdmin } from './auth-service';
import { createWindowLimit } from './login-throttle';
import { endSessionsOf } from './sessions';

/** Staff accounts and roles (docs/staff.md): the work behind the resolvers of server/graphql/resolvers/staff.ts. */

/** An invitation is good for 72 hours (issue 26 §1); a reset link for 30 minutes. */
export const INVITE_TTL_MS = 72 * 60 * 60_000;
export const RESET_TTL_MS = 30 * 60_000;
export const INVITE_PATH = '/auth/accept-invite';
export const RESET_PATH = '/auth/reset-password';
/** How many of a staff member's latest audit rows their page shows. */
export const RECENT_ACTIONS = 20;

type AdminRow = typeof admins.$inferSelect;
type RoleRow = typeof roles.$inferSelect;
type LinkKind = 'invite' | 'reset';

export const staffStatus = (a: { isActive: boolean; pendingInvite?: boolean }): StaffStatus =>
  !a.isActive ? 'DEACTIVATED' : a.pendingInvite ? 'INVITED' : 'ACTIVE';

/** A used, expired or withdrawn link: one answer for all three (and for a made-up one). */
export const linkInvalid = () =>
  new GraphQLError(STAFF_MESSAGES.linkInvalid, { extensions: { code: 'LINK_INVALID' } });

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// --- throttles --------------------------------------------------------------------------------------------

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * The throttles of the public password endpoints and of the signed-in admin's own password: reset requests
 * per address and per email (over the limit the answer is the same `true`, nothing is sent), link attempts
 * per address, and checks of one's own password per admin (changing it, turning two-step sign-in off). In
 * the database, like sign-in's (login-throttle.ts), so several instances and a restart share them.
 */
export function createStaffThrottles(db: Db) {
  return {
    resetPerAddress: createWindowLimit(db, 'reset-address', 10, FIFTEEN_MINUTES),
    resetPerEmail: createWindowLimit(db, 'reset-email', 3, FIFTEEN_MINUTES),
    linkPerAddress: createWindowLimit(db, 'link-address', 20, FIFTEEN_MINUTES),
    currentPerAdmin: createWindowLimit(db, 'current-password', 5, FIFTEEN_MINUTES),
  };
}
export type StaffThrottles = ReturnType<typeof createStaffThrottles>;

// --- links ------------------------------------------------------------------------------------------------

/** A new single-use link of `kind` for `adminId`; any earlier live one of that kind is withdrawn. */
async function issueLink(tx: Tx, adminId: string, kind: LinkKind, ttlMs: number) {
  const now = new Date();
  await tx
    .update(adminTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(adminTokens.adminId, adminId),
        eq(adminTokens.kind, kind),
        isNull(adminTokens.usedAt),
        isNull(adminTokens.revokedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await tx.insert(adminTokens).values({ adminId, kind, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

const liveLink = (kind: LinkKind, token: string) =>
  and(
    eq(adminTokens.tokenHash, hashToken(token)),
    eq(adminTokens.kind, kind),
    isNull(adminTokens.usedAt),
    isNull(adminTokens.revokedAt),
    gt(adminTokens.expiresAt, sql`now()`),
  );

/** Withdraws every live link of an admin (deactivation, a new password). */
async function revokeLinks(tx: Tx, adminId: string, kind?: LinkKind) {
  await tx
    .update(adminTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(adminTokens.adminId, adminId),
        kind ? eq(adminTokens.kind, kind) : undefined,
        isNull(adminTokens.usedAt),
        isNull(adminTokens.revokedAt),
      ),
    );
}

const urlOf = (publicUrl: string, path: string, token: string) => {
  const url = new URL(path, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

/** The whole password rule on the server: length (zod, the form's schema), then the common list. */
async function checkedPassword(password: unknown, field: string): Promise<string> {
  const parsed = parseInput(z.object({ [field]: newPasswordField() }), { [field]: password });
  const value = parsed[field];
  if (typeof value !== 'string') throw badInput('Please enter a password', field);
  if (await isCommonPassword(value)) throw badInput(PASSWORD_COMMON, field);
  return value;
}

// --- reading ----------------------------------------------------------------------------------------------

export interface StaffListArgs extends PageArgs {
  keyword?: string | null;
  roleId?: string | null;
  status?: StaffStatus | null;
}

const STATUS_WHERE: Record<StaffStatus, SQL | undefined> = {
  INVITED: and(eq(admins.isActive, true), eq(admins.pendingInvite, true)),
  ACTIVE: and(eq(admins.isActive, true), eq(admins.pendingInvite, false)),
  DEACTIVATED: eq(admins.isActive, false),
};

export async function listStaff(db: Db, args: StaffListArgs) {
  const f = parseInput(staffFilterSchema, {
    keyword: args.keyword,
    roleId: args.roleId,
    status: args.status,
  });
  const pattern = f.keyword ? containsPattern(f.keyword) : undefined;
  const where = and(
    pattern
      ? or(
          ilike(admins.email, pattern),
          ilike(sql`${admins.firstName} || ' ' || ${admins.lastName}`, pattern),
        )
      : undefined,
    f.roleId ? eq(admins.roleId, f.roleId) : undefined,
    f.status ? STATUS_WHERE[f.status] : undefined,
  );
  return pagedList(
    args,
    db.select().from(admins).where(where).orderBy(desc(admins.createdAt), asc(admins.id)),
    db.select({ n: count() }).from(admins).where(where),
    (rows) => rows,
  );
}

export async function staffDetail(db: Db, rawId: string) {
  const { id } = parseInput(staffIdSchema, { id: rawId });
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  if (!row) throw notFound('Staff member');
  const recent = await db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.adminId, id))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.seq))
    .limit(RECENT_ACTIONS);
  return { staff: row, recentActions: recent };
}

export async function getStaff(db: Db | Tx, id: string): Promise<AdminRow> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  if (!row) throw notFound('Staff member');
  return row;
}

export async function listRoles(db: Db): Promise<RoleRow[]> {
  return db.select().from(roles).orderBy(desc(roles.builtIn), asc(roles.name));
}

// --- staff changes ----------------------------------------------------------------------------------------

/**
 * Taken first by every change that could leave no active SUPPER_ADMIN: the SUPPER_ADMIN role's row, locked
 * (FOR NO KEY UPDATE, which admins' foreign-key checks do not wait on). Two such changes run one after the
 * other, so the second counts what the first left (two concurrent demotions of the last two leave one).
 */
async function lockSuperAdminRole(tx: Tx): Promise<string> {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.code, SUPPER_ADMIN))
    .for('no key update');
  if (!row) throw new Error('the SUPPER_ADMIN role is missing');
  return row.id;
}

/** Refuses when `target` is an active SUPPER_ADMIN and no other active one would be left. */
async function keepOneSuperAdmin(tx: Tx, superAdminRoleId: string, target: AdminRow) {
  if (target.roleId !== superAdminRoleId || staffStatus(target) !== 'ACTIVE') return;
  const [row] = await tx
    .select({ n: count() })
    .from(admins)
    .where(
      and(
        eq(admins.roleId, superAdminRoleId),
        eq(admins.isActive, true),
        eq(admins.pendingInvite, false),
        ne(admins.id, target.id),
      ),
    );
  if ((row?.n ?? 0) === 0) throw conflict(STAFF_MESSAGES.lastSuperAdmin);
}

const lockAdmin = (tx: Tx, id: string) => lockRow(tx, admins, id, () => notFound('Staff member'));

async function roleById(tx: Tx | Db, id: string): Promise<RoleRow> {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id)).limit(1);
  if (!row) throw notFound('Role');
  return row;
}

const staffSnapshot = (a: AdminRow, role?: RoleRow) => ({
  email: a.email,
  firstName: a.firstName,
  lastName: a.lastName,
  status: staffStatus(a),
  ...(role ? { role: role.code } : {}),
});

export interface StaffDeps {
  db: Db;
  mail: MailService;
  publicUrl: string;
}

export async function inviteStaff(
  deps: StaffDeps,
  actor: SessionAdmin,
  raw: { email: string; firstName: string; lastName: string; roleId: string },
) {
  const input = parseInput(inviteStaffSchema, raw);
  const name = `${input.firstName} ${input.lastName}`;
  const inviter = `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
  let outcome: { admin: AdminRow; token: string; expiresAt: Date; mailId: string };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const role = await roleById(tx, input.roleId).catch(() => {
        throw badInput('Please choose a role', 'roleId');
      });
      const [existing] = await tx
        .select()
        .from(admins)
        .where(sql`lower(${admins.email}) = ${input.email}`)
        .for('update');
      // A pending invitation may be sent again (a new link, the old one withdrawn); a real account may not.
      if (existing && !existing.pendingInvite) throw conflict(STAFF_MESSAGES.emailTaken);
      const values = {
        firstName: input.firstName,
        lastName: input.lastName,
        roleId: role.id,
        isActive: true,
        pendingInvite: true,
        deactivateReason: null,
        // No password of their own yet: an empty hash never verifies, so nobody signs in as them.
        passwordHash: '',
      };
      const [admin] = existing
        ? await tx.update(admins).set(values).where(eq(admins.id, existing.id)).returning()
        : await tx
            .insert(admins)
            .values({ ...values, email: input.email })
            .returning();
      if (!admin) throw new Error('the staff member was not written');
      const link = await issueLink(tx, admin.id, 'invite', INVITE_TTL_MS);
      const url = urlOf(deps.publicUrl, INVITE_PATH, link.token);
      const mailId = await deps.mail.enqueue(tx, {
        to: admin.email,
        ...inviteMail(name, inviter, role.name, url, link.expiresAt),
      });
      await writeAudit(tx, actor.id, {
        entity: 'staff',
        verb: 'invite',
        entityId: admin.id,
        before: existing ? staffSnapshot(existing) : null,
        after: { ...staffSnapshot(admin, role), expiresAt: link.expiresAt.toISOString(), mailId },
      });
      return { admin, ...link, mailId };
    });
  } catch (e) {
    // Two invitations of one new address at once: the second meets the first's row.
    if (isUniqueViolation(e)) throw conflict(STAFF_MESSAGES.emailTaken);
    throw e;
  }
  await deps.mail.deliver(outcome.mailId);
  return {
    admin: outcome.admin,
    inviteUrl: urlOf(deps.publicUrl, INVITE_PATH, outcome.token),
    expiresAt: outcome.expiresAt,
  };
}

export async function changeStaffRole(db: Db, actor: SessionAdmin, rawId: string, rawRoleId: string) {
  const { id } = parseInput(staffIdSchema, { id: rawId });
  const { roleId } = parseInput(roleIdSchema, { roleId: rawRoleId });
  return db.transaction(async (tx) => {
    const superAdminRoleId = await lockSuperAdminRole(tx);
    const target = await lockAdmin(tx, id);
    if (target.id === actor.id) throw conflict(STAFF_MESSAGES.notSelf);
    const role = await roleById(tx, roleId);
    if (role.id === target.roleId) return target;
    await keepOneSuperAdmin(tx, superAdminRoleId, target);
    const before = await roleById(tx, target.roleId);
    const [updated] = await tx
      .update(admins)
      .set({ roleId: role.id, updatedAt: new Date() })
      .where(eq(admins.id, id))
      .returning();
    if (!updated) throw notFound('Staff member');
    // A role taken away (the new one lacks something the old one held) ends their sessions with the commit
    // (issue 27 §2): what they lost is refused from their next request anyway, but pages they had open may
    // show what they may no longer read. A wider role keeps them signed in.
    const lost = before.permissions.filter((p) => !role.permissions.includes(p));
    if (lost.length > 0) await endSessionsOf(tx, id, { by: actor.id });
    await writeAudit(tx, actor.id, {
      entity: 'staff',
      verb: 'change_role',
      entityId: id,
      before: { role: before.code, roleName: before.name },
      after: { role: role.code, roleName: role.name, sessionsEnded: lost.length > 0 },
    });
    return updated;
  });
}

export async function deactivateStaff(db: Db, actor: SessionAdmin, rawId: string, rawReason: string) {
  const { id } = parseInput(staffIdSchema, { id: rawId });
  const { reason } = parseInput(deactivateStaffSchema, { reason: rawReason });
  return db.transaction(async (tx) => {
    const superAdminRoleId = await lockSuperAdminRole(tx);
    const target = await lockAdmin(tx, id);
    if (target.id === actor.id) throw conflict(STAFF_MESSAGES.notSelf);
    if (!target.isActive) throw conflict(STAFF_MESSAGES.alreadyDeactivated);
    await keepOneSuperAdmin(tx, superAdminRoleId, target);
    const [updated] = await tx
      .update(admins)
      .set({ isActive: false, deactivateReason: reason, updatedAt: new Date() })
      .where(eq(admins.id, id))
      .returning();
    if (!updated) throw notFound('Staff member');
    // Every session ends with the commit, and no link they were sent still works.
    await endSessionsOf(tx, id, { by: actor.id });
    await revokeLinks(tx, id);
    await writeAudit(tx, actor.id, {
      entity: 'staff',
      verb: 'deactivate',
      entityId: id,
      before: { status: staffStatus(target) },
      after: { status: 'DEACTIVATED', reason },
    });
    return updated;
  });
}

export async function reactivateStaff(db: Db, actor: SessionAdmin, rawId: string) {
  const { id } = parseInput(staffIdSchema, { id: rawId });
  return db.transaction(async (tx) => {
    const target = await lockAdmin(tx, id);
    if (target.isActive) throw conflict(STAFF_MESSAGES.alreadyActive);
    // Sessions ended by the deactivation stay ended: they sign in afresh.
    const [updated] = await tx
      .update(admins)
      .set({
        isActive: true,
        deactivateReason: null,
        failedLoginCount: 0,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(admins.id, id))
      .returning();
    if (!updated) throw notFound('Staff member');
    await writeAudit(tx, actor.id, {
      entity: 'staff',
      verb: 'reactivate',
      entityId: id,
      before: { status: 'DEACTIVATED', reason: target.deactivateReason },
      after: { status: staffStatus(updated) },
    });
    return updated;
  });
}

// --- passwords --------------------------------------------------------------------------------------------

/** A link's admin if it is live now; the one answer otherwise. Checked before the password is. */
async function liveLinkAdmin(db: Db, kind: LinkKind, token: string): Promise<void> {
  const [row] = await db
    .select({ id: adminTokens.id })
    .from(adminTokens)
    .where(liveLink(kind, token))
    .limit(1);
  if (!row) throw linkInvalid();
}

async function spendLink(
  deps: { db: Db; throttles: StaffThrottles; address: string },
  kind: LinkKind,
  rawToken: string,
  rawPassword: string,
) {
  const token = typeof rawToken === 'string' ? rawToken.trim() : '';
  const attempt = await deps.throttles.linkPerAddress.take(deps.address);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterMs);
  if (token === '' || token.length > 200) throw linkInvalid();
  await liveLinkAdmin(deps.db, kind, token);
  const password = await checkedPassword(rawPassword, 'password');
  const passwordHash = await hash(password, ARGON2_OPTIONS);
  await deps.db.transaction(async (tx) => {
    // Spent in one conditional statement: of two uses at once, one wins and the other is refused.
    const [spent] = await tx
      .update(adminTokens)
      .set({ usedAt: new Date() })
      .where(liveLink(kind, token))
      .returning({ adminId: adminTokens.adminId });
    if (!spent) throw linkInvalid();
    const [admin] = await tx
      .update(admins)
      .set({
        passwordHash,
        pendingInvite: false,
        failedLoginCount: 0,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(and(eq(admins.id, spent.adminId), eq(admins.isActive, true)))
      .returning();
    if (!admin) throw linkInvalid();
    // A reset ends every session (whoever knew the old password is out); no other link stays live.
    if (kind === 'reset') await endSessionsOf(tx, admin.id, { by: 'password_reset' });
    await revokeLinks(tx, admin.id);
    await writeAudit(tx, admin.id, {
      entity: 'staff',
      verb: kind === 'invite' ? 'accept_invite' : 'reset_password',
      entityId: admin.id,
      after: { status: staffStatus(admin) },
    });
  });
  return true;
}

export const acceptInvite = (
  deps: { db: Db; throttles: StaffThrottles; address: string },
  token: string,
  password: string,
) => spendLink(deps, 'invite', token, password);

export const resetPassword = (
  deps: { db: Db; throttles: StaffThrottles; address: string },
  token: string,
  password: string,
) => spendLink(deps, 'reset', token, password);

const resetRequestSchema = z.object({
  email: z
    .string({ error: 'Please enter your email' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address')),
});

/**
 * Sends a reset link to an active admin's address. The answer is `true` whether or not the address belongs
 * to anyone, and whether or not a throttle held the message back; the mail goes out after the answer, so
 * the time taken says nothing either.
 */
export async function requestPasswordReset(
  deps: StaffDeps & { throttles: StaffThrottles; address: string },
  rawEmail: string,
): Promise<true> {
  const { email } = parseInput(resetRequestSchema, { email: rawEmail });
  // Both counted, so a flood of one address cannot spare its emails' count or the other way round.
  const [byAddress, byEmail] = [
    await deps.throttles.resetPerAddress.take(deps.address),
    await deps.throttles.resetPerEmail.take(email),
  ];
  if (!byAddress.allowed || !byEmail.allowed) return true;
  const mailId = await deps.db.transaction(async (tx) => {
    const [admin] = await tx
      .select()
      .from(admins)
      .where(
        and(
          sql`lower(${admins.email}) = ${email}`,
          eq(admins.isActive, true),
          eq(admins.pendingInvite, false),
        ),
      )
      .limit(1);
    if (!admin) return null;
    const link = await issueLink(tx, admin.id, 'reset', RESET_TTL_MS);
    const name = `${admin.firstName} ${admin.lastName}`.trim() || admin.email;
    const queued = await deps.mail.enqueue(tx, {
      to: admin.email,
      ...resetMail(name, urlOf(deps.publicUrl, RESET_PATH, link.token), RESET_TTL_MS / 60_000),
    });
    // Asked by whoever typed the address, signed in as nobody: the row has no actor.
    await tx.insert(auditLogs).values(
      auditRow(null, {
        entity: 'staff',
        verb: 'request_reset',
        entityId: admin.id,
        after: { expiresAt: link.expiresAt.toISOString(), mailId: queued },
      }),
    );
    return queued;
  });
  if (mailId) void deps.mail.deliver(mailId).catch(() => undefined);
  return true;
}

export async function changePassword(
  deps: { db: Db; throttles: StaffThrottles },
  actor: SessionAdmin,
  currentPassword: string,
  newPassword: string,
) {
  const attempt = await deps.throttles.currentPerAdmin.take(actor.id);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterMs);
  const row = await getStaff(deps.db, actor.id);
  const ok = await verify(row.passwordHash, currentPassword).catch(() => false);
  if (!ok) throw badInput(STAFF_MESSAGES.wrongCurrentPassword, 'currentPassword');
  const password = await checkedPassword(newPassword, 'newPassword');
  if (password === currentPassword) throw badInput(STAFF_MESSAGES.samePassword, 'newPassword');
  const passwordHash = await hash(password, ARGON2_OPTIONS);
  await deps.db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, actor.id));
    await endSessionsOf(tx, actor.id, { exceptFamilyId: actor.familyId });
    await revokeLinks(tx, actor.id, 'reset');
    await writeAudit(tx, actor.id, { entity: 'staff', verb: 'change_password', entityId: actor.id });
  });
  return true;
}

// --- roles ------------------------------------------------------------------------------------------------

const roleSnapshot = (r: RoleRow) => {
  const { code, name, permissions, twoFactorRequired, dailyApprovalLimit } = rowSnapshot(r) as RoleRow;
  return { code, name, permissions: [...permissions].sort(), twoFactorRequired, dailyApprovalLimit };
};

/** A custom role's code: its name in capitals, ASCII letters and digits joined by '_'. */
function codeOf(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'D')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `CUSTOM_${base || 'ROLE'}`;
}

async function nameTaken(tx: Tx, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

type RoleInput = {
  name: string;
  permissions: string[];
  twoFactorRequired: boolean;
  dailyApprovalLimit?: number | null;
};

export async function createRole(db: Db, actor: SessionAdmin, raw: RoleInput) {
  const input = parseInput(roleSchema, { ...raw, dailyApprovalLimit: raw.dailyApprovalLimit ?? null });
  try {
    return await db.transaction(async (tx) => {
      if (await nameTaken(tx, input.name)) throw badInput(STAFF_MESSAGES.roleNameTaken, 'name');
      let code = codeOf(input.name);
      const [clash] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, code)).limit(1);
      if (clash) code = `${code}_${randomBytes(3).toString('hex').toUpperCase()}`;
      const [role] = await tx
        .insert(roles)
        .values({ code, builtIn: false, ...input })
        .returning();
      if (!role) throw new Error('the role was not written');
      await writeAudit(tx, actor.id, {
        entity: 'role',
        verb: 'create',
        entityId: role.id,
        after: roleSnapshot(role),
      });
      return role;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw badInput(STAFF_MESSAGES.roleNameTaken, 'name');
    throw e;
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((p, i) => p === [...b].sort()[i]);

export async function editRole(
  db: Db,
  actor: SessionAdmin,
  rawId: string,
  raw: RoleInput,
  editVersion?: number | null,
) {
  const { id } = parseInput(z.object({ id: z.uuid('Role id must be a UUID') }), { id: rawId });
  const input = parseInput(roleSchema, { ...raw, dailyApprovalLimit: raw.dailyApprovalLimit ?? null });
  return db.transaction(async (tx) => {
    await claimEdit(tx, roles, id, editVersion);
    const current = await lockRow(tx, roles, id, () => notFound('Role'));
    if (
      current.builtIn &&
      (input.name !== current.name || !sameSet(input.permissions, current.permissions))
    ) {
      // Their sets are the product's (BUILT_IN_ROLES, rewritten at every start): only the policies change.
      throw badInput(STAFF_MESSAGES.builtInName, 'permissions');
    }
    if (!current.builtIn && (await nameTaken(tx, input.name, id))) {
      throw badInput(STAFF_MESSAGES.roleNameTaken, 'name');
    }
    const next = current.builtIn
      ? { twoFactorRequired: input.twoFactorRequired, dailyApprovalLimit: input.dailyApprovalLimit }
      : input;
    const before = roleSnapshot(current);
    const after = roleSnapshot({ ...current, ...next });
    // A save that changes nothing writes nothing (docs/server-kit.md).
    if (JSON.stringify(before) === JSON.stringify(after)) return current;
    const [role] = await tx
      .update(roles)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(roles.id, id))
      .returning();
    if (!role) throw notFound('Role');
    await writeAudit(tx, actor.id, { entity: 'role', verb: 'edit', entityId: id, before, after });
    return role;
  });
}

export async function deleteRole(db: Db, actor: SessionAdmin, rawId: string) {
  const { id } = parseInput(z.object({ id: z.uuid('Role id must be a UUID') }), { id: rawId });
  return db.transaction(async (tx) => {
    // Locked, so a staff member given this role meanwhile waits on the row (and then fails its key check).
    const current = await lockRow(tx, roles, id, () => notFound('Role'));
    if (current.builtIn) throw conflict(STAFF_MESSAGES.builtInDelete);
    const [held] = await tx.select({ n: count() }).from(admins).where(eq(admins.roleId, id));
    if ((held?.n ?? 0) > 0) throw conflict(STAFF_MESSAGES.roleInUse);
    await tx.delete(roles).where(eq(roles.id, id));
    await writeAudit(tx, actor.id, {
      entity: 'role',
      verb: 'delete',
      entityId: id,
      before: roleSnapshot(current),
    });
    return true;
  });
}
