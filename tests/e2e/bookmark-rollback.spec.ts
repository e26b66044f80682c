/**
 * Issue 6 defect: a bookmark toggled offline whose replay gets a final 4xx stayed flipped on the
 * screen until logout. Here the server refuses for real: while the browser is offline, the
 * obligation is deleted on the server (the server is stopped, its embedded database changed the
 * way an administrator's delete leaves it, and started again). Back online, the service worker's
 * replay gets 404; the screen rolls the bookmark back, says why, and the outbox status menu lists
 * the refused change by the write's label. The pending flip also survives a reload while offline.
 * This test runs its own server process (like server-stopped.spec.ts) so it can change its data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect, test, type Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'Demo#2026';

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SOCKET_PORT: String(PORT + 12000),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'e2e-rollback-0123456789-0123456789-0123',
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

async function stopServer(server: ChildProcess): Promise<void> {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/** In-app navigation (no reload): the router follows history like a link click. */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

async function unbookmarkedObligation(token: string): Promise<string> {
  const res = await fetch(`${BASE}/api/obligation/list?limit=50&lang=en`, {
    headers: { access_token: token },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    data: { data: { obligation_uuid: string; is_bookmarked: boolean }[] };
  };
  const item = body.data.data.find((o) => !o.is_bookmarked);
  expect(item, 'an obligation without a bookmark').toBeTruthy();
  return item!.obligation_uuid;
}

test('a bookmark toggled offline and refused on replay rolls back and is listed', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'regcomply-rollback-'));
  let server: ChildProcess | null = await startServer(dataDir);
  try {
    await page.goto(`${BASE}/login`);
    await page.getByTestId('login-email').fill('admin@sejahtera.test');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('app-layout')).toBeVisible();
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
    await page.reload(); // controlled by the service worker from here on
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.getByTestId('sync-status')).toContainText('Sync successful', {
      timeout: 60_000,
    });
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const uuid = await unbookmarkedObligation(token);

    await open(page, `/obligations/${uuid}`);
    const toggle = page.getByTestId('bookmark-toggle');
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await context.setOffline(true);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('bookmark-pending')).toBeVisible();
    await expect(page.getByTestId('outbox-status')).toHaveAttribute(
      'aria-label',
      '1 change waiting to be sent',
    );

    // A reload while offline: the flip and its pending state are kept in the local database.
    await page.reload();
    await expect(page.getByTestId('bookmark-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('bookmark-pending')).toBeVisible();

    // Meanwhile, on the server, the obligation is deleted.
    await stopServer(server);
    server = null;
    const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    const deleted = await db.query(
      'UPDATE obligations SET deleted_at = now() WHERE obligation_uuid = $1',
      [uuid],
    );
    expect(deleted.affectedRows).toBe(1);
    await db.close();
    server = await startServer(dataDir);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));

    // The replay is refused for good: the screen goes back to the server's state and says why.
    await expect(page.getByTestId('bookmark-toggle')).toHaveAttribute('aria-pressed', 'false', {
      timeout: 45_000,
    });
    await expect(page.getByTestId('bookmark-pending')).toBeHidden();
    await expect(page.getByTestId('bookmark-error')).toHaveText(
      'The bookmark change failed: Data not found',
    );
    await page.getByTestId('outbox-status').click();
    const item = page.getByTestId('outbox-failed-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('outbox-failed-label')).toHaveText('Bookmark of an obligation');
    await expect(item).toContainText('404');
    await expect(item).toContainText('Data not found');

    // Still rolled back after a reload (the refusal was settled in the local database).
    await page.reload();
    await expect(page.getByTestId('bookmark-toggle')).toHaveAttribute('aria-pressed', 'false');
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
