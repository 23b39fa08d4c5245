import manifest from '../../src/gql/persisted-documents.json';

const documents: Readonly<Record<string, string>> = manifest;

interface SentOperation {
  documentId?: string;
  query?: string;
  variables?: unknown;
}

/**
 * A /graphql request body as the test reads it: the SPA sends each operation's id in the trusted
 * documents' manifest (docs/bundle.md), never its text, so each `documentId` is put back as the `query`
 * it stands for. A test can then look for an operation's name, a field or `mutation` in it as before.
 * An id the manifest lacks is kept as it is (the server refuses it). Not JSON: the body unchanged.
 */
export function withDocuments(body: string | null | undefined): string {
  if (!body) return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  const expand = (op: SentOperation): SentOperation => {
    const text = op.documentId === undefined ? undefined : documents[op.documentId];
    return text === undefined ? op : { query: text, variables: op.variables };
  };
  return JSON.stringify(
    Array.isArray(parsed) ? (parsed as SentOperation[]).map(expand) : expand(parsed as SentOperation),
  );
}
