import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: one PGlite per worker, two workers.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.integration.test.ts', 'node_modules/**'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // The client's sync against the real server: node, fake-indexeddb, RxDB on Dexie.
        test: {
          name: 'sync',
          environment: 'node',
          include: ['src/sync/**/*.integration.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['src/sync/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
