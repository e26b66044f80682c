/**
 * The offline-first promise, end to end in Chromium: a user who logged in once browses the whole
 * library and searches it with the network off, and a bookmark made offline reaches the server
 * exactly once when the connection returns; offline shows as offline (with the time of the data
 * and the profile), never as "Sync Failed".
 */
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Demo#2026';

async function loginAndSync(page: Page, email: string): Promise<string> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  // As compliance-api.ts's loginPage: a cold first sign-in passed 10 s at load 14 on 2 cores.
  await expect(page.getByTestId('app-layout')).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  await expect(page.getByTestId('sync-status')).toContainText('Sync successful', {
    timeout: 45_000,
  });
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

test('with the network off, the library opens, browses and finds an obligation by an Indonesian word', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await loginAndSync(page, 'pic@sejahtera.test');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('app-layout')).toBeVisible();

  await page.getByTestId('nav-library').click();
  await expect(page.getByTestId('sector-row').first()).toBeVisible();
  await page.getByTestId('sector-row').first().click();
  await expect(page.getByTestId('topic-tree')).toBeVisible();
  await page.getByTestId('obligation-row').first().click();
  await expect(page.getByTestId('obligation-title')).not.toBeEmpty();

  await page.getByTestId('nav-regulation').click();
  await page.getByTestId('regulation-row').first().click();
  await expect(page.getByTestId('regulation-title')).not.toBeEmpty();
  await expect(page.getByTestId('legal-status')).toBeVisible();

  await page.getByTestId('global-search').fill('limbah');
  // Offline, every result comes from the local index in the worker.
  const obligations = page
    .locator('.mantine-Combobox-group', { hasText: 'Obligations' })
    .locator('[data-source="local"]');
  await expect(obligations.first()).toBeVisible();
  await obligations.first().click();
  await expect(page).toHaveURL(/\/obligations\//);
  await expect(page.getByTestId('obligation-title')).not.toBeEmpty();
});

test('a bookmark made offline shows at once and lands on the server exactly once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await loginAndSync(page, 'member@sejahtera.test');
  const list = await request.get('/api/obligation/list?limit=100', {
    headers: { access_token: token },
  });
  const target = (
    (await list.json()).data.data as { obligation_uuid: string; is_bookmarked: boolean }[]
  ).find((o) => !o.is_bookmarked)!;
  expect(target).toBeTruthy();

  await page.goto(`/obligations/${target.obligation_uuid}`);
  await expect(page.getByTestId('obligation-title')).not.toBeEmpty();
  await context.setOffline(true);
  await page.getByTestId('bookmark-toggle').click();
  await expect(page.getByTestId('bookmark-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('outbox-status')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-status')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('bookmark-pending')).toBeHidden({ timeout: 30_000 });
  const after = await request.get('/api/obligation/list?is_bookmark=1&limit=500', {
    headers: { access_token: token },
  });
  const ids = ((await after.json()).data.data as { obligation_uuid: string }[]).map(
    (o) => o.obligation_uuid,
  );
  expect(ids.filter((id) => id === target.obligation_uuid)).toHaveLength(1);
  await expect(page.getByTestId('bookmark-toggle')).toHaveAttribute('aria-pressed', 'true');
});

test('offline, the badge says "Offline" with the time of the data and home keeps the profile', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await loginAndSync(page, 'pic@sejahtera.test');
  await page.goto('/');
  const welcome = page.getByRole('heading', { level: 1 });
  await expect(welcome).not.toContainText('@');
  const greeting = (await welcome.textContent())!;
  const company = (await page.getByTestId('home-company').textContent())!;

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('sync-status')).toContainText(/Offline, data from \d{1,2}:\d{2}/, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('sync-status')).not.toContainText('Sync Failed');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'offline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting);
  await expect(page.getByTestId('home-company')).toHaveText(company);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toContainText('Sync successful', {
    timeout: 45_000,
  });
});
