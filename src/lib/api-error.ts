/** One GraphQL error as the server sends it. */
export interface ApiErrorItem {
  message: string;
  extensions?: Record<string, unknown>;
}

/** Every failed call surfaces as this, whatever went wrong (GraphQL errors, HTTP status, network). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly errors: readonly ApiErrorItem[],
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code(): unknown {
    return this.errors[0]?.extensions?.code;
  }
}

export const isUnauthenticated = (e: unknown) => e instanceof ApiError && e.code === 'UNAUTHENTICATED';
export const isTwoStepSetupRequired = (e: unknown) =>
  e instanceof ApiError && e.code === 'TWO_FACTOR_SETUP_REQUIRED';
export const isForbidden = (e: unknown) =>
  e instanceof ApiError && (e.code === 403 || e.code === '403' || e.code === 'FORBIDDEN');

/** SPEC §9: no call waits longer than the upload timeout; the admin is told and offered a retry. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const TIMEOUT_MESSAGE =
  'The server did not answer within 15 seconds. Check your connection and try again.';
export const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** A call that never got an answer: the network failed or the timeout ran out. Worth a retry. */
export const isUnreachable = (e: unknown) =>
  e instanceof ApiError && (e.code === 'TIMEOUT' || e.code === 'NETWORK' || e.status === 503);

/**
 * The server refused the call as it was sent (a search over its limit, a filter its rule refuses, a
 * document it does not accept): sending it again would be refused again, so it is never retried.
 */
export const isBadInput = (e: unknown) =>
  e instanceof ApiError && (e.code === 'BAD_USER_INPUT' || e.code === 'GRAPHQL_VALIDATION_FAILED');

/** A server refusal that belongs under one field of a form. */
export interface FieldError {
  field: string;
  message: string;
}
/** Reads which field of its form a refusal is about, or null when it is about none. */
export type FieldErrorReader = (e: unknown) => FieldError | null;

/** The field a BAD_USER_INPUT names (server/graphql/zod-input.ts), so a form can show it in place. */
export function fieldErrorOf(e: unknown): FieldError | null {
  if (!(e instanceof ApiError) || e.code !== 'BAD_USER_INPUT') return null;
  const first = e.errors[0];
  const field = first?.extensions?.field;
  return typeof field === 'string' && first ? { field, message: first.message } : null;
}

/** What a failed `fetch` becomes: a timeout or a network failure, told apart for the message. */
export function unreachableError(e: unknown): ApiError {
  const timedOut = e instanceof DOMException && (e.name === 'TimeoutError' || e.name === 'AbortError');
  return timedOut
    ? new ApiError(TIMEOUT_MESSAGE, [{ message: TIMEOUT_MESSAGE, extensions: { code: 'TIMEOUT' } }])
    : new ApiError(NETWORK_MESSAGE, [{ message: NETWORK_MESSAGE, extensions: { code: 'NETWORK' } }]);
}

/**
 * A CONFLICT about a value another record already holds (an email, a phone) names no field; its
 * message does. `byMessage` maps each such message to the form field it belongs under.
 */
export const conflictFields =
  (byMessage: Readonly<Record<string, string>>): FieldErrorReader =>
  (e) => {
    if (!(e instanceof ApiError) || e.code !== 'CONFLICT') return null;
    const message = e.errors[0]?.message ?? '';
    const field = byMessage[message];
    return field ? { field, message } : null;
  };

/**
 * The server refused an edit sent with the version its form was loaded at: someone else saved the record
 * since (docs/conflicts.md). The form kit shows theirs beside the admin's own values instead of a message.
 */
export const isEditConflict = (e: unknown) => e instanceof ApiError && e.code === 'EDIT_CONFLICT';
