import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { Kind, NoSchemaIntrospectionCustomRule, type DocumentNode } from 'graphql';
import { createSchema, createYoga, type Plugin, type YogaLogger } from 'graphql-yoga';
import type { Db } from '../db/client';
import type { AuthService } from '../services/auth/auth-service';
import type { MailService } from '../services/mail/mail-service';
import type { BroadcastQueue } from '../services/notify/broadcast-queue';
import type { LiveBus } from '../services/live/live-bus';
import type { GraphQLContext } from './context';
import { createStaffThrottles } from '../services/auth/staff';
import { maskErrorOrUnavailable } from './database-unavailable';
import { guardRootFields } from './guard';
import { listCostLimit } from './list-cost';
import { nulGuard } from './nul-guard';
import { sessionGate } from './session-gate';
import { trustedDocuments } from './trusted-documents';
import { validationMemo } from './validation-memo';
import { buildResolvers, schemaSource } from './resolvers';

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

const operationCount = (document: DocumentNode) =>
  document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export function createGraphQL(deps: {
  db: Db;
  auth: AuthService;
  mail: MailService;
  notify: BroadcastQueue;
  /** The live bus (docs/live.md): the `adminLive` subscriptions read it. */
  live: LiveBus;
  /** Base of the links the server writes into emails (PUBLIC_URL). */
  publicUrl: string;
  production: boolean;
  /** GRAPHQL_ARBITRARY_DOCUMENTS=allow: production also runs documents sent as text (trusted-documents.ts). */
  arbitraryDocuments?: boolean;
  /** Where yoga's own lines go (the server's logger); false for none. */
  logger?: YogaLogger | false;
}) {
  const typeDefs = schemaSource();
  const schema = guardRootFields(
    createSchema<GraphQLContext>({ typeDefs, resolvers: buildResolvers(typeDefs) }),
  );
  // The throttles of the password links and of one's own password, counted in the database
  // (server/services/auth/staff.ts), so every instance shares them.
  const staffThrottles = createStaffThrottles(deps.db);
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    logging: deps.logger ?? (deps.production ? 'warn' : 'info'),
    // The SPA sends up to 5 operations per request (SPEC §7); more is refused.
    batching: { limit: 5 },
    // isDev false: never attach the original error (and its stack) to a response, whatever NODE_ENV says.
    maskedErrors: { isDev: false, maskError: maskErrorOrUnavailable },
    graphiql: !deps.production,
    landingPage: false,
    // Documents stay cached by text; validation answers are kept by document instead (validationMemo below).
    parserAndValidationCache: { validationCache: false },
    // Browsers cannot send this header cross-site without a preflight, which CORS then refuses.
    cors: false,
    plugins: [
      // First: every other plugin sees the manifest's text in place of a documentId.
      trustedDocuments(!deps.production || deps.arbitraryDocuments === true),
      ...(deps.production ? [disableIntrospection] : []),
      // Budgets sized so every operation in operations/ passes; tests/server/graphql-limits.test.ts checks both ways.
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
        costLimit: { maxCost: 5000 },
        blockFieldSuggestion: { enabled: deps.production },
      }),
      // armor's cost above cannot see variables, so a page size sent in one costs it nothing.
      listCostLimit(),
      nulGuard,
      // Compiled execution: each document is compiled once to a function (cached per parsed document, and
      // yoga's parser cache hands a repeated text the same one). The compiled query is cached by document
      // alone, so a document holding more than one operation runs on graphql-js, which picks by name.
      useGraphQlJit({}, { enableIf: ({ document }) => operationCount(document) === 1 }),
      // Last: it wraps whatever runs the operation (the compiled query above), and the refusals above come
      // first, as they did when the session was settled beforehand. A plugin after it that replaced the
      // execute function would run with no admin, so every guarded field would refuse.
      sessionGate,
      // After every plugin that adds a rule or rewrites errors, as yoga places its own validation cache.
      validationMemo(),
    ],
    // The session lookup starts here and is settled by sessionGate: before a mutation runs, beside a query.
    context: ({ req, reply }): GraphQLContext => {
      const session = deps.auth.sessionOfRequest(req);
      // Read by sessionGate, unless a plugin before it answers first (cost, NUL): then a failed lookup is moot.
      session?.catch(() => undefined);
      return {
        db: deps.db,
        auth: deps.auth,
        mail: deps.mail,
        notify: deps.notify,
        live: deps.live,
        publicUrl: deps.publicUrl,
        staffThrottles,
        admin: null,
        session,
        req,
        reply,
      };
    },
  });
}
