import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { mayUseAdmin, type SessionAdmin } from '../services/auth/auth-service';
import type { GraphQLContext, Speculation } from './context';
import { mustSetUpTwoFactor } from './guard';

type OnExecute = NonNullable<Plugin['onExecute']>;
type ExecuteFn = Parameters<OnExecute>[0]['executeFn'];
type ExecuteArgs = Parameters<ExecuteFn>[0];

const passes = (admin: SessionAdmin | null): admin is SessionAdmin => admin !== null && mayUseAdmin(admin);

/**
 * Settles the session before anything of an operation is released (docs/architecture.md, "Speculative
 * authorisation"). The access token's signature and expiry are checked when the context is built, without
 * the database; a token failing them starts no lookup and no work, and the guard refuses every field.
 *
 * - A mutation (or anything but a query) waits for the sign-out lookup, then runs with its answer, as always.
 * - A query runs at once, beside the lookup (on PostgreSQL on another pooled connection), on a copy of the
 *   context that knows no admin. Its result, data and errors alike, is held until the lookup answers. If the
 *   lookup passes, that result is the answer, unless a resolver asked who the admin is (requireAdmin marks the
 *   run spoiled) or the admin lacks a permission one of the fields it ran needs: then the query runs
 *   again with the admin. If the lookup refuses, the speculative result is
 *   dropped unread and the query runs again with the lookup's answer, so the guard refuses every root field
 *   before any resolver runs: the same errors and status as a request that never speculated, sent without
 *   waiting for the speculative run to finish.
 * - A failed lookup (the database unavailable) fails the request as it always did.
 *
 * Query resolvers write nothing (tests/server/speculative-session.test.ts checks every root field of Query
 * with a signed-out token leaves the database unwritten), so running one for a caller later refused has no
 * effect beyond the reads.
 */
export const sessionGate: Plugin = {
  onExecute({ executeFn, setExecuteFn }) {
    setExecuteFn((args) => gate(args, executeFn));
  },
  // A subscription (docs/live.md) starts only once its session lookup has answered, like a mutation: its
  // guard and its stream's filter read the admin.
  onSubscribe({ subscribeFn, setSubscribeFn }) {
    setSubscribeFn(async (args) => {
      const ctx = args.contextValue as GraphQLContext;
      if (ctx.session) settle(ctx, await ctx.session);
      return subscribeFn(args);
    });
  },
};

async function gate(args: ExecuteArgs, execute: ExecuteFn) {
  const ctx = args.contextValue as GraphQLContext;
  const lookup = ctx.session;
  // No token, or one failing its signature or expiry: ctx.admin stays null and the guard refuses.
  if (!lookup) return execute(args);
  const operation = getOperationAST(args.document, args.operationName ?? undefined);
  if (operation?.operation !== 'query') {
    settle(ctx, await lookup);
    return execute(args);
  }

  const speculation: Speculation = { spoiled: false, needs: new Set() };
  const ahead = (async () =>
    execute({ ...args, contextValue: { ...ctx, speculation } satisfies GraphQLContext }))();
  // Its outcome is read only if the lookup passes; otherwise it must not surface as an unhandled rejection.
  ahead.catch(() => undefined);
  const admin = await lookup;
  settle(ctx, admin);
  if (passes(admin)) {
    const result = await ahead;
    // Lacking one of them, the run is done again with the admin, so the guard refuses the field that
    // needs it (403) and answers the rest, exactly as a request that never speculated.
    const holdsAll = [...speculation.needs].every((p) => admin.permissions.includes(p));
    // An admin who must first turn on two-step sign-in gets the guard's answer field by field.
    if (!speculation.spoiled && holdsAll && !mustSetUpTwoFactor(admin)) return result;
  }
  return execute(args);
}

function settle(ctx: GraphQLContext, admin: SessionAdmin | null) {
  ctx.admin = admin;
  ctx.session = null;
}
