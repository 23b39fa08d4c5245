import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { loginSchema } from '../../../src/rules/auth';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  SESSION_HINT_COOKIE,
  type IssuedSession,
} from '../../services/auth/auth-service';
import { eq } from 'drizzle-orm';
import { BUILT_IN_ROLES } from '../../../src/rules/permissions';
import { roles } from '../../db/schema';
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
      .select({ id: roles.id, code: roles.code, name: roles.name, permissions: roles.permissions })
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

export const adminUserResolvers: AdminUserResolvers = {
  authority: async (parent, _args, ctx) => (await loadedRole(parent, ctx)).code,
  role: (parent, _args, ctx) => loadedRole(parent, ctx),
  permissions: async (parent, _args, ctx) => [...(await loadedRole(parent, ctx)).permissions],
};

export const adminRoleResolvers: AdminRoleResolvers = {
  builtIn: (role) => BUILT_IN_ROLES.some((r) => r.code === role.code),
  permissions: (role) => [...role.permissions],
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
});

export const authQuery: Pick<QueryResolvers, 'meAdmin'> = {
  meAdmin: (_root, _args, ctx) => sessionAdminUser(requireAdmin(ctx)),
};

export const authMutation: Pick<MutationResolvers, 'adminLogin' | 'adminRefreshToken' | 'signOut'> = {
  adminLogin: async (_root, args, ctx) => {
    // Same rules and messages as the login form.
    const input = parseInput(loginSchema, { email: args.email, password: args.password });
    const session = await ctx.auth.login(input.email, input.password, ctx.req.ip);
    setSessionCookies(ctx.reply, session);
    return toLoginResult(session, ctx.req);
  },
  adminRefreshToken: async (_root, args, ctx) => {
    let session: IssuedSession;
    try {
      session = await ctx.auth.refresh(args.refreshToken ?? ctx.req.cookies?.[REFRESH_COOKIE]);
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
    await ctx.auth.revokeFamily(admin.familyId);
    clearSessionCookies(ctx.reply);
    return true;
  },
};
