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
export const FORBIDDEN_MESSAGE = "You don't have permission to use this function";
export const forbidden = () =>
  new GraphQLError(FORBIDDEN_MESSAGE, {
    extensions: { code: 403, reason: 'FORBIDDEN' },
  });

export const badInput = (message: string, field?: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });

export const notFound = (what: string) =>
  new GraphQLError(`${what} not found`, { extensions: { code: 'NOT_FOUND' } });

export const notImplemented = (field: string) =>
  new GraphQLError(`${field} is not implemented yet`, { extensions: { code: 'NOT_IMPLEMENTED' } });

export const conflict = (message: string) => new GraphQLError(message, { extensions: { code: 'CONFLICT' } });

export const EDIT_CONFLICT_MESSAGE = 'Someone else saved this record after you opened it';
/**
 * An edit sent with the `editVersion` it was loaded at, after another save moved the record on
 * (docs/conflicts.md). `extensions.editVersion` is the record's version now; nothing was written.
 */
export const editConflict = (editVersion: number) =>
  new GraphQLError(EDIT_CONFLICT_MESSAGE, { extensions: { code: 'EDIT_CONFLICT', editVersion } });

/**
 * A policy limit reached, such as a role's daily approval limit (docs/money.md#daily-limit): the message
 * says what is left; `extensions.left` carries the same amount for clients that compute with it.
 */
export const limitReached = (message: string, left: number) =>
  new GraphQLError(message, { extensions: { code: 'LIMIT_REACHED', left } });

/**
 * A field that needs a recent proof of identity (`@requires(…, stepUp: true)`, or requireStepUp) called
 * without one in the last REAUTH_WINDOW_S: the SPA asks for the password (and code) and retries.
 */
export const stepUpRequired = () =>
  new GraphQLError('Please confirm it is you to continue', {
    // No HTTP status: in a batch (SPEC §7) only this operation fails, the others answer.
    extensions: { code: 'STEP_UP_REQUIRED' },
  });

/** An admin whose role requires two-step sign-in, before they have turned it on: only its setup answers. */
export const twoFactorSetupRequired = () =>
  new GraphQLError('Turn on two-step sign-in before you continue', {
    extensions: { code: 'TWO_FACTOR_SETUP_REQUIRED' },
  });
