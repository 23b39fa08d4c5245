import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { ApiError, REQUEST_TIMEOUT_MS, unreachableError, type ApiErrorItem } from './api-error';

/** Same-origin by default; another server implementing schema.graphql can be named at build time. */
export const GRAPHQL_ENDPOINT = new URL(
  import.meta.env.VITE_GRAPHQL_URL ?? '/graphql',
  window.location.origin,
).toString();

/** A custom header forces a CORS preflight, so no other site can make the browser send our cookies. */
export const CSRF_HEADERS = { 'x-kar-csrf': '1' } as const;

interface RawResult {
  data?: unknown;
  errors?: readonly ApiErrorItem[];
}

/**
 * Sends one printed operation with a plain `fetch`: what the login route needs before the admin area
 * (graphql-request, the `graphql` printer, the generated DocumentNodes) is loaded. Failures surface
 * as the same ApiError the admin area's client raises: GraphQL errors first, then the HTTP status.
 */
export async function fetchOperation<R, V>(
  query: string & DocumentTypeDecoration<R, V>,
  variables: V,
): Promise<R> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...CSRF_HEADERS,
      },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (e) {
    throw unreachableError(e);
  }
  const status = response.ok ? undefined : response.status;
  let result: RawResult | undefined;
  try {
    result = (await response.json()) as RawResult;
  } catch {
    result = undefined;
  }
  const errors = result?.errors ?? [];
  if (errors.length > 0) throw new ApiError(errors[0]?.message ?? 'Something went wrong!', errors, status);
  if (status !== undefined || result?.data == null) throw new ApiError('Something went wrong!', [], status);
  return result.data as R;
}
