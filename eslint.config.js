import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Features never import each other (ARCHITECTURE.md): shared code lives in components/, lib/ or rules/.
const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureBoundaries = features.map((name) => ({
  files: [`src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/**`],
            message:
              'Features never import each other; move shared code to src/components, src/lib or src/rules.',
          },
          {
            regex: '^\\.\\./\\.\\./|^\\.\\./(?!\\.)',
            message: 'Reach outside a feature through "@/…", never through relative paths.',
          },
        ],
      },
    ],
  },
}));

/**
 * One-way zones (ARCHITECTURE.md): shared client code never reaches into screens, the client library
 * never into components, the database layer never into the API, the server takes
 * nothing from the SPA but its zod rules, and the demo seed and the resolvers share server/kit instead
 * of importing each other. tests/unit/lint-zones.test.ts proves each zone still refuses a crossing.
 */
const zones = [
  {
    target: ['./src/components', './src/lib', './src/rules'],
    from: ['./src/features', './src/routes', './src/routeTree.gen.ts'],
    message:
      'Shared client code never imports a screen: move what both need to src/components, src/lib or src/rules.',
  },
  {
    target: './src/lib',
    from: './src/components',
    message:
      'The client library renders nothing: it never imports a component (a store both need belongs in src/lib).',
  },
  {
    target: './server',
    from: './src',
    // And the trusted documents' manifest codegen writes: the documents it may answer in production.
    except: ['./rules', './gql/persisted-documents.json'],
    message:
      'The server takes nothing from the SPA but its zod rules (src/rules) and the trusted documents (src/gql/persisted-documents.json).',
  },
  {
    target: './server/seed',
    from: './server/graphql/resolvers',
    message: 'The seed never imports resolvers: share the code through server/kit.',
  },
  {
    target: './server/graphql/resolvers',
    from: './server/seed',
    message: 'Resolvers never import the seed: share the code through server/kit.',
  },
  {
    target: './server/db',
    from: ['./server/graphql', './server/http'],
    message: 'Tables and the database client know no API: what runs both belongs beside server/main.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'data/**',
      'node_modules/**',
      'src/gql/**',
      'server/graphql/generated/**',
      'src/routeTree.gen.ts',
      'server/db/migrations/**',
      'bench/.tmp/**',
      'tests/e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without a parser for .ts the cycle rule cannot read the files it walks and finds nothing.
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  // The two hooks rules, both errors. The plugin's React Compiler rules (set-state-in-effect, refs …) are
  // left off until the screens move onto the shared kit; they would flag code being rewritten now.
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Relay-style data (docs/architecture.md): a component's type is its fragment's, never a slice of some
  // screen's query result, which would tie it to that query's shape.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSIndexedAccessType[objectType.type='TSTypeReference'][objectType.typeName.name=/(Query|Mutation)$/]",
          message:
            "Don't index into a query or mutation result; declare a fragment beside the component and use its type.",
        },
      ],
    },
  },
  ...featureBoundaries,
);
