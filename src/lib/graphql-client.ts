import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { ApiError, isTwoStepSetupRequired, isUnauthenticated } from './api-error';
import { documentIdOf, graphqlEndpoint, settleResult, type RawResult } from './graphql-fetch';
import { sendOperations } from './graphql-transport';
import { refreshSession, sessionLost, twoStepSetupNeeded } from './session';
import { askForIdentity, isStepUpRequired } from './step-up';

// SPEC §7: up to 5 operations travel in one request. Calls made in the same tick are grouped.
const BATCH_MAX = 5;

// The requests themselves go through graphql-request (graphql-transport.ts): headers, timeout, batches,
// and what a failed request amounts to. This module groups calls, settles each, refreshes and steps up.

/**
 * An operation as codegen writes it (`documentMode: 'string'`): typed with its result and variables, and
 * carrying its id in the trusted documents' manifest (`__meta__.hash`), which is all that is sent.
 */
export type Operation<R, V> = DocumentTypeDecoration<R, V> & {
  __meta__?: { hash?: unknown } | undefined;
  toString(): string;
};

interface Pending {
  documentId: string;
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
  let results: (RawResult | undefined)[];
  try {
    results = await sendOperations(graphqlEndpoint(), batch);
  } catch (e) {
    const error = e instanceof ApiError ? e : new ApiError('Something went wrong!', []);
    for (const p of batch) p.reject(error);
    return;
  }
  batch.forEach((p, i) => settle(p, results[i]));
}

function send<R, V>(document: Operation<R, V>, variables: V): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    queue.push({
      documentId: documentIdOf(document),
      variables,
      resolve: resolve as (d: unknown) => void,
      reject,
    });
    if (queue.length >= BATCH_MAX) void flush();
    else timer ??= setTimeout(flush, 0);
  });
}

/**
 * Runs one typed operation; an expired access token is refreshed once and the call retried, a call
 * that needs a recent proof of identity (STEP_UP_REQUIRED) is retried once after the admin gave it, and a
 * role that now requires two-step sign-in (TWO_FACTOR_SETUP_REQUIRED) takes the admin to its setup.
 */
export async function execute<R, V>(document: Operation<R, V>, variables: V): Promise<R> {
  try {
    return await sendOrRefresh(document, variables);
  } catch (e) {
    // The role requires two-step sign-in since this page loaded: nothing but its setup answers now.
    if (isTwoStepSetupRequired(e)) twoStepSetupNeeded();
    if (!isStepUpRequired(e) || !(await askForIdentity())) throw e;
    return sendOrRefresh(document, variables);
  }
}

async function sendOrRefresh<R, V>(document: Operation<R, V>, variables: V): Promise<R> {
  try {
    return await send(document, variables);
  } catch (e) {
    if (!isUnauthenticated(e)) throw e;
    if (await refreshSession()) return send(document, variables);
    sessionLost();
    throw e;
  }
}
