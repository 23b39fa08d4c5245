import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
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
  ...featureBoundaries,
);
