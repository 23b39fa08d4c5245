import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { ApiError, REQUEST_TIMEOUT_MS, unreachableError, type ApiErrorItem } from './api-error';

/** Same-origin by default; another server implementing schema.graphql can be named at build time. */
export const GRAPHQL_ENDPOINT = new URL(
  import.meta.env.VITE_GRAPHQL_URL ?? '/graphql',
  window.location.origin,
).toString();

/** A custom header forces a CORS preflight, so no other site can make the browser send our cookies. */
export const CSRF_HEADERS = { 'x-kar-csrf': '1' } as const;

/** One operation's answer as the server sends it. */
export interface RawResult {
  data?: unknown;
  errors?: readonly ApiErrorItem[];
}

/** One operation as sent: its text and variables. */
export interface OperationBody {
  query: string;
  variables?: unknown;
}

/**
 * POSTs one operation, or an array of them (SPEC §7's batches), with a plain `fetch`. Answers the parsed
 * body (undefined when it is not JSON) and the HTTP status when it is not 2xx; a request that got no
 * answer (network, timeout) throws the unreachable ApiError.
 */
export async function postOperations(
  body: OperationBody | readonly OperationBody[],
): Promise<{ status: number | undefined; result: unknown }> {
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
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (e) {
    throw unreachableError(e);
  }
  const status = response.ok ? undefined : response.status;
  let result: unknown;
  try {
    result = await response.json();
  } catch {
    result = undefined;
  }
  return { status, result };
}

/** The GraphQL errors in an answer, for one operation or a batch of them. */
export function errorsOf(result: unknown): readonly ApiErrorItem[] {
  const results: (RawResult | undefined)[] = Array.isArray(result)
    ? (result as (RawResult | undefined)[])
    : [result as RawResult | undefined];
  return results.flatMap((r) => r?.errors ?? []);
}

/**
 * Sends one operation's text: what the login route uses for its few calls, and what the admin area's
 * client batches (graphql-client.ts). Failures surface as ApiError: GraphQL errors first, then the HTTP
 * status.
 */
export async function fetchOperation<R, V>(
  query: string & DocumentTypeDecoration<R, V>,
  variables: V,
): Promise<R> {
  const { status, result } = await postOperations({ query, variables });
  return settleResult<R>(result as RawResult | undefined, status);
}

/** One operation's answer as its data, or the ApiError it amounts to. */
export function settleResult<R>(result: RawResult | undefined, status?: number): R {
  const errors = result?.errors ?? [];
  if (errors.length > 0) throw new ApiError(errors[0]?.message ?? 'Something went wrong!', errors, status);
  if (status !== undefined || result?.data == null) throw new ApiError('Something went wrong!', [], status);
  return result.data as R;
}

/**
 * Sends one operation as the page goes away (a reload, a typed address, a closed tab), when nothing is
 * left to read its answer: `keepalive` lets the request outlive the page. Its failure has no one to be
 * told to, so it is dropped; what it undoes must also lapse by itself (a post's claim does, in 10 minutes).
 */
export function sendOnLeave<R, V>(
  document: DocumentTypeDecoration<R, V> & { toString(): string },
  variables: V,
): void {
  void fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...CSRF_HEADERS },
    body: JSON.stringify({ query: document.toString(), variables }),
  }).catch(() => undefined);
}
