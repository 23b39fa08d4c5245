import { ClientError, GraphQLClient } from 'graphql-request';
import { ApiError, REQUEST_TIMEOUT_MS, unreachableError } from './api-error';
import { CSRF_HEADERS, errorsOf, type OperationBody, type RawResult } from './graphql-fetch';

// The signed-in app's transport is graphql-request (the design card's GraphQL client). This module holds
// nothing of the browser or the session, so the server tests drive it against a real server
// (tests/server/trusted-documents.test.ts); graphql-client.ts groups the app's calls into it.

/**
 * graphql-request sends `{ query, variables }`; the server is sent `{ documentId, variables }` instead
 * (GraphQL over HTTP's persisted documents), so what graphql-request takes as the query is the document's
 * id, renamed here as the body is serialised. graphql-request never reads or parses it: the operation
 * name it would parse out is excluded (excludeOperationName), and every call is a POST.
 */
interface SentBody {
  query: string;
  variables?: unknown;
}
const asDocumentId = ({ query, variables }: SentBody) => ({ documentId: query, variables });
const jsonSerializer = {
  stringify: (body: SentBody | SentBody[]) =>
    JSON.stringify(Array.isArray(body) ? body.map(asDocumentId) : asDocumentId(body)),
  parse: (text: string) => JSON.parse(text) as unknown,
};

/** graphql-request's options (its RequestConfig type is not exported). */
const config = {
  method: 'POST',
  credentials: 'same-origin',
  headers: CSRF_HEADERS,
  excludeOperationName: true,
  // Every operation's errors come back with its data: each call of a batch settles on its own answer.
  errorPolicy: 'all',
  jsonSerializer,
} satisfies ConstructorParameters<typeof GraphQLClient>[1];

/**
 * What a failed request amounts to for each call in it: a refused request (401, 403, 503…) fails every
 * operation in it with the server's reason; no answer at all (network, the 15 s timeout) is the
 * unreachable error; anything else, the generic message.
 */
function requestError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof ClientError) {
    let body: unknown;
    try {
      body = typeof e.response.body === 'string' ? JSON.parse(e.response.body) : undefined;
    } catch {
      body = undefined;
    }
    const errors = errorsOf(body);
    return new ApiError(errors[0]?.message ?? 'Something went wrong!', errors, e.response.status);
  }
  if (e instanceof DOMException || e instanceof TypeError) return unreachableError(e);
  return new ApiError('Something went wrong!', []);
}

/**
 * POSTs one operation (answered on the server's direct path) or up to five as one batch (SPEC §7, which the
 * server enforces), each as its manifest id, with the CSRF header and the 15 s timeout. Answers each
 * operation's result, in order, errors included; throws the ApiError a request that failed whole amounts
 * to (requestError). `headers`: for callers outside the browser (tests), which have no cookies.
 */
export async function sendOperations(
  endpoint: string,
  operations: readonly OperationBody[],
  headers?: Record<string, string>,
): Promise<(RawResult | undefined)[]> {
  const client = new GraphQLClient(endpoint, { ...config, headers: { ...CSRF_HEADERS, ...headers } });
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const variablesOf = (op: OperationBody) =>
    (op.variables ?? undefined) as Record<string, unknown> | undefined;
  try {
    const [only] = operations;
    if (operations.length === 1 && only) {
      const { data, errors } = await client.rawRequest<unknown>({
        query: only.documentId,
        variables: variablesOf(only),
        signal,
      });
      return [{ data, errors: errors as RawResult['errors'] }];
    }
    const results: unknown = await client.batchRequests({
      documents: operations.map((op) => ({ document: op.documentId, variables: variablesOf(op) })),
      signal,
    });
    return Array.isArray(results) ? (results as (RawResult | undefined)[]) : [];
  } catch (e) {
    throw requestError(e);
  }
}
