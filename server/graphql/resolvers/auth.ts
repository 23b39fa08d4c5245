import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { loginSchema } from '../../../src/rules/auth';
import { isUpkeepRequest } from '../../../src/rules/background';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  SESSION_HINT_COOKIE,
  type IssuedSession,
  type SignInClient,
  type TwoFactorStep,
} from '../../services/auth/auth-service';
import { DEVICE_COOKIE, DEVICE_TTL_MS } from '../../services/auth/known-device';
import { count, eq, sql } from 'drizzle-orm';
import {
  confirmIdentitySchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorVerifySchema,
} from '../../../src/rules/two-factor';
import { notFound } from '../errors';
import { endSession, endSessionsOf, liveSessions } from '../../services/auth/sessions';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from '../../services/auth/two-factor-setup';
import { BUILT_IN_ROLES } from '../../../src/rules/permissions';
import { admins, roles } from '../../db/schema';
import { staffStatus } from '../../services/auth/staff';
import type { SessionAdmin } from '../../services/auth/auth-service';
import type { GraphQLContext } from '../context';
import type {
  AdminRoleResolvers,
  AdminUserResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers';
import type { AdminRoleModel, AdminUserModel } from '../mappers';
import { requireAdmin } from '../guard';
import { parseInput } from '../zod-input';

type AdminLike = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  roleId: string;
  pendingInvite?: boolean;
  deactivateReason?: string | null;
  lastLoginAt?: Date | null;
  createdAt?: Date | null;
};

/** An admin as the `AdminUser` resolvers take it: the role loads only when asked (adminUserResolvers). */
export const toAdminUser = (a: AdminLike, role: AdminRoleModel | null = null): AdminUserModel => ({
  id: a.id,
  firstName: a.firstName,
  lastName: a.lastName,
  fullName: `${a.firstName} ${a.lastName}`.trim() || null,
  email: a.email,
  isActive: a.isActive,
  roleId: a.roleId,
  role,
  pendingInvite: a.pendingInvite ?? false,
  deactivateReason: a.deactivateReason ?? null,
  lastLoginAt: a.lastLoginAt ?? null,
  createdAt: a.createdAt ?? null,
});

/** The signed-in admin with the role their session was read with (no second query). */
const sessionAdminUser = (a: SessionAdmin) =>
  toAdminUser(a, { id: a.roleId, code: a.roleCode, name: a.roleName, permissions: a.permissions });

const rolesByRequest = new WeakMap<object, Map<string, Promise<AdminRoleModel>>>();

/** A role by id, asked once per request however many admins of a page hold it. */
function roleOf(ctx: GraphQLContext, id: string): Promise<AdminRoleModel> {
  let known = rolesByRequest.get(ctx.req);
  if (!known) rolesByRequest.set(ctx.req, (known = new Map()));
  let role = known.get(id);
  if (!role) {
    role = ctx.db
      .select({
        id: roles.id,
        code: roles.code,
        name: roles.name,
        permissions: roles.permissions,
        twoFactorRequired: roles.twoFactorRequired,
        dailyApprovalLimit: roles.dailyApprovalLimit,
      })
      .from(roles)
      .where(eq(roles.id, id))
      .limit(1)
      .then(([row]) => {
        if (!row) throw new Error(`role ${id} not found`);
        return row;
      });
    known.set(id, role);
  }
  return role;
}

const loadedRole = (parent: AdminUserModel, ctx: GraphQLContext) =>
  parent.role ? Promise.resolve(parent.role) : roleOf(ctx, parent.roleId);

/** A role's policy fields: from the model when the caller read them, else from the row by id. */
const rolePolicies = async (role: AdminRoleModel, ctx: GraphQLContext) =>
  role.twoFactorRequired === undefined || role.dailyApprovalLimit === undefined ? roleOf(ctx, role.id) : role;

/** An admin's two-step state: from the session for the signed-in one, else one read of their row. */
async function twoFactorOf(parent: AdminUserModel, ctx: GraphQLContext) {
  const [row] = await ctx.db
    .select({ on: sql<boolean>`${admins.totpEnabledAt} is not null`, required: roles.twoFactorRequired })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(admins.id, parent.id))
    .limit(1);
  return { on: row?.on ?? false, required: row?.required ?? false };
}

