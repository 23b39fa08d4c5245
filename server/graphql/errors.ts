import { GraphQLError } from 'graphql';

/**
 * Deliberate errors carry a stable `code`; everything else is masked by yoga, so no stack trace,
 * SQL text or driver message ever reaches a client.
 */
export const unauthenticated = () =>
  new GraphQLError('You must sign in to use this function', {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
  });

// The SPA treats code 403 as "no permission" (SPEC §8), so the numeric code is kept alongside.
export const forbidden = () =>
  new GraphQLError("You don't have permission to use this function", {
    extensions: { code: 403, reason: 'FORBIDDEN' },
  });

export const badInput = (message: string, field?: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });

export const notFound = (what: string) =>
  new GraphQLError(`${what} not found`, { extensions: { code: 'NOT_FOUND' } });

export const notImplemented = (field: string) =>
  new GraphQLError(`${field} is not implemented yet`, { extensions: { code: 'NOT_IMPLEMENTED' } });

export const conflict = (message: string) => new GraphQLError(message, { extensions: { code: 'CONFLICT' } });
