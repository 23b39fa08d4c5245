import { defaultFieldResolver, Kind, type GraphQLField, type GraphQLSchema } from 'graphql';
import { isPermission, type Permission } from '../../src/rules/permissions';
import type { GraphQLContext } from './context';
import { forbidden, unauthenticated } from './errors';
import { mayUseAdmin } from '../services/auth/auth-service';

/**
 * What a root field needs, as declared beside it in schema.graphql (docs/permissions.md):
 * - `@public`: nothing (adminLogin; adminRefreshToken, whose resolver checks the refresh token itself);
 * - `@signedIn`: any signed-in active admin, whatever their role (meAdmin, signOut, reference lists);
 * - `@requires(permission: "area.action")`: an admin whose role holds that permission.
 */
export type FieldNeed =
  { kind: 'public' } | { kind: 'signedIn' } | { kind: 'requires'; permission: Permission };

/** What every root field declares, keyed `Query.name` / `Mutation.name`; refuses a schema that leaves one out. */
export function rootFieldNeeds(schema: GraphQLSchema): Map<string, FieldNeed> {
  const needs = new Map<string, FieldNeed>();
  const problems: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    // Not `instanceof GraphQLObjectType`: with two copies of graphql loaded (ESM and CJS, as under
    // Vite) that check is false and every field would be left unguarded without a word.
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const key = `${root.name}.${field.name}`;
      const declared = declaredNeeds(field);
      if (declared.length !== 1) {
        problems.push(`${key} declares ${declared.length === 0 ? 'no' : 'more than one'} permission`);
        continue;
      }
      const [need] = declared;
      if (typeof need === 'string') problems.push(`${key} requires the unknown permission "${need}"`);
      else if (need) needs.set(key, need);
    }
  }
  // Deny by default, loudly: the server does not start with a field nobody decided about.
  if (problems.length > 0) throw new Error(`schema.graphql: ${problems.join('; ')}`);
  return needs;
}

/** The field's declarations; an unknown permission name comes back as the bare string. */
function declaredNeeds(field: GraphQLField<unknown, unknown>): (FieldNeed | string)[] {
  const found: (FieldNeed | string)[] = [];
  for (const directive of field.astNode?.directives ?? []) {
    const name = directive.name.value;
    if (name === 'public') found.push({ kind: 'public' });
    else if (name === 'signedIn') found.push({ kind: 'signedIn' });
    else if (name === 'requires') {
      const arg = directive.arguments?.find((a) => a.name.value === 'permission')?.value;
      const value = arg?.kind === Kind.STRING ? arg.value : '';
      found.push(isPermission(value) ? { kind: 'requires', permission: value } : value);
    }
  }
  return found;
}

/**
 * Deny by default: every root field of the schema is wrapped when the server starts, with what it
 * declared, so a field added later cannot be reached before someone decides who may use it.
 */
export function guardRootFields(schema: GraphQLSchema): GraphQLSchema {
  const needs = rootFieldNeeds(schema);
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const need = needs.get(`${root.name}.${field.name}`);
      if (!need || need.kind === 'public') continue;
      const permission = need.kind === 'requires' ? need.permission : null;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx: GraphQLContext, info) => {
        // A query running before its session lookup has answered is held back, whatever it produces,
        // until the lookup has passed and the admin holds every permission the run touched
        // (server/graphql/session-gate.ts); everything else is judged now.
        if (ctx.speculation) {
          if (permission) ctx.speculation.needs.add(permission);
        } else if (permission) requirePermission(ctx, permission);
        else requireAdmin(ctx);
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
  if (!admin || !mayUseAdmin(admin)) throw unauthenticated();
  return admin;
}

/** The signed-in admin, if their role holds `permission`; forbidden (SPEC §8's 403) otherwise. */
export function requirePermission(ctx: GraphQLContext, permission: Permission) {
  const admin = requireAdmin(ctx);
  if (!admin.permissions.includes(permission)) throw forbidden();
  return admin;
}
