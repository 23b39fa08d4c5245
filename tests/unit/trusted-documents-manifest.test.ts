import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../src/gql/graphql';
import manifest from '../../src/gql/persisted-documents.json';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const documents: Record<string, string> = manifest;

/** Every .graphql file codegen reads (codegen.ts: operations/ and src/). */
function graphqlFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(relative);
    return entry.name.endsWith('.graphql') ? [relative] : [];
  });
}

/** The names of the operations a manifest text holds (one, with the fragments it reaches). */
const operationNames = (text: string) =>
  parse(text)
    .definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((d) => d.name?.value);

describe('the trusted documents manifest (src/gql/persisted-documents.json)', () => {
  it('holds every operation of every .graphql file, with nothing listed by hand', () => {
    const declared = [...graphqlFiles('operations'), ...graphqlFiles('src')].flatMap((file) =>
      operationNames(readFileSync(path.join(root, file), 'utf8')),
    );
    const listed = Object.values(documents).flatMap(operationNames);
    expect(listed.every((names) => names !== undefined)).toBe(true);
    expect([...listed].sort()).toEqual([...declared].sort());
  });

  it("is keyed by each generated document's own id, which the SPA sends", () => {
    const sent = Object.entries(generated).filter(
      ([name, value]) => name.endsWith('Document') && value instanceof generated.TypedDocumentString,
    );
    expect(sent.length).toBe(Object.keys(documents).length);
    for (const [name, document] of sent) {
      const id = (document as generated.TypedDocumentString<unknown, unknown>).__meta__?.hash as unknown;
      expect(typeof id === 'string' ? documents[id] : undefined, name).toBeDefined();
      expect(operationNames(documents[id as string] ?? ''), name).toEqual([name.replace(/Document$/, '')]);
    }
  });
});
