import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { AuthService, SessionAdmin } from '../services/auth/auth-service';

export interface GraphQLContext {
  db: Db;
  auth: AuthService;
  /** The signed-in admin resolved from the access token, or null. */
  admin: SessionAdmin | null;
  req: FastifyRequest;
  reply: FastifyReply;
}
