import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import { isDatabaseUnavailable } from '../db/client';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable right now. Please try again in a moment.';

/** Seconds a client is told to wait: a PostgreSQL restart or failover usually takes a few. */
const RETRY_AFTER_SECONDS = 5;

/**
 * yoga's mask, except that losing the database answers 503 with a message an admin can act on
 * (wait and retry) instead of a 500 'Unexpected error.'. The pool reconnects by itself, so the first
 * request after the outage succeeds without a restart.
 */
export function maskErrorOrUnavailable(error: unknown, message: string, isDev?: boolean): Error {
  if (!isDatabaseUnavailable(error)) return maskError(error, message, isDev);
  return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      http: { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    },
  });
}
