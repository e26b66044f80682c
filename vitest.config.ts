import { defineConfig } from 'vitest/config';
import LongFirstSequencer from './server/test/sequencer';

// In CI a test that fails once runs once more (as Playwright's browser tests do): on two loaded
// cores a timing slip must not hide the run's real result. A test that fails twice still fails,
// and the report lists every retried test, so a flaky one is seen and fixed.
const retry = process.env.CI ? 1 : 0;
/** PostgreSQL tests share one database (TEST_DATABASE_URL); PGlite gives each file its own. */
const sharedDatabase = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Two cores: one PGlite per worker, two workers.
    maxWorkers: 2,
    // The route fuzz shards start first, not last (server/test/sequencer.ts).
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        test: {
          name: 'server',
          retry,
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // On PGlite the server's modules load once per worker, not once per file (importing the
          // app for each of ~130 files cost minutes). Each file still builds its own app and
          // database (server/test/harness.ts), with its own DATA_DIR; spies are restored after each
          // test. On PostgreSQL every file shares one database, and a worker that outlived a file
          // kept what that file left open: CI's sync tests then read empty pages. There each file
          // keeps its own process until the files get databases of their own.
          isolate: sharedDatabase,
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'client',
          retry,
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
          retry,
          environment: 'node',
          include: ['src/sync/**/*.integration.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['src/sync/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // As the server project: modules once per worker on PGlite, a server and client database per file.
          isolate: sharedDatabase,
          restoreMocks: true,
        },
      },
    ],
  },
});
