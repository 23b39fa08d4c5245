import { and, asc, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLiveEntity, LIVE_ENTITIES, PRESENCE_TTL_MS, type LiveEntity } from '../../../src/rules/live';
import type { Db } from '../../db/client';
import { admins, recordViewers } from '../../db/schema';
import { auditWords, type AuditEntity } from '../../kit/audit';
import type { SessionAdmin } from '../../services/auth/auth-service';
import { LIVE_CHANNEL, type LiveMessage, type LivePresenceMessage } from '../../services/live/live-bus';
import type { GraphQLContext } from '../context';
import { badInput, forbidden } from '../errors';
import type {
  LiveEvent,
  MutationResolvers,
  QueryResolvers,
  SubscriptionResolvers,
} from '../generated/resolvers';
import { requireAdmin } from '../guard';
import { parseInput } from '../zod-input';

/**
 * Live updates (issue 28 §2, docs/live.md): the `adminLive` stream, and the presence of admins on record
 * pages. What the stream carries comes from the live bus (server/services/live/live-bus.ts); here it is
 * filtered for the one admin reading it.
 */

/**
 * A stream lives at most this long; the SPA then opens a new one, whose request is checked as any other. A
 * change of role or a session ended reaches the stream at once (endsStream); this bounds what could not be
 * announced (a session that went idle, an access token that expired).
 */
export const STREAM_MAX_MS = 5 * 60_000;

/** Every record kind the stream tells of is one the audit rows name (the typecheck fails otherwise). */
const liveEntitiesAreAudited: LiveEntity extends AuditEntity ? true : never = true;
void liveEntitiesAreAudited;

/** The admin's role may read `entity`'s records; anything else never reaches them. */
function mayHear(admin: SessionAdmin, entity: string): entity is LiveEntity {
  return isLiveEntity(entity) && admin.permissions.includes(LIVE_ENTITIES[entity]);
}

/** The changes after which this admin's stream must be opened again, with their session read afresh. */
function endsStream(m: LiveMessage, admin: SessionAdmin): boolean {
  if (m.kind !== 'change') return false;
  if (m.action === 'admin_session.end') return m.entityId === admin.familyId;
  if (m.action === 'admin.sign_out') return m.entityId === admin.id;
  if (m.action === 'staff.deactivate' || m.action === 'staff.change_role') return m.entityId === admin.id;
  // Their role's permissions changed: the stream's filter read the old ones.
  if (m.entity === 'role') return m.entityId === admin.roleId;
  return false;
}

/**
 * Admins' names by id, read once per change on this instance rather than once per subscriber: every stream
 * telling of one change asks for its actor at the same moment.
 */
function actorNames(db: Db) {
  const pending = new Map<string, Promise<string | null>>();
  return (id: string) => {
    let name = pending.get(id);
    if (!name) {
      name = db
        .select({ firstName: admins.firstName, lastName: admins.lastName, email: admins.email })
        .from(admins)
        .where(eq(admins.id, id))
        .then(([a]) => (a ? `${a.firstName} ${a.lastName}`.trim() || a.email : null));
      pending.set(id, name);
      // Kept for the moment of one change only: a renamed admin is read afresh next time.
      setTimeout(() => pending.delete(id), 1_000).unref();
    }
    return name;
  };
}
const namesByDb = new WeakMap<Db, (id: string) => Promise<string | null>>();
function actorName(db: Db, id: string) {
  let read = namesByDb.get(db);
  if (!read) {
    read = actorNames(db);
    namesByDb.set(db, read);
  }
  return read(id);
}

/** What one message is for this admin: the event to send, or null when it is not theirs to hear. */
async function eventFor(db: Db, m: LiveMessage, admin: SessionAdmin): Promise<LiveEvent | null> {
  const none = { entity: null, entityId: null, action: null, actionText: null, actor: null };
  if (m.kind === 'resync') return { ...none, kind: 'RESYNC', at: new Date().toISOString() };
  // One's own exports, imports and broadcasts: no one else's bell lists them.
  if (m.kind === 'work') {
    return m.adminId === admin.id ? { ...none, kind: 'WORK', at: new Date().toISOString() } : null;
  }
  if (!mayHear(admin, m.entity)) return null;
  if (m.kind === 'presence') {
    return {
      ...none,
      kind: 'PRESENCE',
      entity: m.entity,
      entityId: m.entityId,
      at: new Date().toISOString(),
    };
  }
  const name = m.actorId ? await actorName(db, m.actorId) : null;
  return {
    kind: 'CHANGE',
    entity: m.entity,
    entityId: m.entityId,
    action: m.action,
    actionText: auditWords(m.action),
    actor: m.actorId && name ? { id: m.actorId, fullName: name } : null,
    at: new Date(m.at).toISOString(),
  };
}

/**
 * The admin's stream. Listening starts here, before the answer's first byte, so a client that has its 200
 * hears every change committed from then on: a pub/sub subscription only listens from its first pull, so
 * that pull is made now.
 */
