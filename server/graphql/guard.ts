import {
  defaultFieldResolver,
  Kind,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { isPermission, type Permission } from '../../src/rules/permissions';
import type { GraphQLContext } from './context';
import { forbidden, stepUpRequired, twoFactorSetupRequired, unauthenticated } from './errors';
import { mayUseAdmin, type SessionAdmin } from '../services/auth/auth-service';
import { writeSecurityAudit } from '../kit/audit';

/**
 * What a root field needs, as declared beside it in schema.graphql (docs/permissions.md):
 * - `@public`: nothing (adminLogin; adminRefreshToken, whose resolver checks the refresh token itself);
 * - `@signedIn`: any signed-in active admin, whatever their role (meAdmin, signOut, reference lists);
 * - `@requires(permission: "area.action")`: an admin whose role holds that permission; with `stepUp: true`
 *   also a proof of identity within REAUTH_WINDOW_S (requireStepUp).
 */
export type FieldNeed =
  { kind: 'public' } | { kind: 'signedIn' } | { kind: 'requires'; permission: Permission; stepUp: boolean };

/**
 * What an admin whose role requires two-step sign-in may use before turning it on (docs/security.md): who
 * they are, signing out, and the setup itself.
 */
export const TWO_FACTOR_SETUP_FIELDS: ReadonlySet<string> = new Set([
  'Query.meAdmin',
  'Mutation.signOut',
  'Mutation.adminStartTwoFactor',
  'Mutation.adminConfirmTwoFactor',
]);

/** The admin must turn two-step sign-in on before anything else. */
export const mustSetUpTwoFactor = (a: SessionAdmin) => a.twoFactorRequired && !a.twoFactorOn;

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
      const step = directive.arguments?.find((a) => a.name.value === 'stepUp')?.value;
      const stepUp = step?.kind === Kind.BOOLEAN && step.value;
      found.push(isPermission(value) ? { kind: 'requires', permission: value, stepUp } : value);
    }
  }
  return found;
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * The fields of the API's types (not its roots) that declare `@requires(permission: "…")`, keyed
 * `Type.field`: a value only some roles may see inside records everyone with the record's permission
 * reads (a member's balance: docs/permissions.md#hidden-fields). Step-up makes no sense there and is refused.
 */
export function typeFieldNeeds(schema: GraphQLSchema): Map<string, Permission> {
  const needs = new Map<string, Permission>();
  const problems: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    // Object types only (not `instanceof`, see rootFieldNeeds): they alone have resolvers to wrap.
    if (
      ROOT_TYPES.has(type.name) ||
      type.name.startsWith('__') ||
      type.astNode?.kind !== Kind.OBJECT_TYPE_DEFINITION
    )
      continue;
    const fields = (type as GraphQLObjectType).getFields();
    for (const field of Object.values(fields)) {
      const declared = declaredNeeds(field);
      if (declared.length === 0) continue;
      const key = `${type.name}.${field.name}`;
      const [need] = declared;
      if (declared.length > 1 || typeof need === 'string' || need?.kind !== 'requires' || need.stepUp)
        problems.push(`${key} may only declare @requires(permission: "…") with a known permission`);
      else needs.set(key, need.permission);
    }
  }
  if (problems.length > 0) throw new Error(`schema.graphql: ${problems.join('; ')}`);
  return needs;
}

/**
 * Deny by default: every root field of the schema is wrapped when the server starts, with what it
 * declared, so a field added later cannot be reached before someone decides who may use it. A type's
 * field that declares a permission answers null to an admin without it, so a record everyone allowed
 * reads stays readable while the value stays hidden (no 403: the rest of the answer is theirs).
 */
