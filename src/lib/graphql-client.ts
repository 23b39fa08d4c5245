import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { ClientError, GraphQLClient } from 'graphql-request';
import {
  ApiError,
  isUnauthenticated,
  REQUEST_TIMEOUT_MS,
  unreachableError,
  type ApiErrorItem,
} from './api-error';
import { CSRF_HEADERS, GRAPHQL_ENDPOINT } from './graphql-fetch';
import { refreshSession, sessionLost } from './session';

// SPEC §7: up to 5 operations travel in one request. Calls made in the same tick are grouped.
const BATCH_MAX = 5;

// The admin area's client (loaded with it); the login route sends its few calls through graphql-fetch.
const client = new GraphQLClient(GRAPHQL_ENDPOINT, {
  credentials: 'same-origin',
  headers: { ...CSRF_HEADERS },
  errorPolicy: 'all',
  // A request with no answer ends in a message and a retry rather than a spinner that never stops.
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
});

interface Pending {
  document: TypedDocumentNode<unknown, Record<string, unknown>>;
  variables: Record<string, unknown> | undefined;
  resolve(data: unknown): void;
  reject(error: ApiError): void;
}

const queue: Pending[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

interface RawResult {
  data?: unknown;
  errors?: readonly ApiErrorItem[];
}

function settle(p: Pending, result: RawResult | undefined) {
  const errors = result?.errors ?? [];
  if (errors.length > 0) p.reject(new ApiError(errors[0]?.message ?? 'Something went wrong!', errors));
  else if (result?.data == null) p.reject(new ApiError('Something went wrong!', []));
  else p.resolve(result.data);
}

function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof ClientError) {
    const body: unknown = e.response;
    const errors = Array.isArray(body)
      ? body.flatMap((r: RawResult) => r.errors ?? [])
      : ((e.response.errors ?? []) as readonly ApiErrorItem[]);
    return new ApiError(errors[0]?.message ?? 'Something went wrong!', errors, e.response.status);
  }
  if (e instanceof TypeError || e instanceof DOMException) return unreachableError(e);
  return new ApiError('Something went wrong!', []);
}

async function flush() {
  if (timer) clearTimeout(timer);
  timer = null;
  const batch = queue.splice(0, BATCH_MAX);
  if (queue.length > 0) timer = setTimeout(flush, 0);
  if (batch.length === 0) return;
  try {
    if (batch.length === 1) {
      const [p] = batch as [Pending];
      const result = await client.rawRequest<unknown>(print(p.document), p.variables);
      settle(p, result as RawResult);
    } else {
      const results = (await client.batchRequests(
        batch.map((p) => ({ document: p.document, variables: p.variables })),
      )) as unknown as RawResult[];
      batch.forEach((p, i) => settle(p, results[i]));
    }
  } catch (e) {
    const error = toApiError(e);
    for (const p of batch) p.reject(error);
  }
}

function send<R, V>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    queue.push({
      document: document as TypedDocumentNode<unknown, Record<string, unknown>>,
      variables: (variables ?? undefined) as Record<string, unknown> | undefined,
      resolve: resolve as (d: unknown) => void,
      reject,
    });
    if (queue.length >= BATCH_MAX) void flush();
    else timer ??= setTimeout(flush, 0);
  });
}

/** Runs one typed operation; an expired access token is refreshed once and the call retried. */
export async function execute<R, V>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  try {
    return await send(document, variables);
  } catch (e) {
    const error = toApiError(e);
    if (!isUnauthenticated(error)) throw error;
    if (await refreshSession()) return send(document, variables);
    sessionLost();
    throw error;
  }
}
