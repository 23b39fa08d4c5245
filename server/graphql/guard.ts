import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context';
import { forbidden, unauthenticated } from './errors';
import { mayUseAdmin } from '../services/auth/auth-service';

/**
 * Root fields reachable without an access token. `adminRefreshToken` is listed because it is
 * authenticated by the refresh token instead; its resolver refuses anyone without a live one.
 */
const PUBLIC_FIELDS = new Set(['Mutation.adminLogin', 'Mutation.adminRefreshToken']);

/**
 * Deny by default: every root field of the schema is wrapped when the server starts, so a field
 * added later is protected without anyone remembering to protect it.
 */
export function guardRootFields(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    // Not `instanceof GraphQLObjectType`: with two copies of graphql loaded (ESM and CJS, as under
    // Vite) that check is false and every field would be left unguarded without a word.
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const key = `${root.name}.${field.name}`;
      if (PUBLIC_FIELDS.has(key)) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx: GraphQLContext, info) => {
        // A query running before its session lookup has answered is held back, whatever it produces,
        // until the lookup has passed (server/graphql/session-gate.ts); everything else is judged now.
        if (!ctx.speculation) requireAdmin(ctx);
        return resolve(source, args, ctx, info);
      };
    }
  }
  return schema;
}

export function requireAdmin(ctx: GraphQLContext) {
  if (ctx.speculation) {
    // Who the admin is is not known yet: the speculative answer is thrown away and the query run again
    // once the lookup has answered (server/graphql/session-gate.ts).
    ctx.speculation.spoiled = true;
    throw unauthenticated();
  }
  const admin = ctx.admin;
  if (!admin || !admin.isActive) throw unauthenticated();
  // Signed in and active but without the authority: known, so forbidden rather than unauthenticated.
  if (!mayUseAdmin(admin)) throw forbidden();
  return admin;
}
