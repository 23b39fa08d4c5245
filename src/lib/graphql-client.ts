import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { ApiError, isUnauthenticated } from './api-error';
import { errorsOf, postOperations, settleResult, type RawResult } from './graphql-fetch';
import { refreshSession, sessionLost } from './session';

// SPEC §7: up to 5 operations travel in one request. Calls made in the same tick are grouped.
const BATCH_MAX = 5;

/**
 * An operation as codegen writes it (`documentMode: 'string'`): its text, typed with its result and
 * variables. Sent as it is, so neither the `graphql` package nor a GraphQL client library is loaded to
 * print or parse documents (docs/bundle.md).
 */
export type Operation<R, V> = DocumentTypeDecoration<R, V> & { toString(): string };

interface Pending {
  query: string;
  variables: unknown;
  resolve(data: unknown): void;
  reject(error: ApiError): void;
}

const queue: Pending[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function settle(p: Pending, result: RawResult | undefined) {
  try {
    p.resolve(settleResult(result));
  } catch (e) {
    p.reject(e instanceof ApiError ? e : new ApiError('Something went wrong!', []));
  }
}

async function flush() {
  if (timer) clearTimeout(timer);
  timer = null;
  const batch = queue.splice(0, BATCH_MAX);
  if (queue.length > 0) timer = setTimeout(flush, 0);
  if (batch.length === 0) return;
  try {
    const body = batch.map((p) => ({ query: p.query, variables: p.variables ?? undefined }));
    const { status, result } = await postOperations(batch.length === 1 ? (body[0] ?? body) : body);
    if (status !== undefined) {
      // A refused request (401, 403, 503…) fails every operation in it, with the server's reason.
      const errors = errorsOf(result);
      throw new ApiError(errors[0]?.message ?? 'Something went wrong!', errors, status);
    }
    if (batch.length === 1) settle(batch[0] as Pending, result as RawResult | undefined);
    else {
      const results = Array.isArray(result) ? (result as (RawResult | undefined)[]) : [];
      batch.forEach((p, i) => settle(p, results[i]));
    }
  } catch (e) {
    const error = e instanceof ApiError ? e : new ApiError('Something went wrong!', []);
    for (const p of batch) p.reject(error);
  }
}

function send<R, V>(document: Operation<R, V>, variables: V): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    queue.push({
      query: document.toString(),
      variables,
      resolve: resolve as (d: unknown) => void,
      reject,
    });
    if (queue.length >= BATCH_MAX) void flush();
    else timer ??= setTimeout(flush, 0);
  });
}

/** Runs one typed operation; an expired access token is refreshed once and the call retried. */
export async function execute<R, V>(document: Operation<R, V>, variables: V): Promise<R> {
  try {
    return await send(document, variables);
  } catch (e) {
    if (!isUnauthenticated(e)) throw e;
    if (await refreshSession()) return send(document, variables);
    sessionLost();
    throw e;
  }
}
