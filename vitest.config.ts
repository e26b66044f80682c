import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

type ProjectConfig = TestProjectInlineConfiguration['test'];
import LongFirstSequencer from './server/test/sequencer';
import { unversionedDeps } from './src/test/unversioned-deps';

// In CI a test that fails once runs once more (as Playwright's browser tests do): on two loaded
// cores a timing slip must not hide the run's real result. A test that fails twice still fails,
// and the report lists every retried test, so a flaky one is seen and fixed.
const retry = process.env.CI ? 1 : 0;
/** PostgreSQL (TEST_DATABASE_URL): one database every file shares; PGlite gives each file its own. */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * Files that hold a PostgreSQL transaction open on purpose (commit order across a pull) or kill a
 * process inside one (two-process jobs, a dropped pool). The change feed is read up to
 * pg_snapshot_xmin, which is the whole server's, every database's: while one of these holds a
 * transaction, another file's sync pull gets an empty page. On PostgreSQL they run after the
 * rest, one at a time (groupOrder); on PGlite their PostgreSQL parts are skipped and they run
 * with the others.
 */
const serverHolders = [
  'server/modules/sync/sync.test.ts',
  'server/modules/sync/sync.publisher.test.ts',
  'server/modules/sync/sync-hints.test.ts',
  'server/modules/notifications/reminder-delivery.test.ts',
  'server/jobs/runner-processes.test.ts',
  // A restore rewrites every table in one transaction, for seconds.
  'server/modules/backups/backup-restore.test.ts',
  'server/modules/backups/backups.test.ts',
  'server/db/pool-resilience.test.ts',
  'server/plugins/connection-failure.test.ts',
];
const syncHolders = ['src/sync/commit-order.integration.test.ts'];
/** The test files under `dirs` whose text passes `keep`, as paths from the project root. */
function testFiles(dirs: string[], name: RegExp, keep: (text: string) => boolean): string[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`),
    )
    .filter((file) => name.test(file) && keep(readFileSync(file, 'utf8')))
    .sort();
}
/**
 * Server test files that never reach the test database: no harness and no fuzz (unit tests, the
 * migrations on a PGlite of their own, the entry point on its embedded database), or a harness
 * given an in-memory PGlite of the file's own (the seed's files). A PostgreSQL run would repeat
 * the PGlite run's work exactly, so in CI they run once, in `npm test`.
 */
const sameOnBothDatabases = testFiles(
  ['server', 'contract'],
  /\.test\.ts$/,
  (text) =>
    !/\/harness'|\/every-route'|createTestApp|openTestDatabase|isolatedDatabase|TEST_DATABASE_URL/.test(
      text,
    ) ||
    (/openDatabase\(\{ dataDir: 'memory:\/\/' \}\)/.test(text) &&
      !/openTestDatabase|isolatedDatabase/.test(text)),
);

const serverProject = {
  name: 'server',
  retry,
  environment: 'node',
  globalSetup: ['server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks',
  // The server's modules load once per worker, not once per file (importing the app for each of
  // ~200 files cost minutes); each file still builds its own app (server/test/harness.ts) with its
  // own DATA_DIR, and spies are restored after each test. PGlite gives each file a database of
  // its own, emptied and reused from the worker's previous file (server/test/pglite-pool.ts);
  // on PostgreSQL every file shares one (a database per file was tried with CREATE
  // DATABASE … TEMPLATE: creating and dropping one holds a transaction id for 0.3-1.7 s, which
  // holds back every database's change feed, pg_snapshot_xmin being the server's, and 7-19 sync
  // tests of the other worker read pages without their rows). Loading once per worker on
  // PostgreSQL too took its run from 225 s to 130 s (322 s to 162 s of CPU) on this machine.
  isolate: false,
  restoreMocks: true,
} satisfies ProjectConfig;
const syncProject = {
  ...serverProject,
  name: 'sync',
  setupFiles: ['src/sync/test/setup.ts'],
} satisfies ProjectConfig;

/**
 * Client test files (jsdom) that replace modules (`vi.mock`, `vi.doMock`, `vi.resetModules`): in
 * a module graph shared with other files the replacement would outlive the file. They keep a
 * graph of their own per file; found by reading the files, so a new one is never missed.
 */
const replacingModules = testFiles(['src'], /(?<!\.integration)\.test\.tsx?$/, (text) =>
  /\bvi\.(mock|doMock|resetModules)\(/.test(text),
);
const clientProject = {
  name: 'client',
  retry,
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: ['src/**/*.integration.test.ts', 'node_modules/**'],
  setupFiles: ['src/test/setup.ts'],
  testTimeout: 20_000,
  // Worker threads, not processes: a thread starts in less time than a process (measured on this
  // two-core machine with a graph per file: 149 s and 273 s of CPU against 180 s and 334 s).
  pool: 'threads',
  // Mantine and the icons are bundled once per run (Vite's dependency optimizer) instead of
  // Node loading their ~7,000 files again for every test file: 221 s and 402 s of CPU
  // against 180 s and 334 s for the 113 files (same machine, same hour; import 117 s -> 70 s).
  // RxDB stays out (its bundle pulls broadcast-channel's Node half into the browser
  // build), and unversionedDeps keeps one copy of each package file Node loads itself.
  deps: {
    optimizer: {
      client: {
        enabled: true,
        include: [
          '@tabler/icons-react',
          '@mantine/core',
          '@mantine/hooks',
          '@mantine/charts',
          '@mantine/form',
        ],
      },
    },
  },
} satisfies ProjectConfig;

export default defineConfig({
  test: {
    // Two cores: one PGlite per worker, two workers.
    maxWorkers: 2,
    // The route fuzz shards start first, not last (server/test/sequencer.ts).
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        test: {
          ...serverProject,
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
          exclude: [
            ...(postgres ? [...serverHolders, ...sameOnBothDatabases] : []),
            'node_modules/**',
          ],
        },
      },
      ...(postgres
        ? [
            {
              test: {
                ...serverProject,
                name: 'server-holders',
                include: serverHolders,
                sequence: { groupOrder: 1 },
                fileParallelism: false,
              },
            },
            {
              test: {
                ...syncProject,
                name: 'sync-holders',
                include: syncHolders,
                sequence: { groupOrder: 2 },
                fileParallelism: false,
              },
            },
          ]
        : []),
      {
        plugins: [unversionedDeps()],
        test: {
          ...clientProject,
          // One module graph per worker: React, Mantine, RxDB and the app load once, not once
          // per file (115 s and 208 s of CPU for the 113 files of both client projects against
          // 302 s and 578 s, same machine and hour). Each file still gets its own window, DOM and IndexedDB, and
          // setup.ts closes what a file opened before the next starts.
          isolate: false,
          exclude: [...clientProject.exclude, ...replacingModules],
        },
      },
      {
        plugins: [unversionedDeps()],
        test: { ...clientProject, name: 'client-isolated', include: replacingModules },
      },
      {
        // The client's sync against the real server: node, fake-indexeddb, RxDB on Dexie.
        test: {
          ...syncProject,
          include: ['src/sync/**/*.integration.test.ts'],
          exclude: [...(postgres ? syncHolders : []), 'node_modules/**'],
        },
      },
    ],
  },
});
