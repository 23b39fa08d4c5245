import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { BACKGROUND_HEADERS } from '../rules/background';
import { ApiError, REQUEST_TIMEOUT_MS, unreachableError, type ApiErrorItem } from './api-error';

/**
 * Same-origin by default; another server implementing schema.graphql can be named at build time. Read
 * when a request goes, not when the module loads: the shared parts that read the session (the list table,
 * the uploader) also load outside a page, in the unit tests of what they render.
 */
export const graphqlEndpoint = () =>
  new URL(import.meta.env.VITE_GRAPHQL_URL ?? '/graphql', window.location.origin).toString();

/** A custom header forces a CORS preflight, so no other site can make the browser send our cookies. */
export const CSRF_HEADERS = { 'x-kar-csrf': '1' } as const;

/** One operation's answer as the server sends it. */
export interface RawResult {
  data?: unknown;
  errors?: readonly ApiErrorItem[];
}

/**
 * One operation as sent: its id in the trusted documents' manifest (src/gql/persisted-documents.json,
 * docs/bundle.md), never its text, and its variables.
 */
export interface OperationBody {
  documentId: string;
  variables?: unknown;
}

/**
 * A generated document's id in the manifest: codegen's client preset writes it into the document
 * (`persistedDocuments` in codegen.ts). Every generated operation has one.
 */
export function documentIdOf(document: { __meta__?: { hash?: unknown } | undefined }): string {
  const id = document.__meta__?.hash;
  if (typeof id !== 'string') throw new Error('This document is not in the trusted documents manifest');
  return id;
}

/**
 * POSTs one operation with a plain `fetch`: the login route's few calls, before graphql-request is loaded
 * (the admin area's client, graphql-client.ts, sends the same body with the same headers). Answers the
 * parsed body (undefined when it is not JSON) and the HTTP status when it is not 2xx; a request that got no
 * answer (network, timeout) throws the unreachable ApiError.
 */
export async function postOperation(
  body: OperationBody,
  headers?: Readonly<Record<string, string>>,
): Promise<{ status: number | undefined; result: unknown }> {
  let response: Response;
  try {
    response = await fetch(graphqlEndpoint(), {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...CSRF_HEADERS,
        ...headers,
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
 * Sends one operation by its id (src/gql/operation-strings.ts): what the login route uses for its few
 * calls. Failures surface as ApiError: GraphQL errors first, then the HTTP status.
 */
export async function fetchOperation<R, V>(
  documentId: string & DocumentTypeDecoration<R, V>,
  variables: V,
  headers?: Readonly<Record<string, string>>,
): Promise<R> {
  const { status, result } = await postOperation({ documentId, variables }, headers);
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
  document: DocumentTypeDecoration<R, V> & { __meta__?: { hash?: unknown } | undefined },
  variables: V,
): void {
  void fetch(graphqlEndpoint(), {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...CSRF_HEADERS },
    body: JSON.stringify({ documentId: documentIdOf(document), variables }),
  }).catch(() => undefined);
}

/**
 * POSTs one operation as the page's own upkeep (BACKGROUND_HEADERS, docs/live.md: a presence heartbeat, the
 * bell's reads), which the server judges as any request but does not count as the admin's activity. Answers
 * the data of a clean answer, or null for anything else (no answer, an error, an expired access token): the
 * caller decides whether the ordinary client should then try. `keepalive` lets it go as the page closes.
 */
export async function postInBackground<R>(
  body: OperationBody,
  opts: { keepalive?: boolean } = {},
): Promise<R | null> {
  const res = await fetch(graphqlEndpoint(), {
    method: 'POST',
    keepalive: opts.keepalive ?? false,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...CSRF_HEADERS, ...BACKGROUND_HEADERS },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!res?.ok) return null;
  const answer = (await res.json().catch(() => null)) as { data?: R; errors?: unknown } | null;
  return answer?.data && !answer.errors ? answer.data : null;
}
