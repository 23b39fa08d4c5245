import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { AuthService, SessionAdmin } from '../services/auth/auth-service';
import type { MailService } from '../services/mail/mail-service';
import type { BroadcastQueue } from '../services/notify/broadcast-queue';

export interface GraphQLContext {
  db: Db;
  auth: AuthService;
  /** Outgoing email (SMTP or the local outbox, docs/mail.md). */
  mail: MailService;
  /** Broadcast delivery (docs/notifications.md). */
  notify: BroadcastQueue;
  /** The signed-in admin resolved from the access token, or null. */
  admin: SessionAdmin | null;
  req: FastifyRequest;
  reply: FastifyReply;
}
