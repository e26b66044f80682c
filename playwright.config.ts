import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the built app (`npm run build` first) on a fresh embedded database with
 * demo data, in Debian's Chromium. Playwright never downloads a browser here.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SOCKET_PORT = Number(process.env.E2E_SOCKET_PORT ?? 15100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/regcomply-e2e-${Date.now()}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
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
    },
  },
});
