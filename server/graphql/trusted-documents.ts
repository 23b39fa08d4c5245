import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import manifest from '../../src/gql/persisted-documents.json';

/**
 * Trusted documents (issue 30 §1, docs/deploying.md). `npm run codegen` writes every operation the SPA can
 * send into src/gql/persisted-documents.json, keyed by 'sha256:' and the hex digest of its text, and the SPA
 * sends that key as `documentId` (the GraphQL over HTTP persisted documents form) instead of the text. The
 * manifest is bundled into the server at build time, so a server answers the documents of the SPA it was
 * built with.
 *
 * In production only those documents run: a request carrying a document's text is refused unless the
 * operator set GRAPHQL_ARBITRARY_DOCUMENTS=allow (operators' tools, outside test suites). Development
 * always takes both, for GraphiQL. Either way a known id runs its manifest text, and everything after
 * this point (cost limits, NUL check, the root fields' permissions, the session) applies to every document.
 */
const documents: Readonly<Record<string, string>> = manifest;

/** The text of a document id in the manifest, or undefined. */
export const trustedDocument = (id: string): string | undefined =>
  Object.hasOwn(documents, id) ? documents[id] : undefined;

/** How many documents the manifest holds (the server's start line says it). */
export const trustedDocumentCount = Object.keys(documents).length;

/** `documentId` as the GraphQL over HTTP persisted documents appendix sends it, or null. */
function documentIdOf(params: GraphQLParams): string | null {
  const { documentId } = params as GraphQLParams & { documentId?: unknown };
  return typeof documentId === 'string' ? documentId : null;
}

const refusal = (message: string, code: string) => () =>
  createGraphQLError(message, { extensions: { code, http: { status: 400 } } });

export const TEXT_REFUSED_MESSAGE =
  'This server answers only the documents the app was built with: send a documentId from its manifest, not a document';
export const UNKNOWN_DOCUMENT_MESSAGE =
  'Unknown documentId: this server answers only the documents the app was built with. If the app was just updated, reload the page';
export const NO_DOCUMENT_MESSAGE = 'Must provide a query string or a documentId.';

/** The yoga plugin; `allowArbitrary` lets a document's text through as well as the manifest's ids. */
export function trustedDocuments(allowArbitrary: boolean): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: allowArbitrary,
    extractPersistedOperationId: documentIdOf,
    getPersistedOperation: (id) => trustedDocument(id) ?? null,
    // A manifest text is validated as any other: validationMemo keeps its answer once per document.
    skipDocumentValidation: false,
    customErrors: {
      persistedQueryOnly: refusal(TEXT_REFUSED_MESSAGE, 'PERSISTED_QUERY_ONLY'),
      notFound: refusal(UNKNOWN_DOCUMENT_MESSAGE, 'PERSISTED_QUERY_NOT_FOUND'),
      keyNotFound: refusal(NO_DOCUMENT_MESSAGE, 'BAD_REQUEST'),
    },
  });
}
