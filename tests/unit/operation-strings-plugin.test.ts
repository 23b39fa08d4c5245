import type { Types } from '@graphql-codegen/plugin-helpers';
import { createHash } from 'node:crypto';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { buildSchema, parse, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { plugin } from '../../scripts/codegen/operation-strings-plugin';
import manifest from '../../src/gql/persisted-documents.json';
import * as ids from '../../src/gql/operation-strings';

const schema = buildSchema(/* GraphQL */ `
  type Admin {
    id: ID!
    name: String
    boss: Admin
  }
  type Query {
    me: Admin
  }
  type Mutation {
    login(email: String!): Admin
  }
`);

async function generate(operations: string[], ...sources: string[]): Promise<string> {
  const documents: Types.DocumentFile[] = sources.map((source, i) => ({
    document: parse(source),
    location: `operation-${String(i)}.graphql`,
  }));
  const output = await plugin(schema, documents, { operations });
  return typeof output === 'string' ? output : output.content;
}

/** The id the generated file assigns to `name`. */
function idOf(out: string, name: string): string {
  const match = new RegExp(`export const ${name} = ("(?:[^"\\\\]|\\\\.)*") as`).exec(out);
  if (!match?.[1]) throw new Error(`no ${name} in\n${out}`);
  return JSON.parse(match[1]) as string;
}

const FRAGMENTS = [
  'fragment Boss on Admin { id }',
  'fragment Profile on Admin { id name boss { ...Boss } }',
  'fragment Unused on Admin { name }',
];

describe('operation-strings-plugin', () => {
  it('ids each named operation by its text with every fragment it reaches, and only those', async () => {
    const out = await generate(['Me'], 'query Me { me { ...Profile } }', ...FRAGMENTS);
    const hashOf = (source: string) =>
      `sha256:${createHash('sha256')
        .update(printExecutableGraphQLDocument(parse(source)))
        .digest('hex')}`;
    const [boss, profile, unused] = FRAGMENTS;
    const reached = `query Me { me { ...Profile } } ${String(profile)} ${String(boss)}`;
    expect(validate(schema, parse(reached))).toEqual([]);
    expect(idOf(out, 'MeId')).toBe(hashOf(reached));
    expect(idOf(out, 'MeId')).not.toBe(hashOf(`${reached} ${String(unused)}`));
    expect(out).toContain('as OperationId<MeQuery, MeQueryVariables>;');
    expect(out).toContain("import type { MeQuery, MeQueryVariables } from './graphql';");
  });

  it('types mutations as mutations and leaves out operations not asked for', async () => {
    const out = await generate(
      ['Login'],
      'mutation Login($email: String!) { login(email: $email) { id } }',
      'query Me { me { id } }',
    );
    expect(out).toContain('as OperationId<LoginMutation, LoginMutationVariables>;');
    expect(out).not.toContain('MeId');
  });

  it('refuses an unknown operation or fragment instead of emitting an id the manifest lacks', async () => {
    await expect(generate(['Nope'], 'query Me { me { id } }')).rejects.toThrow(/no operation named Nope/);
    await expect(generate(['Me'], 'query Me { me { ...Missing } }')).rejects.toThrow(
      /unknown fragment Missing/,
    );
  });

  it("generated ids the login route sends that the client preset's manifest holds", async () => {
    const documents: Record<string, string> = manifest;
    const sent = Object.entries(ids).filter(([name]) => name.endsWith('Id'));
    expect(sent.length).toBeGreaterThanOrEqual(8);
    for (const [name, id] of sent) expect(documents[id], name).toBeDefined();
    const meAdmin = parse(documents[ids.MeAdminId] ?? '');
    expect(meAdmin.definitions.map((d) => ('name' in d ? d.name?.value : '')).sort()).toEqual([
      'AdminProfile',
      'MeAdmin',
    ]);
    expect(print(parse(documents[ids.AdminLoginId] ?? ''))).toContain(
      'adminLogin(email: $email, password: $password',
    );
  });
});