export const adminUserResolvers: AdminUserResolvers = {
  twoFactorEnabled: async (parent, _args, ctx) =>
    ctx.admin?.id === parent.id ? ctx.admin.twoFactorOn : (await twoFactorOf(parent, ctx)).on,
  twoFactorRequired: async (parent, _args, ctx) =>
    ctx.admin?.id === parent.id ? ctx.admin.twoFactorRequired : (await twoFactorOf(parent, ctx)).required,
  authority: async (parent, _args, ctx) => (await loadedRole(parent, ctx)).code,
  role: (parent, _args, ctx) => loadedRole(parent, ctx),
  permissions: async (parent, _args, ctx) => [...(await loadedRole(parent, ctx)).permissions],
  status: (parent) => staffStatus(parent),
  deactivateReason: (parent) => parent.deactivateReason ?? null,
  lastLoginAt: (parent) => parent.lastLoginAt ?? null,
  createdAt: (parent) => parent.createdAt ?? null,
};

export const adminRoleResolvers: AdminRoleResolvers = {
  builtIn: (role) => BUILT_IN_ROLES.some((r) => r.code === role.code),
  permissions: (role) => [...role.permissions],
  twoFactorRequired: async (role, _args, ctx) => (await rolePolicies(role, ctx)).twoFactorRequired ?? false,
  dailyApprovalLimit: async (role, _args, ctx) => (await rolePolicies(role, ctx)).dailyApprovalLimit ?? null,
  staffCount: async (role, _args, ctx) => {
    const [row] = await ctx.db.select({ n: count() }).from(admins).where(eq(admins.roleId, role.id));
    return row?.n ?? 0;
  },
};

// httpOnly + SameSite=Strict: page scripts cannot read the tokens and other sites cannot send them.
const cookieBase = { httpOnly: true, sameSite: 'strict', secure: 'auto' } as const;

function setSessionCookies(reply: FastifyReply, s: IssuedSession) {
  reply.setCookie(ACCESS_COOKIE, s.accessToken, { ...cookieBase, path: '/', expires: s.expireTokenDate });
  // The refresh token is only ever needed by the refresh mutation. None: a second tab's refresh, whose
  // first tab has just set the family's next one (auth-service.ts `refresh`).
  if (s.refreshToken === null) return;
  reply.setCookie(REFRESH_COOKIE, s.refreshToken, {
    ...cookieBase,
    path: '/graphql',
    expires: s.expireRefreshTokenDate,
  });
  // Lax: it grants nothing, and a link from another site should still paint the shell.
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    ...cookieBase,
    sameSite: 'lax',
    path: '/',
    expires: s.expireRefreshTokenDate,
  });
  // A sign-in's: this device is known to this admin (known-device.ts). Signing out keeps it, as it should:
  // the device stays one the admin used, and the cookie opens nothing by itself.
  if (s.deviceCookie) {
    reply.setCookie(DEVICE_COOKIE, s.deviceCookie, {
      ...cookieBase,
      path: '/graphql',
      maxAge: DEVICE_TTL_MS / 1000,
    });
  }
}

function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(ACCESS_COOKIE, { ...cookieBase, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...cookieBase, path: '/graphql' });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...cookieBase, sameSite: 'lax', path: '/' });
}

/**
 * A browser keeps its refresh token in the HttpOnly cookie alone, out of reach of any script on the page;
 * a client that is not a browser (a script, another tool of schema.graphql) has no such jar and gets it in
 * the answer. Browsers mark every request with `Sec-Fetch-Site`, which no page script can remove or set.
 */
const isBrowser = (req: FastifyRequest) => req.headers['sec-fetch-site'] !== undefined;

const toLoginResult = (s: IssuedSession, req: FastifyRequest) => ({
  accessToken: s.accessToken,
  refreshToken: isBrowser(req) ? null : s.refreshToken,
  expireTokenDate: s.expireTokenDate,
  expireRefreshTokenDate: s.expireRefreshTokenDate,
  user: toAdminUser(s.admin),
  twoFactorRequired: false,
  twoFactorChallenge: null,
});

/** The first step's answer for an admin with two-step sign-in on: no tokens, the challenge (SPEC §3 + ours). */
const toSecondStep = (step: TwoFactorStep) => ({
  accessToken: null,
  refreshToken: null,
  expireTokenDate: null,
  expireRefreshTokenDate: null,
  user: null,
  twoFactorRequired: true,
  twoFactorChallenge: step.twoFactorChallenge,
});

const clientOf = (req: FastifyRequest): SignInClient => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  device: req.cookies?.[DEVICE_COOKIE],
});

