import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the built app (`npm run build` first) on a fresh embedded database with
 * demo data, in Debian's Chromium. Playwright never downloads a browser here.
 */
/**
 * Debian's headless shell (package chromium-headless-shell, the same engine without the browser's
 * own interface) when installed, else its Chromium: the shell ran the suite in 9.4 min against
 * 10.0 with the full browser, which also draws its tab strip and runs a GPU process.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SOCKET_PORT = Number(process.env.E2E_SOCKET_PORT ?? 15100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/regcomply-e2e-${Date.now()}`;
/** The SMTP sink the app sends its mail to (tests/e2e/support/smtp-sink.ts); tests read its HTTP side. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
const SMTP_HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? 2526);

/**
 * Specs that must not run beside another: the dashboard, notification counter and own-obligation
 * specs compare the demo company's figures before and after their own change (another spec's
 * approval or comment in between would count too); the roles spec takes Bookmarks off the
 * Auditor role for a while (the bookmark specs sign in as the auditor); the sector publication
 * holds the customer's compliance writes until its admin confirms the new version.
 */
const ALONE = [
  /dashboard\.spec\.ts$/,
  /notifications\.spec\.ts$/,
  /own-obligation\.spec\.ts$/,
  /roles\.spec\.ts$/,
  /sector-publish\.spec\.ts$/,
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two files at a time against the one server, each file's tests in order. One worker left
  // Chromium, the server and Playwright at 1.2 of the two cores (498 s, 591 s of CPU); two took
  // the suite to 315 s (562 s of CPU), same machine, same hour. The specs that stop a server
  // start their own (server-stopped, compliance-reliability, bookmark-rollback); the few that
  // count or change what the others read run after them, alone (the `alone` project below).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'shared', testIgnore: ALONE },
    // After every `shared` file (a project runs once its dependencies are done), one at a time.
    { name: 'alone', testMatch: ALONE, dependencies: ['shared'], workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace is recorded when a failed test runs again, not for every test: recording one for
    // each test and keeping only the failures' cost a third of the suite's time (measured: 9.4 min
    // and 791 s of CPU against 6.6 min and 487 s).
    trace: 'on-first-retry',
    // A navigation or an action that never ends fails at its own line within 30 s, instead of
    // holding the test until its whole timeout (Playwright's defaults are no limit).
    navigationTimeout: 30_000,
    actionTimeout: 30_000,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx tests/e2e/support/smtp-sink.ts',
      url: `http://127.0.0.1:${SMTP_HTTP_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_SMTP_HTTP_PORT: String(SMTP_HTTP_PORT) },
    },
    {
      command: 'node dist/server/server.js',
      url: `http://localhost:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        SOCKET_PORT: String(SOCKET_PORT),
        DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        JWT_SECRET: 'e2e-secret-0123456789-0123456789-0123456789',
        // Mail goes to the sink; mailed links point at this server.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        PUBLIC_URL: `http://localhost:${PORT}`,
        JOBS_POLL_MS: '200',
      },
    },
  ],
});
