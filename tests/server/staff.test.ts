import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStartupSecrets, StartupError } from '../../server/config';
import { adminTokens, admins, auditLogs, refreshTokens, roles, signInThrottle } from '../../server/db/schema';
import { createAuthService } from '../../server/services/auth/auth-service';
import { endSessionsOf } from '../../server/services/auth/sessions';
import { createStaffThrottles } from '../../server/services/auth/staff';
import { PASSWORD_COMMON, PASSWORD_LENGTH } from '../../src/rules/passwords';
import { STAFF_MESSAGES } from '../../src/rules/staff';
import {
  addAdminWithRole,
  DATABASES,
  errorCodes,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mailTo = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address;

const INVITE = /* GraphQL */ `
  mutation ($input: AdminInviteStaffInput!) {
    adminInviteStaff(input: $input) {
      staff {
        id
        email
        status
        role {
          code
        }
      }
      inviteUrl
      expiresAt
    }
  }
`;
const ACCEPT =
  'mutation ($token: String!, $password: String!) { adminAcceptInvite(token: $token, password: $password) }';
const RESET =
  'mutation ($token: String!, $password: String!) { adminResetPassword(token: $token, password: $password) }';
const REQUEST_RESET = 'mutation ($email: String!) { adminRequestPasswordReset(email: $email) }';
const LOGIN =
  'mutation ($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { accessToken } }';
const CHANGE_ROLE =
  'mutation ($id: ID!, $roleId: ID!) { adminChangeStaffRole(id: $id, roleId: $roleId) { id role { code } } }';
const DEACTIVATE =
  'mutation ($id: ID!, $reason: String!) { adminDeactivateStaff(id: $id, reason: $reason) { id status deactivateReason } }';
const REACTIVATE = 'mutation ($id: ID!) { adminReactivateStaff(id: $id) { id status } }';
const ME = '{ meAdmin { id } }';
const PASSWORD = 'Lotus-river-2026-bridge';

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

describe.each(DATABASES)('staff accounts and roles on $name', (engine) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let token: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(engine, { seedDemo: false, smtpUrl: smtp.url });
    token = await t.login();
    const rows = await t.db.select({ id: roles.id, code: roles.code }).from(roles);
    ids = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function ok(query: string, variables: Record<string, unknown>, auth = token) {
    const res = await t.gql(query, variables, { token: auth });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data ?? {};
  }
  const messages = (body: GqlResult) => (body.errors ?? []).map((e) => e.message);
  const login = async (email: string, password: string) => (await t.gql(LOGIN, { email, password })).body;

  async function waitForMail(to: string, subject: RegExp) {
    for (let i = 0; i < 100; i++) {
      const found = smtp.received.find((m) => mailTo(m) === to && subject.test(m.subject ?? ''));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${to}`);
  }

  async function invite(email: string, roleCode = 'MODERATOR') {
    const data = await ok(INVITE, {
      input: { email, firstName: 'Lan', lastName: 'Nguyễn', roleId: ids[roleCode] },
    });
    return data.adminInviteStaff as {
      staff: { id: string; status: string; role: { code: string } };
      inviteUrl: string;
      expiresAt: string;
    };
  }

  it('invites by email: a single-use link valid 72 hours, mailed and shown; accepting sets the password', async () => {
    const email = `lan-${engine.name}@kar.vn`;
    const before = Date.now();
    const done = await invite(email);
    expect(done.staff).toMatchObject({ status: 'INVITED', role: { code: 'MODERATOR' } });
    const hours = (new Date(done.expiresAt).getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
    expect(done.inviteUrl).toMatch(/\/auth\/accept-invite\?token=[\w-]{40,}$/);

    const mail = await waitForMail(email, /invited/);
    expect(mail.text).toContain(done.inviteUrl);
    // Only the hash is kept.
    const [stored] = await t.db.select().from(adminTokens).where(eq(adminTokens.adminId, done.staff.id));
    expect(stored?.tokenHash).not.toContain(tokenOf(done.inviteUrl));
    // No sign-in before accepting.
    expect(errorCodes(await login(email, PASSWORD))).toEqual(['BAD_CREDENTIALS']);

    const t0 = tokenOf(done.inviteUrl);
    const short = await t.gql(ACCEPT, { token: t0, password: 'short' });
    expect(messages(short.body)).toEqual([PASSWORD_LENGTH]);
    const common = await t.gql(ACCEPT, { token: t0, password: 'qwerty123456' });
    expect(messages(common.body)).toEqual([PASSWORD_COMMON]);

    expect((await ok(ACCEPT, { token: t0, password: PASSWORD })).adminAcceptInvite).toBe(true);
    const signedIn = await login(email, PASSWORD);
    expect(signedIn.errors).toBeUndefined();

    // Used once: the same link again answers the one message.
    const again = await t.gql(ACCEPT, { token: t0, password: PASSWORD });
    expect(messages(again.body)).toEqual([STAFF_MESSAGES.linkInvalid]);
    expect(errorCodes(again.body)).toEqual(['LINK_INVALID']);

    const actions = await t.db
      .select({ action: auditLogs.action, adminId: auditLogs.adminId })
      .from(auditLogs)
      // The staff entity's rows: the invitee's sign-ins are on the trail too, under `admin`.
      .where(and(eq(auditLogs.entityId, done.staff.id), eq(auditLogs.entity, 'staff')));
    expect(actions.map((a) => a.action).sort()).toEqual(['staff.accept_invite', 'staff.invite']);

    const list = await ok(
      '{ adminListStaff(keyword: "lan-", status: ACTIVE) { meta { totalItems } items { id email fullName isActive role { code name } } } }',
      {},
    );
    expect(list.adminListStaff).toMatchObject({
      meta: { totalItems: 1 },
      items: [
        {
          id: done.staff.id,
          email,
          fullName: 'Lan Nguyễn',
          isActive: true,
          role: { code: 'MODERATOR', name: 'Moderator' },
        },
      ],
    });
    // An address already in use is refused.
    const dup = await t.gql(
      INVITE,
      {
        input: { email: email.toUpperCase(), firstName: 'A', lastName: 'B', roleId: ids.MODERATOR },
      },
      { token },
    );
    expect(messages(dup.body)).toEqual([STAFF_MESSAGES.emailTaken]);
  });

  it('an expired link and a withdrawn one answer the same message', async () => {
    const first = await invite(`late-${engine.name}@kar.vn`);
    // Inviting a pending address again sends a new link and withdraws the old one.
    const second = await invite(`late-${engine.name}@kar.vn`, 'SUPPORT');
    expect(second.staff.id).toBe(first.staff.id);
    const withdrawn = await t.gql(ACCEPT, { token: tokenOf(first.inviteUrl), password: PASSWORD });
    expect(messages(withdrawn.body)).toEqual([STAFF_MESSAGES.linkInvalid]);

    await t.db
      .update(adminTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(adminTokens.adminId, second.staff.id));
    const expired = await t.gql(ACCEPT, { token: tokenOf(second.inviteUrl), password: PASSWORD });
    expect(messages(expired.body)).toEqual([STAFF_MESSAGES.linkInvalid]);
    const madeUp = await t.gql(ACCEPT, { token: 'not-a-token', password: PASSWORD });
    expect(messages(madeUp.body)).toEqual([STAFF_MESSAGES.linkInvalid]);
  });

  it('a reset link by email: the answer never tells whether the address exists; the reset ends every session', async () => {
    const staff = await addAdminWithRole(t, 'SUPPORT');
    const unknown = await ok(REQUEST_RESET, { email: `nobody-${engine.name}@kar.vn` });
    expect(unknown.adminRequestPasswordReset).toBe(true);
    const known = await ok(REQUEST_RESET, { email: staff.email.toUpperCase() });
    expect(known.adminRequestPasswordReset).toBe(true);
    const mail = await waitForMail(staff.email, /Reset/);
    const url = /https?:\S+reset-password\?token=[\w-]+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(url).not.toBe('');
    expect(smtp.received.some((m) => mailTo(m) === `nobody-${engine.name}@kar.vn`)).toBe(false);

    const [link] = await t.db
      .select()
      .from(adminTokens)
      .where(and(eq(adminTokens.adminId, staff.id), eq(adminTokens.kind, 'reset')));
    const minutes = ((link?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(25);
    expect(minutes).toBeLessThanOrEqual(30);

    expect((await ok(RESET, { token: tokenOf(url), password: PASSWORD })).adminResetPassword).toBe(true);
    // The session that was open is over; the old password no longer works, the new one does.
    expect(errorCodes((await t.gql(ME, undefined, { token: staff.token })).body)).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(errorCodes(await login(staff.email, staff.password))).toEqual(['BAD_CREDENTIALS']);
    expect((await login(staff.email, PASSWORD)).errors).toBeUndefined();
    const reused = await t.gql(RESET, { token: tokenOf(url), password: 'Another-long-pass-99' });
    expect(messages(reused.body)).toEqual([STAFF_MESSAGES.linkInvalid]);
  });

  it("changing one's own password needs the current one and ends the other sessions only", async () => {
    const staff = await addAdminWithRole(t, 'FINANCE');
    const other = (await login(staff.email, staff.password)).data?.adminLogin as { accessToken: string };
    const CHANGE =
      'mutation ($c: String!, $n: String!) { adminChangePassword(currentPassword: $c, newPassword: $n) }';
    const wrong = await t.gql(CHANGE, { c: 'not-the-password', n: PASSWORD }, { token: staff.token });
    expect(messages(wrong.body)).toEqual([STAFF_MESSAGES.wrongCurrentPassword]);
    const common = await t.gql(CHANGE, { c: staff.password, n: 'password1234' }, { token: staff.token });
    expect(messages(common.body)).toEqual([PASSWORD_COMMON]);
    expect((await ok(CHANGE, { c: staff.password, n: PASSWORD }, staff.token)).adminChangePassword).toBe(
      true,
    );
    expect((await t.gql(ME, undefined, { token: staff.token })).body.errors).toBeUndefined();
    expect(errorCodes((await t.gql(ME, undefined, { token: other.accessToken })).body)).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect((await login(staff.email, PASSWORD)).errors).toBeUndefined();
  });

  it("a role taken away ends the person's sessions; a wider role keeps them signed in", async () => {
    const staff = await addAdminWithRole(t, 'SUPPORT');
    // SUPPORT → MODERATOR loses transfers.read: signed out at once.
    await ok(CHANGE_ROLE, { id: staff.id, roleId: ids.MODERATOR });
    expect(errorCodes((await t.gql(ME, undefined, { token: staff.token })).body)).toEqual([
      'UNAUTHENTICATED',
    ]);
    const again = await login(staff.email, staff.password);
    expect(again.errors).toBeUndefined();
    const { accessToken: token } = again.data?.adminLogin as { accessToken: string };
    // MODERATOR → SUPPER_ADMIN holds all it held: the session goes on, with the wider set at once.
    await ok(CHANGE_ROLE, { id: staff.id, roleId: ids.SUPPER_ADMIN });
    const me = await t.gql('{ meAdmin { role { code } } }', undefined, { token });
    expect(me.body.data?.meAdmin).toEqual({ role: { code: 'SUPPER_ADMIN' } });
    // Put back below SUPPER_ADMIN, so the last-admin test counts only its own.
    await ok(CHANGE_ROLE, { id: staff.id, roleId: ids.SUPPORT });
    expect(errorCodes((await t.gql(ME, undefined, { token })).body)).toEqual(['UNAUTHENTICATED']);
  });

  it('deactivating ends every session at once; reactivating brings none back', async () => {
    const staff = await addAdminWithRole(t, 'MODERATOR');
    expect((await t.gql(ME, undefined, { token: staff.token })).body.errors).toBeUndefined();
    const short = await t.gql(DEACTIVATE, { id: staff.id, reason: 'short' }, { token });
    expect(errorCodes(short.body)).toEqual(['BAD_USER_INPUT']);
    const done = await ok(DEACTIVATE, { id: staff.id, reason: 'Left the company in November' });
    expect(done.adminDeactivateStaff).toMatchObject({
      status: 'DEACTIVATED',
      deactivateReason: 'Left the company in November',
    });
    expect(errorCodes((await t.gql(ME, undefined, { token: staff.token })).body)).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(errorCodes(await login(staff.email, staff.password))).toEqual(['BAD_CREDENTIALS']);
    const live = await t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.adminId, staff.id), sql`${refreshTokens.revokedAt} is null`));
    expect(live).toEqual([]);

    expect((await ok(REACTIVATE, { id: staff.id })).adminReactivateStaff).toMatchObject({ status: 'ACTIVE' });
    expect(errorCodes((await t.gql(ME, undefined, { token: staff.token })).body)).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect((await login(staff.email, staff.password)).errors).toBeUndefined();
    const again = await t.gql(REACTIVATE, { id: staff.id }, { token });
    expect(messages(again.body)).toEqual([STAFF_MESSAGES.alreadyActive]);

    const actions = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, staff.id), eq(auditLogs.entity, 'staff')));
    expect(actions.map((a) => a.action).sort()).toEqual(['staff.deactivate', 'staff.reactivate']);

    const detail = await ok(
      'query ($id: ID!) { adminGetStaffDetail(id: $id) { staff { id status } recentActions { action entityId } } }',
      { id: staff.id },
    );
    expect(detail.adminGetStaffDetail).toMatchObject({ staff: { id: staff.id, status: 'ACTIVE' } });
    // Their own actions: only signing in (the deactivation and reactivation are the manager's).
    const own = (detail.adminGetStaffDetail as { recentActions: { action: string }[] }).recentActions;
    expect(new Set(own.map((a) => a.action))).toEqual(new Set(['admin.sign_in']));
  });

  it("a staff manager sees a person's live sessions on their page and ends one; the others go on", async () => {
    const staff = await addAdminWithRole(t, 'CONTENT_EDITOR');
    const second = (await login(staff.email, staff.password)).data?.adminLogin as { accessToken: string };
    const DETAIL = `query ($id: ID!) { adminGetStaffDetail(id: $id) {
      sessions { id current browser ip createdAt lastSeenAt } } }`;
    type Sessions = { adminGetStaffDetail: { sessions: { id: string; current: boolean }[] } };
    const before = (await ok(DETAIL, { id: staff.id })) as Sessions;
    expect(before.adminGetStaffDetail.sessions).toHaveLength(2);
    // Not the asking admin's own sessions.
    expect(before.adminGetStaffDetail.sessions.every((s) => !s.current)).toBe(true);

    const END = 'mutation ($id: ID!) { adminEndStaffSession(id: $id) }';
    // Only those who manage staff end someone else's session.
    const refused = await t.gql(
      END,
      { id: before.adminGetStaffDetail.sessions[0]?.id },
      { token: second.accessToken },
    );
    expect(errorCodes(refused.body)).toEqual([403]);
    const [first] = await t.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.adminId, staff.id))
      .orderBy(refreshTokens.createdAt)
      .limit(1);
    expect((await ok(END, { id: first?.familyId })).adminEndStaffSession).toBe(true);
    expect(errorCodes((await t.gql(ME, undefined, { token: staff.token })).body)).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect((await t.gql(ME, undefined, { token: second.accessToken })).body.errors).toBeUndefined();
    const after = (await ok(DETAIL, { id: staff.id })) as Sessions;
    expect(after.adminGetStaffDetail.sessions.map((s) => s.id)).not.toContain(first?.familyId);
    expect(after.adminGetStaffDetail.sessions).toHaveLength(1);
    // A session already ended, or an id that is none, is not found.
    expect(errorCodes((await t.gql(END, { id: first?.familyId }, { token })).body)).toEqual(['NOT_FOUND']);
  });

  it('endSessionsOf keeps the family it is told to keep', async () => {
    const staff = await addAdminWithRole(t, 'SUPPORT');
    const second = (await login(staff.email, staff.password)).data?.adminLogin as { accessToken: string };
    const [kept] = await t.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.adminId, staff.id))
      .limit(1);
    await endSessionsOf(t.db, staff.id, { exceptFamilyId: kept?.familyId ?? '' });
    const answers = await Promise.all(
      [staff.token, second.accessToken].map(async (tk) =>
        errorCodes((await t.gql(ME, undefined, { token: tk })).body),
      ),
    );
    expect(answers.filter((a) => a.length === 0)).toHaveLength(1);
  });

  it('nobody deactivates or demotes the last active SUPPER_ADMIN, nor themselves, even at once', async () => {
    const [me] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, t.email));
    const myId = me?.id ?? '';
    const self = await t.gql(DEACTIVATE, { id: myId, reason: 'Trying to lock myself out' }, { token });
    expect(messages(self.body)).toEqual([STAFF_MESSAGES.notSelf]);
    const selfRole = await t.gql(CHANGE_ROLE, { id: myId, roleId: ids.SUPPORT }, { token });
    expect(messages(selfRole.body)).toEqual([STAFF_MESSAGES.notSelf]);

    // A manager who is not SUPPER_ADMIN, and a second SUPPER_ADMIN: the last two.
    const [managerRole] = await t.db
      .insert(roles)
      .values({
        code: `MANAGER_${engine.name.toUpperCase()}`,
        name: `Manager ${engine.name}`,
        permissions: ['staff.read', 'staff.write'],
      })
      .returning();
    const manager = await addAdminWithRole(t, managerRole?.code ?? '');
    const other = await addAdminWithRole(t, 'SUPPER_ADMIN');
    // Any other active SUPPER_ADMIN left by earlier tests goes first, so these two are the last.
    const extra = await t.db
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.roleId, ids.SUPPER_ADMIN ?? ''), eq(admins.isActive, true)));
    for (const row of extra) {
      if (row.id !== myId && row.id !== other.id)
        await ok(DEACTIVATE, { id: row.id, reason: 'Clearing the stage here' });
    }

    const [a, b] = await Promise.all(
      [myId, other.id].map((id) => t.gql(CHANGE_ROLE, { id, roleId: ids.SUPPORT }, { token: manager.token })),
    );
    const outcomes = [a, b].map((r) => (r?.body.errors ? r.body.errors[0]?.message : 'done'));
    expect(outcomes.sort()).toEqual(['done', STAFF_MESSAGES.lastSuperAdmin].sort());
    const left = await t.db
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.roleId, ids.SUPPER_ADMIN ?? ''), eq(admins.isActive, true)));
    expect(left).toHaveLength(1);
    const last = left[0]?.id ?? '';
    const deactivate = await t.gql(
      DEACTIVATE,
      { id: last, reason: 'Removing the last admin' },
      { token: manager.token },
    );
    expect(messages(deactivate.body)).toEqual([STAFF_MESSAGES.lastSuperAdmin]);
    // Put back as it was for the tests after this one.
    if (last !== myId)
      await t.db
        .update(admins)
        .set({ roleId: ids.SUPPER_ADMIN ?? '' })
        .where(eq(admins.id, myId));
    token = await t.login();
  });

  it('roles: create, edit, built-in policies editable, built-in sets and deletes refused, held roles kept', async () => {
    const CREATE =
      'mutation ($input: AdminRoleInput!) { adminCreateRole(input: $input) { id code name builtIn permissions twoFactorRequired dailyApprovalLimit staffCount } }';
    const EDIT =
      'mutation ($id: ID!, $input: AdminRoleInput!) { adminEditRole(id: $id, input: $input) { id name permissions twoFactorRequired dailyApprovalLimit } }';
    const DELETE = 'mutation ($id: ID!) { adminDeleteRole(id: $id) }';
    const input = {
      name: `Auditor ${engine.name}`,
      permissions: ['members.read', 'audit.read'],
      twoFactorRequired: true,
      dailyApprovalLimit: null,
    };
    const created = (await ok(CREATE, { input })).adminCreateRole as { id: string; code: string };
    expect(created).toMatchObject({
      code: `CUSTOM_AUDITOR_${engine.name.toUpperCase()}`,
      builtIn: false,
      permissions: ['audit.read', 'members.read'],
      twoFactorRequired: true,
      dailyApprovalLimit: null,
      staffCount: 0,
    });
    const dup = await t.gql(CREATE, { input: { ...input, name: input.name.toUpperCase() } }, { token });
    expect(messages(dup.body)).toEqual([STAFF_MESSAGES.roleNameTaken]);
    const unknown = await t.gql(
      CREATE,
      { input: { ...input, name: 'Other', permissions: ['posts.fly'] } },
      { token },
    );
    expect(errorCodes(unknown.body)).toEqual(['BAD_USER_INPUT']);

    const edited = await ok(EDIT, {
      id: created.id,
      input: { ...input, permissions: ['members.read'], dailyApprovalLimit: 5_000_000 },
    });
    expect(edited.adminEditRole).toMatchObject({
      permissions: ['members.read'],
      dailyApprovalLimit: 5_000_000,
    });

    // Built-in: policies change, the set and name do not.
    const finance = (await ok('{ adminListRoles { id code name permissions } }', {})).adminListRoles as {
      id: string;
      code: string;
      name: string;
      permissions: string[];
    }[];
    const fin = finance.find((r) => r.code === 'FINANCE');
    if (!fin) throw new Error('FINANCE missing');
    const policy = await ok(EDIT, {
      id: fin.id,
      input: {
        name: fin.name,
        permissions: fin.permissions,
        twoFactorRequired: true,
        dailyApprovalLimit: 50_000_000,
      },
    });
    expect(policy.adminEditRole).toMatchObject({ twoFactorRequired: true, dailyApprovalLimit: 50_000_000 });
    const widen = await t.gql(
      EDIT,
      {
        id: fin.id,
        input: {
          name: fin.name,
          permissions: [...fin.permissions, 'staff.write'],
          twoFactorRequired: true,
          dailyApprovalLimit: null,
        },
      },
      { token },
    );
    expect(messages(widen.body)).toEqual([STAFF_MESSAGES.builtInName]);
    expect(messages((await t.gql(DELETE, { id: fin.id }, { token })).body)).toEqual([
      STAFF_MESSAGES.builtInDelete,
    ]);

    // Held: refused; once nobody holds it, deleted.
    const holder = await addAdminWithRole(t, created.code);
    expect(messages((await t.gql(DELETE, { id: created.id }, { token })).body)).toEqual([
      STAFF_MESSAGES.roleInUse,
    ]);
    await ok(CHANGE_ROLE, { id: holder.id, roleId: ids.SUPPORT });
    expect((await ok(DELETE, { id: created.id })).adminDeleteRole).toBe(true);

    const actions = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(sql`${auditLogs.entityId} in (${created.id}, ${fin.id})`);
    expect(actions.map((a) => a.action).sort()).toEqual([
      'role.create',
      'role.delete',
      'role.edit',
      'role.edit',
    ]);
  });

  it('staff and roles are refused to a role without the permission', async () => {
    const moderator = await addAdminWithRole(t, 'MODERATOR');
    for (const q of ['{ adminListStaff { meta { totalItems } } }', '{ adminListRoles { id } }']) {
      expect(errorCodes((await t.gql(q, undefined, { token: moderator.token })).body)).toEqual([403]);
    }
    const res = await t.gql(
      INVITE,
      {
        input: { email: 'x@kar.vn', firstName: 'A', lastName: 'B', roleId: ids.SUPPER_ADMIN },
      },
      { token: moderator.token },
    );
    expect(errorCodes(res.body)).toEqual([403]);
  });

  it('the password throttles count in the database: across a restart and between instances', async () => {
    const staff = await addAdminWithRole(t, 'SUPPORT');
    const CHANGE =
      'mutation ($c: String!, $n: String!) { adminChangePassword(currentPassword: $c, newPassword: $n) }';
    /** One operation from `address`, as fastify sees the client. */
    async function from(address: string, query: string, variables: Record<string, unknown>, auth?: string) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: address,
        headers: {
          'content-type': 'application/json',
          'x-kar-csrf': '1',
          ...(auth ? { authorization: `Bearer ${auth}` } : {}),
        },
        payload: JSON.stringify({ query, variables }),
      });
      const body = res.json<GqlResult>();
      return { body, answer: (body.errors ?? []).map((e) => e.extensions?.code ?? e.message) };
    }
    const resetLinks = async () =>
      (
        await t.db
          .select({ id: adminTokens.id })
          .from(adminTokens)
          .where(and(eq(adminTokens.adminId, staff.id), eq(adminTokens.kind, 'reset')))
      ).length;

    // Three reset requests per email in 15 minutes, from any addresses: each sends a link.
    for (const address of ['198.51.100.31', '198.51.100.32', '198.51.100.33']) {
      expect((await from(address, REQUEST_RESET, { email: staff.email })).body.data).toEqual({
        adminRequestPasswordReset: true,
      });
    }
    expect(await resetLinks()).toBe(3);
    // Twenty link attempts per address: made-up tokens answer the one message, the 21st waits.
    for (let i = 0; i < 20; i++) {
      expect(
        (await from('203.0.113.41', ACCEPT, { token: `made-up-${String(i)}`, password: PASSWORD })).answer,
      ).toEqual(['LINK_INVALID']);
    }
    expect((await from('203.0.113.41', ACCEPT, { token: 'made-up', password: PASSWORD })).answer).toEqual([
      'TOO_MANY_ATTEMPTS',
    ]);
    // Five checks of one's own password in 15 minutes; the sixth waits, even with the right one.
    for (let i = 0; i < 5; i++) {
      expect(
        (await from('198.51.100.34', CHANGE, { c: `wrong-${String(i)}`, n: PASSWORD }, staff.token)).answer,
      ).toEqual(['BAD_USER_INPUT']);
    }
    const sixth = await from('198.51.100.34', CHANGE, { c: staff.password, n: PASSWORD }, staff.token);
    expect(sixth.answer).toEqual(['TOO_MANY_ATTEMPTS']);

    // Another instance on the same database (a restart) remembers every count.
    t = await t.restart();
    const fourth = await from('198.51.100.35', REQUEST_RESET, { email: staff.email.toUpperCase() });
    // The same answer, and nothing sent.
    expect(fourth.body.data).toEqual({ adminRequestPasswordReset: true });
    expect(await resetLinks()).toBe(3);
    expect((await from('203.0.113.41', ACCEPT, { token: 'made-up', password: PASSWORD })).answer).toEqual([
      'TOO_MANY_ATTEMPTS',
    ]);
    expect(
      (await from('198.51.100.34', CHANGE, { c: staff.password, n: PASSWORD }, staff.token)).answer,
    ).toEqual(['TOO_MANY_ATTEMPTS']);
    // Another address is not held by the first's link attempts.
    expect((await from('203.0.113.42', ACCEPT, { token: 'made-up', password: PASSWORD })).answer).toEqual([
      'LINK_INVALID',
    ]);

    // Fifteen minutes later (on the database's clock) each window starts afresh.
    await t.db
      .update(signInThrottle)
      .set({ windowStart: sql`${signInThrottle.windowStart} - interval '16 minutes'` })
      .where(sql`${signInThrottle.account} like 'limit:%'`);
    expect((await from('198.51.100.35', REQUEST_RESET, { email: staff.email })).body.data).toEqual({
      adminRequestPasswordReset: true,
    });
    expect(await resetLinks()).toBe(4);
    expect(
      (await from('198.51.100.34', CHANGE, { c: staff.password, n: PASSWORD }, staff.token)).answer,
    ).toEqual([]);

    // Two instances counting one key at once lose no attempt: thirty at once, twenty allowed.
    const one = createStaffThrottles(t.db);
    const two = createStaffThrottles(t.db);
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).linkPerAddress.take('192.0.2.77')),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(20);
    for (const v of verdicts.filter((x) => !x.allowed)) {
      expect(v.retryAfterMs).toBeGreaterThan(14 * 60_000);
      expect(v.retryAfterMs).toBeLessThanOrEqual(15 * 60_000);
    }
  }, 120_000);
});

describe('settings that weaken sign-in stop the start', () => {
  it('ADMIN_PASSWORD breaking the password rule, or AUTH_SECRET shorter than 32 characters', async () => {
    await expect(checkStartupSecrets({ adminPassword: 'short' }, {})).rejects.toThrow(
      /ADMIN_PASSWORD is refused/,
    );
    await expect(checkStartupSecrets({ adminPassword: '1qaz2wsx3edc' }, {})).rejects.toThrow(PASSWORD_COMMON);
    await expect(
      checkStartupSecrets({ adminPassword: PASSWORD }, { AUTH_SECRET: 'too-short' }),
    ).rejects.toBeInstanceOf(StartupError);
    await expect(
      checkStartupSecrets({ adminPassword: PASSWORD }, { AUTH_SECRET: 'x'.repeat(32) }),
    ).resolves.toBeUndefined();
    await expect(checkStartupSecrets({ adminPassword: undefined }, {})).resolves.toBeUndefined();
  });

  it('the auth service refuses a short AUTH_SECRET instead of replacing it', async () => {
    const saved = process.env.AUTH_SECRET;
    process.env.AUTH_SECRET = 'short-secret';
    try {
      // Refused before the database is touched.
      await expect(createAuthService(null as never)).rejects.toThrow(/AUTH_SECRET is refused/);
    } finally {
      if (saved === undefined) delete process.env.AUTH_SECRET;
      else process.env.AUTH_SECRET = saved;
    }
  });
});
