import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { AuthService, SessionAdmin } from '../services/auth/auth-service';
import type { MailService } from '../services/mail/mail-service';
import type { BroadcastQueue } from '../services/notify/broadcast-queue';
import type { LiveBus } from '../services/live/live-bus';
import type { StaffThrottles } from '../services/auth/staff';

export interface GraphQLContext {
  db: Db;
  auth: AuthService;
  /** Outgoing email (SMTP or the local outbox, docs/mail.md). */
  mail: MailService;
  /** Broadcast delivery (docs/notifications.md). */
  notify: BroadcastQueue;
  /** What this instance hears of every instance's writes (docs/live.md). */
  live: LiveBus;
  /** Base of the links in emails (PUBLIC_URL, default http://localhost:<PORT>). */
  publicUrl: string;
  /** The throttles of the password endpoints (server/services/auth/staff.ts), one set per server. */
  staffThrottles: StaffThrottles;
  /**
   * The signed-in admin, once the session lookup has answered; null before that and without a live session.
   * Resolvers read it through requireAdmin (server/graphql/guard.ts), never directly.
   */
  admin: SessionAdmin | null;
  /**
   * The session lookup of the request's access token, under way: null when there is no token or it fails its
   * signature or expiry. server/graphql/session-gate.ts settles it before, or for a query alongside, execution.
   */
  session: Promise<SessionAdmin | null> | null;
  /** Only on the copy of the context a query runs with while the lookup is still under way. */
  speculation?: Speculation;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** A query run before its session lookup answered; spoiled if a resolver asked who the admin is. */
export interface Speculation {
  spoiled: boolean;
  /** The permissions of the root fields it ran (server/graphql/guard.ts): the admin must hold them all. */
  needs: Set<string>;
}
