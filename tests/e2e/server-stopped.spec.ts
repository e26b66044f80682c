/**
 * Issue acceptance: with the server stopped (not the network switched off: the browser still
 * believes it is online and every request is refused), a browser that logged in before opens the
 * app, browses the library and finds things by search. This test runs its own server process so
 * it can stop it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Beside the suite's own server (E2E_PORT), so parallel checkouts on one machine do not collide.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 3;
const BASE = `http://localhost:${PORT}`;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SOCKET_PORT: String(PORT + 12000),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'e2e-stopped-0123456789-0123456789-0123',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${BASE}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

test('with the server stopped, the app opens, browses the library and searches it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'regcomply-stopped-'));
  let server: ChildProcess | null = await startServer(dataDir);
  try {
    await page.goto(`${BASE}/login`);
    await page.getByTestId('login-email').fill('admin@sejahtera.test');
    await page.getByTestId('login-password').fill('Demo#2026');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('app-layout')).toBeVisible();
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
    await expect(page.getByTestId('sync-status')).toContainText('Sync successful', {
      timeout: 60_000,
    });

    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    server = null;
    expect(
      await fetch(`${BASE}/api/health`)
        .then(() => 'up')
        .catch(() => 'down'),
    ).toBe('down');

    await page.goto(`${BASE}/library`);
    await expect(page.getByTestId('sector-row').first()).toBeVisible();
    await page.getByTestId('sector-row').nth(1).click();
    await page.getByTestId('obligation-row').first().click();
    await expect(page.getByTestId('obligation-title')).not.toBeEmpty();
    await page.goto(`${BASE}/regulations`);
    await page.getByTestId('regulation-row').first().click();
    await expect(page.getByTestId('regulation-title')).not.toBeEmpty();

    await page.getByTestId('global-search').fill('keselamatan');
    const local = page.locator('[data-source="local"]');
    await expect(local.first()).toBeVisible();
    await local.first().click();
    await expect(page).toHaveURL(/\/(obligations|regulations|library)\//);
  } finally {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
