/**
 * Only the leader tab replicates; the others see its data through the shared IndexedDB. When the
 * leader closes, another tab takes over the pulls.
 */
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Demo#2026';

function countPulls(page: Page) {
  const counter = { n: 0 };
  page.on('request', (r) => {
    if (r.url().includes('/api/sync/')) counter.n += 1;
  });
  return counter;
}

test('one tab pulls, the other shows the same data, and takes over when the leader closes', async ({
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const first = await context.newPage();
  await first.goto('/login');
  await first.getByTestId('login-email').fill('pic@nusantara.test');
  await first.getByTestId('login-password').fill(PASSWORD);
  await first.getByTestId('login-submit').click();
  await expect(first.getByTestId('sync-status')).toContainText('Sync successful', {
    timeout: 45_000,
  });
  const token = (await first.evaluate(() => localStorage.getItem('token')))!;

  const second = await context.newPage();
  const firstPulls = countPulls(first);
  const secondPulls = countPulls(second);
  await second.goto('/bookmarks');
  await expect(second.getByTestId('sync-status')).toContainText('Sync successful', {
    timeout: 30_000,
  });
  await second.getByRole('tab', { name: 'Obligations' }).click();

  // A change on the server: the leader pulls it, the follower shows it without pulling.
  const list = await request.get('/api/obligation/list?limit=50', {
    headers: { access_token: token },
  });
  const target = (
    (await list.json()).data.data as { obligation_uuid: string; is_bookmarked: boolean }[]
  ).find((o) => !o.is_bookmarked)!;
  const toggle = () =>
    request.post('/api/obligation/bookmark', {
      headers: { access_token: token },
      data: { obligation_uuid: target.obligation_uuid },
    });
  expect((await toggle()).status()).toBe(200);
  await expect(
    second.locator(`[data-testid="bookmark-obligation"][data-uuid="${target.obligation_uuid}"]`),
  ).toBeVisible({ timeout: 10_000 });
  expect(firstPulls.n).toBeGreaterThan(0);
  expect(secondPulls.n).toBe(0);

  // The leader closes: the other tab is elected and pulls the next change itself.
  await first.close();
  await second.waitForTimeout(1500);
  expect((await toggle()).status()).toBe(200);
  await expect(
    second.locator(`[data-testid="bookmark-obligation"][data-uuid="${target.obligation_uuid}"]`),
  ).toBeHidden({ timeout: 15_000 });
  expect(secondPulls.n).toBeGreaterThan(0);
});