/** 'Chrome 131' and 'macOS 14.5' from a user agent, through bowser (docs/versions.md). */
export const authQuery: Pick<QueryResolvers, 'meAdmin' | 'adminListMySessions'> = {
  meAdmin: (_root, _args, ctx) => sessionAdminUser(requireAdmin(ctx)),
  adminListMySessions: (_root, _args, ctx) => {
    const admin = requireAdmin(ctx);
    return liveSessions(ctx.db, admin.id, ctx.auth.policy, admin.familyId);
  },
};

type AuthMutations =
  | 'adminLogin'
  | 'adminRefreshToken'
  | 'signOut'
  | 'adminVerifyTwoFactor'
  | 'adminStartTwoFactor'
  | 'adminConfirmTwoFactor'
  | 'adminDisableTwoFactor'
  | 'adminRevokeSession'
  | 'adminSignOutEverywhere'
  | 'adminEndStaffSession'
  | 'adminConfirmIdentity';

export const authMutation: Pick<MutationResolvers, AuthMutations> = {
  adminLogin: async (_root, args, ctx) => {
    // Same rules and messages as the login form.
    const input = parseInput(loginSchema, { email: args.email, password: args.password });
    const outcome = await ctx.auth.signIn(input.email, input.password, clientOf(ctx.req));
    if ('twoFactorChallenge' in outcome) return toSecondStep(outcome);
    setSessionCookies(ctx.reply, outcome);
    return toLoginResult(outcome, ctx.req);
  },
  adminVerifyTwoFactor: async (_root, args, ctx) => {
    const input = parseInput(twoFactorVerifySchema, args);
    const session = await ctx.auth.verifyTwoFactor(input.challenge, input.code, clientOf(ctx.req));
    setSessionCookies(ctx.reply, session);
    return toLoginResult(session, ctx.req);
  },
  adminStartTwoFactor: async (_root, _args, ctx) => {
    const admin = requireAdmin(ctx);
    return startTwoFactor(ctx.db, ctx.auth.secret, admin);
  },
  adminConfirmTwoFactor: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    const { code } = parseInput(twoFactorCodeSchema, args);
    return { recoveryCodes: await confirmTwoFactor(ctx.db, ctx.auth.secret, admin, code) };
  },
  adminDisableTwoFactor: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    const input = parseInput(twoFactorDisableSchema, args);
    await disableTwoFactor(
      ctx.db,
      ctx.auth,
      admin,
      input.password,
      input.code,
      ctx.staffThrottles.currentPerAdmin,
    );
    return true;
  },
  adminRevokeSession: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    const ended = await endSession(ctx.db, args.id, { by: admin.id, adminId: admin.id });
    if (!ended) throw notFound('Session');
    if (args.id === admin.familyId) clearSessionCookies(ctx.reply);
    return true;
  },
  adminEndStaffSession: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    // Anyone's session, by a staff manager (docs/staff.md); their next request is refused.
    if (!(await endSession(ctx.db, args.id, { by: admin.id }))) throw notFound('Session');
    if (args.id === admin.familyId) clearSessionCookies(ctx.reply);
    return true;
  },
  adminSignOutEverywhere: async (_root, _args, ctx) => {
    const admin = requireAdmin(ctx);
    await endSessionsOf(ctx.db, admin.id, { exceptFamilyId: admin.familyId, by: admin.id });
    return true;
  },
  adminConfirmIdentity: async (_root, args, ctx) => {
    const admin = requireAdmin(ctx);
    const input = parseInput(confirmIdentitySchema, args);
    await ctx.auth.confirmIdentity(admin, input.password, input.code);
    return true;
  },
  adminRefreshToken: async (_root, args, ctx) => {
    let session: IssuedSession;
    try {
      session = await ctx.auth.refresh(args.refreshToken ?? ctx.req.cookies?.[REFRESH_COOKIE], {
        activity: !isUpkeepRequest(ctx.req.headers),
      });
    } catch (error) {
      // A refused refresh (revoked, expired, a deactivated admin) ends the session in this browser too,
      // so the next page paints the login card instead of the shell. An outage (503) clears nothing.
      if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') {
        clearSessionCookies(ctx.reply);
      }
      throw error;
    }
    setSessionCookies(ctx.reply, session);
    return toLoginResult(session, ctx.req);
  },
  signOut: async (_root, _args, ctx) => {
    const admin = requireAdmin(ctx);
    await ctx.auth.signOut(admin);
    clearSessionCookies(ctx.reply);
    return true;
  },
};
