import type { CodegenConfig } from '@graphql-codegen/cli';
import * as operationStrings from './scripts/codegen/operation-strings-plugin';
import * as queryHooks from './scripts/codegen/query-hooks-plugin';

const scalars = { DateTime: 'string' };

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
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'readFragment' } },
      config: { scalars, enumsAsTypes: true, useTypeImports: true, documentMode: 'string' },
    },
    'src/gql/hooks.ts': {
      plugins: ['kar-query-hooks'],
    },
    // What the login route sends before the admin area (and graphql-request) is loaded: see docs/bundle.md.
    'src/gql/operation-strings.ts': {
      plugins: ['kar-operation-strings'],
      config: { operations: ['AdminLogin', 'AdminRefreshToken', 'MeAdmin', 'SignOut'] },
    },
    'server/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars: { DateTime: { input: 'string', output: 'Date | string' } },
        contextType: '../context#GraphQLContext',
        // Parent objects that carry more (or other) than the GraphQL type, so nested fields load lazily.
        mappers: {
          User: '../mappers#UserModel',
          Post: '../mappers#PostModel',
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
