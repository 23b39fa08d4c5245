import type { CodegenConfig } from '@graphql-codegen/cli';
import * as operationStrings from './scripts/codegen/operation-strings-plugin';
import * as queryHooks from './scripts/codegen/query-hooks-plugin';

// SearchParams (ours): a list's URL state, values as the router JSON-parses them (src/rules/saved-views.ts).
const SEARCH_PARAMS = 'Record<string, string | number | boolean>';
const scalars = { DateTime: 'string', SearchParams: SEARCH_PARAMS };

const config: CodegenConfig = {
  schema: 'schema.graphql',
  // Operations live in operations/; fragments live beside the component that renders them (Relay-style).
  documents: ['operations/**/*.graphql', 'src/**/*.graphql'],
  ignoreNoDocuments: false,
  // The local plugin is resolved here so that it needs no package of its own.
  pluginLoader: (name: string) =>
    name === 'kar-query-hooks'
      ? Promise.resolve(queryHooks)
      : name === 'kar-operation-strings'
        ? Promise.resolve(operationStrings)
        : import(name),
  generates: {
    'src/gql/': {
      preset: 'client',
      // A plain function, not a hook: named so that the react-hooks rules do not mistake it for one.
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'readFragment' },
        // Trusted documents (docs/bundle.md): src/gql/persisted-documents.json maps each operation's hash
        // ('sha256:' + hex of its normalised text) to that text; the SPA sends the hash (documentId) and
        // the production server answers only what this manifest holds. Every operation codegen reads is in
        // it, so a new .graphql file needs nothing else. The text stays in each document for the benches
        // and tests that send it.
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
      },
      config: { scalars, enumsAsTypes: true, useTypeImports: true, documentMode: 'string' },
    },
    'src/gql/hooks.ts': {
      plugins: ['kar-query-hooks'],
    },
    // What the login route sends before the admin area (and graphql-request) is loaded: see docs/bundle.md.
    'src/gql/operation-strings.ts': {
      plugins: ['kar-operation-strings'],
      config: {
        operations: [
          'AdminLogin',
          'AdminVerifyTwoFactor',
          'AdminRefreshToken',
          'MeAdmin',
          'SignOut',
          // The public password pages (src/features/auth/set-password-card.tsx), outside the admin area.
          'AdminAcceptInvite',
          'AdminResetPassword',
          'AdminRequestPasswordReset',
        ],
      },
    },
    'server/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        // The server checks SearchParams with its zod rule, so it arrives as anything.
        scalars: {
          DateTime: { input: 'string', output: 'Date | string' },
          SearchParams: { input: 'unknown', output: SEARCH_PARAMS },
        },
        contextType: '../context#GraphQLContext',
        // Parent objects that carry more (or other) than the GraphQL type, so nested fields load lazily.
        mappers: {
          User: '../mappers#UserModel',
          Post: '../mappers#PostModel',
          TransferRequest: '../mappers#TransferRequestModel',
          CarBuyingNeed: '../mappers#CarBuyingNeedModel',
          Parking: '../mappers#ParkingModel',
          Notification: '../mappers#NotificationModel',
          AdminUser: '../mappers#AdminUserModel',
          AdminRole: '../mappers#AdminRoleModel',
        },
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: false,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
      },
    },
  },
};

export default config;