export function guardRootFields(schema: GraphQLSchema): GraphQLSchema {
  for (const [key, permission] of typeFieldNeeds(schema)) {
    const [typeName = '', fieldName = ''] = key.split('.');
    const field = (schema.getType(typeName) as GraphQLObjectType).getFields()[fieldName];
    if (!field) continue;
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, ctx: GraphQLContext, info) =>
      maySee(ctx, permission) ? resolve(source, args, ctx, info) : null;
  }
  const needs = rootFieldNeeds(schema);
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const key = `${root.name}.${field.name}`;
      const need = needs.get(key);
      if (!need || need.kind === 'public') continue;
      const permission = need.kind === 'requires' ? need.permission : null;
      const stepUp = need.kind === 'requires' && need.stepUp;
      const duringSetup = TWO_FACTOR_SETUP_FIELDS.has(key);
      const check = (ctx: GraphQLContext) => {
        const admin = requireAdmin(ctx);
        if (!duringSetup && mustSetUpTwoFactor(admin)) throw twoFactorSetupRequired();
        if (permission && !admin.permissions.includes(permission)) return refuse(ctx, admin, key, permission);
        if (stepUp) requireStepUp(ctx);
        return null;
      };
      // A subscription is judged when it starts (session-gate.ts settles the session first); each event it
      // then sends is filtered by its own resolver (resolvers/live.ts).
      if (root.name === 'Subscription') {
        const subscribe = field.subscribe;
        if (!subscribe) continue;
        field.subscribe = async (source, args, ctx: GraphQLContext, info) => {
          await check(ctx);
          return subscribe(source, args, ctx, info);
        };
        continue;
      }
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx: GraphQLContext, info) => {
        // A query running before its session lookup has answered is held back, whatever it produces,
        // until the lookup has passed and the admin holds every permission the run touched
        // (server/graphql/session-gate.ts); everything else is judged now.
        if (ctx.speculation) {
          if (permission) ctx.speculation.needs.add(permission);
          return resolve(source, args, ctx, info);
        }
        const refused = check(ctx);
        return refused ?? resolve(source, args, ctx, info);
      };
    }
  }
  return schema;
}

/**
 * Whether the answer may include what `permission` shows (a hidden field, an order by it). A run ahead of
 * the session lookup notes the permission and goes on as if held: its result is used only if the admin
 * holds it, and otherwise the query runs again knowing the admin (session-gate.ts).
 */
export function maySee(ctx: GraphQLContext, permission: Permission): boolean {
  if (ctx.speculation) {
    ctx.speculation.needs.add(permission);
    return true;
  }
  return ctx.admin?.permissions.includes(permission) ?? false;
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

/** Requests whose refusal is already recorded: one audit row per refused request, however many fields. */
const refusedRequests = new WeakSet<object>();

/**
 * SPEC §8's 403, with its audit row (`admin.permission_refuse`). Never reached from a speculative run
 * (session-gate.ts): that run only notes the permissions, and the refusal comes from the run done again.
 */
async function refuse(
  ctx: GraphQLContext,
  admin: SessionAdmin,
  field: string,
  permission: string,
): Promise<never> {
  if (!refusedRequests.has(ctx.req)) {
    refusedRequests.add(ctx.req);
    await writeSecurityAudit(ctx.db, admin.id, {
      entity: 'admin',
      verb: 'permission_refuse',
      entityId: admin.id,
      after: { field, permission },
    });
  }
  throw forbidden();
}

/**
 * The signed-in admin, if they proved who they are within REAUTH_WINDOW_S (signing in, or
 * adminConfirmIdentity); STEP_UP_REQUIRED otherwise. Fields that always need it say so in schema.graphql
 * (`@requires(…, stepUp: true)`); a resolver calls this for the cases that depend on the arguments
 * (needsStepUpForSend in resolvers/notifications.ts).
 */
export function requireStepUp(ctx: GraphQLContext) {
  const admin = requireAdmin(ctx);
  if (Date.now() - admin.reauthenticatedAt > ctx.auth.policy.reauthWindowMs) throw stepUpRequired();
  return admin;
}

/** The signed-in admin, if their role holds `permission`; forbidden (SPEC §8's 403) otherwise. */
export function requirePermission(ctx: GraphQLContext, permission: Permission) {
  const admin = requireAdmin(ctx);
  if (!admin.permissions.includes(permission)) throw forbidden();
  return admin;
}
