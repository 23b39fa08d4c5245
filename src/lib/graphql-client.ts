import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { BACKGROUND_HEADERS } from '../rules/background';
import { adminIsActive, isMutation } from './admin-input';
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

/**
 * The admin's own calls and the page's upkeep (admin-input.ts) travel in separate requests: the server reads
 * BACKGROUND_HEADERS per request, so one batch is either the admin's activity or none of it.
 */
type Kind = 'own' | 'upkeep';
const queues: Record<Kind, Pending[]> = { own: [], upkeep: [] };
const timers: Record<Kind, ReturnType<typeof setTimeout> | null> = { own: null, upkeep: null };
const HEADERS: Record<Kind, Record<string, string> | undefined> = {
  own: undefined,
  upkeep: BACKGROUND_HEADERS,
};

/** A mutation is always the admin's; a query is theirs when they used the page lately. */
const kindOf = (document: { toString(): string }): Kind =>
  isMutation(document) || adminIsActive() ? 'own' : 'upkeep';

function settle(p: Pending, result: RawResult | undefined) {
  try {
    p.resolve(settleResult(result));
  } catch (e) {
    p.reject(e instanceof ApiError ? e : new ApiError('Something went wrong!', []));
  }
}

async function flush(kind: Kind) {
  const queue = queues[kind];
  const timer = timers[kind];
  if (timer) clearTimeout(timer);
  timers[kind] = null;
  const batch = queue.splice(0, BATCH_MAX);
  if (queue.length > 0) timers[kind] = setTimeout(() => void flush(kind), 0);
  if (batch.length === 0) return;
  let results: (RawResult | undefined)[];
  try {
    results = await sendOperations(graphqlEndpoint(), batch, HEADERS[kind]);
  } catch (e) {
    const error = e instanceof ApiError ? e : new ApiError('Something went wrong!', []);
    for (const p of batch) p.reject(error);
    return;
  }
  batch.forEach((p, i) => settle(p, results[i]));
}

function send<R, V>(document: Operation<R, V>, variables: V, kind: Kind): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const queue = queues[kind];
    queue.push({
      documentId: documentIdOf(document),
      variables,
      resolve: resolve as (d: unknown) => void,
      reject,
    });
    if (queue.length >= BATCH_MAX) void flush(kind);
    else timers[kind] ??= setTimeout(() => void flush(kind), 0);
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
  const kind = kindOf(document);
  try {
    return await send(document, variables, kind);
  } catch (e) {
    if (!isUnauthenticated(e)) throw e;
    // The page's upkeep refreshes as upkeep too: an expired token renewed for it is no sign of the admin.
    if (await refreshSession(kind === 'upkeep')) return send(document, variables, kind);
    sessionLost();
    throw e;
  }
}
