import type { Types } from '@graphql-codegen/plugin-helpers';
import { buildSchema, parse, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { plugin } from '../../scripts/codegen/operation-strings-plugin';
import { AdminLoginString, MeAdminString } from '../../src/gql/operation-strings';

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

/** The printed string the generated file assigns to `name`. */
function printed(out: string, name: string): string {
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
  it('prints each named operation with every fragment it reaches, and only those', async () => {
    const out = await generate(['Me'], 'query Me { me { ...Profile } }', ...FRAGMENTS);
    const text = printed(out, 'MeString');
    expect(validate(schema, parse(text))).toEqual([]);
    expect(text).toContain('fragment Profile on Admin');
    expect(text).toContain('fragment Boss on Admin');
    expect(text).not.toContain('Unused');
    expect(out).toContain('as OperationString<MeQuery, MeQueryVariables>;');
    expect(out).toContain("import type { MeQuery, MeQueryVariables } from './graphql';");
  });

  it('types mutations as mutations and leaves out operations not asked for', async () => {
    const out = await generate(
      ['Login'],
      'mutation Login($email: String!) { login(email: $email) { id } }',
      'query Me { me { id } }',
    );
    expect(out).toContain('as OperationString<LoginMutation, LoginMutationVariables>;');
    expect(out).not.toContain('MeString');
  });

  it('refuses an unknown operation or fragment instead of emitting a broken string', async () => {
    await expect(generate(['Nope'], 'query Me { me { id } }')).rejects.toThrow(/no operation named Nope/);
    await expect(generate(['Me'], 'query Me { me { ...Missing } }')).rejects.toThrow(
      /unknown fragment Missing/,
    );
  });

  it('generated the strings the login route sends from the operations in operations/auth', async () => {
    const meAdmin = parse(MeAdminString);
    expect(meAdmin.definitions.map((d) => ('name' in d ? d.name?.value : ''))).toEqual([
      'MeAdmin',
      'AdminProfile',
    ]);
    expect(print(parse(AdminLoginString))).toContain('adminLogin(email: $email, password: $password');
  });
});
