/**
 * What graphql-request imports from the `graphql` package, for the browser build only (the
 * `graphqlRequestWithoutParser` plugin in vite.config.ts; docs/bundle.md). graphql-request parses a
 * document only to learn its operation name and whether it is a mutation, and prints one only when handed
 * a DocumentNode. The admin client (graphql-client.ts) hands it a document's id as a plain string, with
 * `excludeOperationName` and POST, so neither runs; the real package would add about 11 KB gzip to every
 * signed-in page for nothing. If a call ever did reach them, it fails loudly here instead of sending an
 * unparsed document.
 */
const unused = (name: string) => (): never => {
  throw new Error(`graphql-request called graphql's ${name}, which the admin client never needs`);
};

export const parse = unused('parse');
export const print = unused('print');
/** Read only on a parsed document's definitions, which never exist here. */
export const Kind = { OPERATION_DEFINITION: 'OperationDefinition' } as const;
