// One lint config for the whole repo: type-aware typescript-eslint, plus the import boundaries of
// docs/ARCHITECTURE.md enforced with no-restricted-imports (domain imports nothing; web never imports db).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const repoPackages = ['@banchee/*'];
const ioModules = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'http',
  'https',
  'net',
  'child_process',
  'crypto',
  'os',
  'pg',
  '@electric-sql/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'hono',
  'hono/*',
  'react',
  'react-dom',
  'zod',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.config.js',
      '**/*.config.ts',
      'scripts/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read environment variables only in env.ts.',
        },
      ],
    },
  },
  {
    files: [
      '**/env.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**',
      'bench/**',
      '**/test-helpers/**',
      '**/scripts/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // e2e writes go through the screens (issue 24, decision 0244): the API is only for signing up and reading
    // figures back. Sign-up (fixtures.ts) and the token refresh (sales-helpers.ts) are exempted on their line.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(post|put|patch|delete)$/]:matches([callee.object.name='request'], [callee.object.property.name='request'])",
          message:
            'e2e writes go through the screens (decision 0244): use e2e/tests/screens/*.ts, not the API.',
        },
        {
          selector:
            "CallExpression[callee.property.name='fetch']:matches([callee.object.name='request'], [callee.object.property.name='request']) > ObjectExpression > Property[key.name='method']:not([value.type='Literal'][value.value='GET'])",
          message:
            'e2e writes go through the screens (decision 0244): request.fetch only with method GET (or a reviewed exemption).',
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...repoPackages, ...ioModules],
              message: 'packages/domain is pure: it imports no other package and no I/O.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'domain does no I/O' },
        { name: 'process', message: 'domain reads no environment' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'domain has no clock: pass today as an argument' },
        { object: 'Math', property: 'random', message: 'domain is deterministic' },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@banchee/db',
                '@banchee/api',
                '@banchee/web',
                'hono',
                'hono/*',
                'pg',
                'drizzle-orm',
                'drizzle-orm/*',
                '@electric-sql/*',
              ],
              message: 'contracts holds zod schemas only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/db/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@banchee/api', '@banchee/web', 'hono', 'hono/*'],
              message: 'db knows nothing of HTTP or the web.',
            },
          ],
        },
      ],
    },
  },
  {
    // Module public entry points (issue 11 §1): code outside a module imports it only through its index.ts. The
    // composition root app.ts mounts each module's routes directly; tests may reach their fixtures.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.ts$)[^/]+$',
              message: 'Import another module through its index.ts (module public entry point).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/**', 'apps/api/src/app.ts', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\./|(\\.\\./)+)modules/[^/]+/(?!index\\.ts$)[^/]+$',
              message: 'Import a module through its index.ts (module public entry point).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@banchee/db',
                '@banchee/api',
                'pg',
                'drizzle-orm',
                'drizzle-orm/*',
                '@electric-sql/*',
                'node:*',
              ],
              message: 'the web app never imports the database or the server.',
            },
          ],
        },
      ],
    },
  },
);
