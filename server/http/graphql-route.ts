import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExecutionResult } from 'graphql';
import { processRegularResult, type YogaServerInstance } from 'graphql-yoga';
import type { GraphQLContext } from '../graphql/context';
import type { ServerContext } from '../graphql/yoga';
import { withAuditSource } from '../kit/audit';
import { isPreflightedRequest } from './security';

type Yoga = YogaServerInstance<ServerContext, GraphQLContext>;

// documentId: a trusted document's id (server/graphql/trusted-documents.ts), what the SPA sends.
const PARAM_NAMES = new Set(['query', 'documentId', 'variables', 'operationName', 'extensions']);
const REGULAR_TYPES = new Set([
  'application/json',
  'application/graphql-response+json',
  'application/*',
  '*/*',
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nullOr = (value: unknown, is: (v: unknown) => boolean) =>
  value === undefined || value === null || is(value);

/**
 * The media type yoga answers a finished (not streamed) result with, or null when the Accept header names
 * anything but the JSON types, so that yoga itself decides. yoga reads the header the same way: whitespace
 * dropped, lower case, types with a charset other than utf-8 skipped, q ignored, the first listed type wins,
 * and a wildcard resolves to application/json.
 */
export function regularMediaType(accept: string | undefined): string | null {
  const asked: string[] = [];
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [type = '', ...params] = entry.split(';');
    const charset = params.find((p) => p.includes('charset=')) ?? 'charset=utf-8';
    if (charset === 'charset=utf-8') asked.push(type);
  }
  if (asked.length === 0 || !asked.every((type) => REGULAR_TYPES.has(type))) return null;
  return asked[0] === 'application/graphql-response+json' ? asked[0] : 'application/json';
}

/**
 * A JSON POST of one operation whose parameters yoga's own check would pass: the only request the direct
 * path below takes. Anything else (a batch, GET, a malformed body) goes through yoga's whole pipeline and
 * gets its answer from there, errors included.
 */
function singleOperation(body: unknown) {
  if (!isPlainObject(body)) return null;
  // Exactly one of the two: both, or neither, is yoga's (or the trusted documents plugin's) to refuse.
  const { query, documentId } = body;
  if ((typeof query === 'string') === (typeof documentId === 'string')) return null;
  if (!nullOr(query, (v) => typeof v === 'string') || !nullOr(documentId, (v) => typeof v === 'string'))
    return null;
  for (const key in body) if (!PARAM_NAMES.has(key)) return null;
  const { variables, operationName, extensions } = body;
  if (!nullOr(variables, isPlainObject) || !nullOr(extensions, isPlainObject)) return null;
  if (!nullOr(operationName, (v) => typeof v === 'string')) return null;
  return {
    ...(typeof query === 'string' ? { query } : { documentId: documentId as string }),
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: (operationName ?? undefined) as string | undefined,
    extensions: (extensions ?? undefined) as Record<string, unknown> | undefined,
  };
}

/** A result as yoga hands it over: compiled execution may attach its own serialiser. */
type YogaResult = ExecutionResult & { stringify?: (result: ExecutionResult) => string };

/** What the direct path answers: a plain success's JSON as it is, or yoga's own Response for the rest. */
type DirectAnswer = { json: string; contentType: string } | { response: Response };

/**
 * The JSON that processRegularResult would answer a result with, with status 200 and no other header than
 * the content type: a result with no errors and no HTTP status or headers asked for (extensions.http).
 * Sending it as it is spares building a fetch Response and reading it back into a buffer, about 0.03 ms of
 * a members-list request (bench/report.md, "The session lookup after the query's first statement"). null
 * for anything else, which goes through processRegularResult.
 */
function plainSuccessJson(result: YogaResult | AsyncIterable<ExecutionResult>): string | null {
  if (Symbol.asyncIterator in result) return null;
  if (result.errors?.length || result.extensions?.http) return null;
  // As yoga's own jsonStringifyResultWithoutInternals does for such a result.
  return result.stringify ? result.stringify(result) : JSON.stringify(result);
}

/** Copies a fetch Response onto the fastify reply: one buffered body, so compression sees its size. */
async function sendResponse(reply: FastifyReply, response: Response) {
  response.headers.forEach((value, key) => {
    // The body is sent whole below, compressed or not: its length is fastify's to set.
    if (key !== 'content-length') reply.header(key, value);
  });
  reply.status(response.status);
  // A subscription's event stream (docs/live.md) never ends by itself: it is passed on as it comes, and
  // stopped when the client goes (fastify destroys the stream, which ends the subscription).
  if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    // Readable.from, not fromWeb: yoga's fetch ponyfill hands its own stream class, async-iterable like any.
    return reply.send(Readable.from(response.body as AsyncIterable<Uint8Array>));
  }
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves a single JSON operation without yoga's HTTP adapter: fastify has already read and parsed the body
 * (within its 1 MiB limit), so the operation goes straight to yoga's `getResultForParams` — the same params
 * hooks, envelop plugins, context, masking and execution as the whole pipeline — and its result is answered
 * by yoga's own `processRegularResult` (status from the errors, content type, body), or for a plain success
 * with that same JSON and content type directly (plainSuccessJson). What this skips is
 * rebuilding the request as a fetch Request and running yoga's request parsers over it, 0.1–0.2 ms of a
 * members-list request (docs/architecture.md, "Serving /graphql").
 */
async function serveDirect(
  yoga: Yoga,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<DirectAnswer | null> {
  if (req.method !== 'POST') return null;
  const params = singleOperation(req.body);
  const mediaType = params && regularMediaType(req.headers.accept);
  if (!params || !mediaType) return null;
  // Plugins read the method (no mutation over GET) and headers from it; it carries no body.
  const request = new yoga.fetchAPI.Request(`${req.protocol}://${req.host}${req.url}`, {
    method: 'POST',
    // Node's header record, as yoga's own adapter passes it (a repeated header is an array there).
    headers: req.headers as Record<string, string>,
  });
  let result: Awaited<ReturnType<Yoga['getResultForParams']>>;
  try {
    result = await yoga.getResultForParams({ params, request }, { req, reply });
  } catch {
    // A params hook refused the request before any context or execution (the trusted documents plugin:
    // a document's text in production, an unknown id). yoga's whole pipeline runs the hooks again and turns
    // the refusal into its status and body; only refused requests pay for that.
    return null;
  }
  // yoga's type allows no result at all, which its own handlers never give; fastify answers that with a 500.
  if (!result) throw new Error('GraphQL request produced no result');
  const json = plainSuccessJson(result);
  if (json !== null) return { json, contentType: `${mediaType}; charset=utf-8` };
  // Only a subscription streams, and it asks for text/event-stream, which never comes this way: a stream
  // here would be answered 406, as yoga answers one to a client that accepts only JSON.
  return { response: await processRegularResult(result, yoga.fetchAPI, mediaType) };
}

export function registerGraphQLRoute(app: FastifyInstance, yoga: Yoga) {
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: (req, reply) => withAuditSource(req.ip, () => handle(req, reply)),
  });

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    if (req.method !== 'OPTIONS' && !isPreflightedRequest(req.method, req.headers)) {
      return reply
        .status(403)
        .send({ errors: [{ message: 'Request refused: missing CSRF protection header' }] });
    }
    const direct = await serveDirect(yoga, req, reply);
    if (direct && 'json' in direct) {
      return reply.status(200).header('content-type', direct.contentType).send(direct.json);
    }
    return sendResponse(
      reply,
      direct?.response ?? (await yoga.handleNodeRequestAndResponse(req, reply, { req, reply })),
    );
  }
}
