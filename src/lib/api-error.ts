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
export const isForbidden = (e: unknown) =>
  e instanceof ApiError && (e.code === 403 || e.code === '403' || e.code === 'FORBIDDEN');
