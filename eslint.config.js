import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (architecture.md): contract/ is isomorphic and imports nothing from src/ or
 * server/; components and screens reach the network, RxDB and the socket only through the thin
 * wrappers in src/lib, src/db and src/sync.
 */
const clientWrappersOnly = {
  patterns: [
    { group: ['axios'], message: 'Use the api client in src/lib/api-client.ts.' },
    { group: ['rxdb', 'rxdb/*', 'dexie'], message: 'Use the wrappers in src/db.' },
    { group: ['socket.io-client'], message: 'Use the wrappers in src/sync.' },
    {
      // No API path string outside contract/: a call names its endpoint (issue 25).
      group: ['**/lib/api-client'],
      importNames: ['api'],
      message:
        'Call an endpoint declared in contract/api: readEndpoint or readAllPages (src/lib/endpoint-read.ts), endpointCall in a *.write.ts, downloadEndpoint (src/lib/download.ts).',
    },
  ],
};

/**
 * Zones of the client (folders, not only packages). Screens (src/features, src/components,
 * src/app) read the local database only through src/db/hooks and change it only through the
 * write kit (src/db/writes, by its index): a write's local effect lives in a `*.write.ts` file,
 * the only place a screen zone may call RxDB's write methods, and mutating API calls go through
 * the kit too (sign-in calls excepted: src/features/auth, never queued by the outbox).
 * A feature uses another feature only through that feature's `index.ts` (what it offers);
 * shared components use no feature at all. src/app is the composition root (router, layouts)
 * and may import a feature's screens directly (the router's lazy chunks need the files).
 */
const screenDatabase = {
  regex: '(^|/)db/(?!hooks/[^/]+$|writes$)',
  message:
    'Screens read the local database through src/db/hooks and write through the kit (src/db/writes).',
};
const otherFeatureInternals = {
  regex: '^\\.\\./[^./][^/]*/.+',
  message: "Use the other feature's index.ts (import from '../<feature>'), not its files.",
};
const featureFromComponents = {
  regex: '(^|/)features/',
  message: 'Shared components do not depend on features.',
};
const writeOnlyThroughKit = [
  {
    selector:
      "CallExpression[callee.object.name='api'][callee.property.name=/^(post|put|patch|delete)$/]",
    message: 'Mutations go through the write kit (src/db/writes): defineWrite(...).run(input).',
  },
];
const localWritesOnlyInWriteFiles = {
  selector:
    'CallExpression[callee.property.name=/^(insert|bulkInsert|upsert|bulkUpsert|incrementalUpsert|remove|bulkRemove|patch|incrementalPatch|modify|incrementalModify|update|upsertLocal|insertLocal)$/]',
  message:
    "The local database changes only in a write's effect (a *.write.ts file run by the kit).",
};
const screenZones = [
  'src/features/**/*.{ts,tsx}',
  'src/components/**/*.{ts,tsx}',
  'src/app/**/*.{ts,tsx}',
];
const notTests = ['**/*.test.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/server/**', '../src/*', '../server/*'],
              message: 'contract/ imports nothing from src/ or server/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '../src/*', 'react', 'react-dom'],
              message: 'The server does not import the client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', clientWrappersOnly],
    },
  },
  {
    files: [
      'src/lib/**/*.{ts,tsx}',
      'src/db/**/*.{ts,tsx}',
      'src/sync/**/*.{ts,tsx}',
      'src/sw/**/*.{ts,tsx}',
      'src/**/*.test.{ts,tsx}',
      'src/test/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: screenZones,
    ignores: notTests,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...clientWrappersOnly.patterns, screenDatabase] },
      ],
      'no-restricted-syntax': ['error', ...writeOnlyThroughKit, localWritesOnlyInWriteFiles],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: notTests,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...clientWrappersOnly.patterns, screenDatabase, otherFeatureInternals] },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: notTests,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...clientWrappersOnly.patterns, screenDatabase, featureFromComponents] },
      ],
    },
  },
  {
    // Pre-login calls (sign-in; invitation acceptance and password recovery): no local database
    // and nothing for the outbox to queue.
    files: ['src/features/auth/**/*.{ts,tsx}', 'src/features/account/public/**/*.{ts,tsx}'],
    ignores: notTests,
    rules: { 'no-restricted-syntax': ['error', localWritesOnlyInWriteFiles] },
  },
  {
    files: ['src/**/*.write.ts'],
    rules: { 'no-restricted-syntax': ['error', ...writeOnlyThroughKit] },
  },
);
