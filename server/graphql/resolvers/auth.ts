import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { loginSchema } from '../../../src/rules/auth';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  SESSION_HINT_COOKIE,
  type IssuedSession,
} from '../../services/auth/auth-service';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { requireAdmin } from '../guard';
import { parseInput } from '../zod-input';

type AdminLike = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  authority: string;
};

export const toAdminUser = (a: AdminLike) => ({
  id: a.id,
  firstName: a.firstName,
  lastName: a.lastName,
  fullName: `${a.firstName} ${a.lastName}`.trim() || null,
  email: a.email,
  isActive: a.isActive,
  authority: 'SUPPER_ADMIN' as const,
});

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
  meAdmin: (_root, _args, ctx) => toAdminUser(requireAdmin(ctx)),
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