function liveStream(ctx: GraphQLContext): AsyncIterableIterator<LiveEvent> {
  const admin = requireAdmin(ctx);
  const source = ctx.live.pubSub.subscribe('live');
  // The server stopping ends the stream (its `finally` then stops listening for this one).
  const off = ctx.live.onEnd(() => void source.return(undefined));
  const events = filtered(ctx.db, admin, source, source.next());
  return {
    next: () => events.next(),
    // A client gone before the first event: a generator never started skips its `finally`, so the
    // listening is stopped here too.
    return: async () => {
      off();
      await source.return(undefined);
      return events.return(undefined);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

async function* filtered(
  db: Db,
  admin: SessionAdmin,
  source: AsyncGenerator<LiveMessage>,
  first: Promise<IteratorResult<LiveMessage>>,
): AsyncGenerator<LiveEvent> {
  const deadline = setTimeout(() => void source.return(undefined), STREAM_MAX_MS);
  deadline.unref();
  try {
    for (let step = await first; !step.done; step = await source.next()) {
      const message = step.value;
      if (endsStream(message, admin)) return;
      const event = await eventFor(db, message, admin);
      if (event) yield event;
    }
  } finally {
    clearTimeout(deadline);
    await source.return(undefined);
  }
}

export const liveSubscription: SubscriptionResolvers<GraphQLContext> = {
  adminLive: {
    subscribe: (_parent, _args, ctx) => liveStream(ctx),
    resolve: (event: LiveEvent) => event,
  },
};

const recordSchema = z.object({
  entity: z.string().max(60),
  entityId: z.string().trim().min(1).max(100),
});

/** The record named, if the admin may read its kind: bad input for a kind nothing tells of, 403 otherwise. */
function readableRecord(admin: SessionAdmin, args: { entity: string; entityId: string }) {
  const { entity, entityId } = parseInput(recordSchema, args);
  if (!isLiveEntity(entity)) throw badInput(`Unknown record kind: ${entity}`, 'entity');
  if (!mayHear(admin, entity)) throw forbidden();
  return { entity, entityId };
}

const ttl = sql`now() - make_interval(secs => ${PRESENCE_TTL_MS / 1000})`;

export const liveQuery: QueryResolvers<GraphQLContext> = {
  adminRecordViewers: async (_parent, args, ctx) => {
    const admin = requireAdmin(ctx);
    const { entity, entityId } = readableRecord(admin, args);
    const editing = sql<boolean>`bool_or(${recordViewers.editing})`;
    const rows = await ctx.db
      .select({
        adminId: admins.id,
        firstName: admins.firstName,
        lastName: admins.lastName,
        email: admins.email,
        editing,
      })
      .from(recordViewers)
      .innerJoin(admins, eq(admins.id, recordViewers.adminId))
      .where(
        and(
          eq(recordViewers.entity, entity),
          eq(recordViewers.entityId, entityId),
          gt(recordViewers.seenAt, ttl),
          // Their own other tabs are not 'someone else'.
          ne(recordViewers.adminId, admin.id),
        ),
      )
      .groupBy(admins.id)
      .orderBy(desc(editing), asc(admins.firstName), asc(admins.lastName));
    return rows.map((r) => ({
      adminId: r.adminId,
      fullName: `${r.firstName} ${r.lastName}`.trim() || r.email,
      editing: r.editing,
    }));
  },
};

export const liveMutation: MutationResolvers<GraphQLContext> = {
  adminRecordPresence: async (_parent, args, ctx) => {
    const admin = requireAdmin(ctx);
    const { entity, entityId } = readableRecord(admin, args);
    const editing = args.editing;
    const session = admin.familyId;
    const changed = await ctx.db.transaction(async (tx) => {
      const here = and(
        eq(recordViewers.sessionId, session),
        eq(recordViewers.entity, entity),
        eq(recordViewers.entityId, entityId),
      );
      // Rows of this record nobody has kept alive: gone, so the index stays the size of who is here.
      await tx
        .delete(recordViewers)
        .where(
          and(
            eq(recordViewers.entity, entity),
            eq(recordViewers.entityId, entityId),
            lt(recordViewers.seenAt, ttl),
          ),
        );
      const [before] = await tx
        .select({ editing: recordViewers.editing })
        .from(recordViewers)
        .where(here)
        .for('update');
      if (args.leaving) {
        if (!before) return false;
        await tx.delete(recordViewers).where(here);
        return true;
      }
      await tx
        .insert(recordViewers)
        .values({ sessionId: session, adminId: admin.id, entity, entityId, editing })
        .onConflictDoUpdate({
          target: [recordViewers.sessionId, recordViewers.entity, recordViewers.entityId],
          set: { editing, seenAt: sql`now()` },
        });
      // A heartbeat that changes nothing others see tells no one: only arriving, leaving and starting or
      // stopping to edit do.
      return before?.editing !== editing;
    });
    if (changed) {
      const message: LivePresenceMessage = { kind: 'presence', entity, entityId };
      await ctx.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
    }
    return true;
  },
};
