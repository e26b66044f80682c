/**
 * Issue acceptance: 100 bookmark toggles made offline, then the connection returns. The server
 * ends in the same state as the client, and the activity log holds each change exactly once.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const PASSWORD = 'Demo#2026';
const ON = 70; // bookmarked offline...
const OFF = 30; // ...and of those, removed again: 100 toggles

async function login(page: Page, email: string): Promise<string> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  await page.reload(); // controlled by the service worker from here on
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByTestId('sync-status')).toContainText('Sync successful', {
    timeout: 45_000,
  });
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

/** In-app navigation (no reload): the router follows history like a link click. */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

async function serverBookmarks(request: APIRequestContext, token: string): Promise<Set<string>> {
  const res = await request.get('/api/obligation/list?is_bookmark=1&limit=500', {
    headers: { access_token: token },
  });
  expect(res.status()).toBe(200);
  return new Set(
    ((await res.json()).data.data as { obligation_uuid: string }[]).map((o) => o.obligation_uuid),
  );
}

test('100 bookmark toggles offline: server equals client, each change logged once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await login(page, 'auditor@sejahtera.test');
  const me = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
    .user_uuid as string;
  const before = await serverBookmarks(request, token);
  const list = await request.get('/api/obligation/list?limit=300', {
    headers: { access_token: token },
  });
  const targets = ((await list.json()).data.data as { obligation_uuid: string }[])
    .map((o) => o.obligation_uuid)
    .filter((id) => !before.has(id))
    .slice(0, ON);
  expect(targets).toHaveLength(ON);
  const startedAt = new Date(Date.now() - 1000).toISOString();

  await context.setOffline(true);
  const toggles = [
    ...targets.map((id) => [id, 'true'] as const),
    ...targets.slice(0, OFF).map((id) => [id, 'false'] as const),
  ];
  for (const [id, expected] of toggles) {
    await open(page, `/obligations/${id}`);
    const toggle = page.getByTestId('bookmark-toggle');
    await expect(page.getByTestId('obligation-detail')).toHaveAttribute('data-obligation', id);
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-pressed', expected === 'true' ? 'false' : 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', expected);
  }
  await expect(page.getByTestId('outbox-status')).toHaveAttribute(
    'aria-label',
    `${ON + OFF} changes waiting to be sent`,
  );

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-status')).toBeHidden({ timeout: 120_000 });

  const expectedOn = new Set(targets.slice(OFF));
  const after = await serverBookmarks(request, token);
  expect(targets.filter((id) => after.has(id)).sort()).toEqual([...expectedOn].sort());

  // The client, once the echoes arrive, shows exactly the server's bookmarks.
  await open(page, '/bookmarks');
  await page.getByRole('tab', { name: 'Obligations' }).click();
  await expect
    .poll(
      async () =>
        (
          await page
            .getByTestId('bookmark-obligation')
            .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-uuid')))
        ).sort(),
      { timeout: 30_000 },
    )
    .toEqual([...after].sort());

  const logs = await request.get('/api/activity-logs?type=bookmark&limit=500', {
    headers: { access_token: token },
  });
  const mine = (
    (await logs.json()).data.data as {
      action: string;
      created_at: string;
      user: { user_uuid: string } | null;
    }[]
  ).filter((l) => l.user?.user_uuid === me && l.created_at >= startedAt);
  expect(mine.filter((l) => l.action === 'create')).toHaveLength(ON);
  expect(mine.filter((l) => l.action === 'delete')).toHaveLength(OFF);
});
