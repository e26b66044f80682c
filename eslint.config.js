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
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '**/server/**', '../src/*', '../server/*'], message: 'contract/ imports nothing from src/ or server/.' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '../src/*', 'react', 'react-dom'], message: 'The server does not import the client.' }] }],
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
    files: ['src/lib/**/*.{ts,tsx}', 'src/db/**/*.{ts,tsx}', 'src/sync/**/*.{ts,tsx}', 'src/sw/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
