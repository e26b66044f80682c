/**
 * Roles and privileges against the built app and the real server: the demo auditor is signed in
 * and sees Bookmarks in the navigation; the company admin, in another browser context, takes the
 * Bookmarks module off the Auditor role in the privilege matrix; the auditor's next profile load
 * (a reload) no longer offers Bookmarks. The role is given its module back afterwards, so the
 * rest of the suite finds the demo data as seeded.
 *
 * Groups: the admin drags a group onto another with the mouse, then, on a phone, moves it back
 * with "Move to…".
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const PASSWORD = 'Demo#2026';
const ADMIN = 'admin@sejahtera.test';
const AUDITOR = 'auditor@sejahtera.test';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

async function restoreBookmarks(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: ADMIN, password: PASSWORD },
  });
  const token = (await login.json()).data.token as string;
  const roles = (
    await (
      await request.get('/api/role/list?limit=500', { headers: { access_token: token } })
    ).json()
  ).data.data as { role_uuid: string; role_name: string }[];
  const auditor = roles.find((r) => r.role_name === 'Auditor')!;
  const res = await request.put('/api/role/privilege/update', {
    headers: { access_token: token },
    data: {
      role_uuid: auditor.role_uuid,
      modules: [{ module_code: 'bookmarks', view: true, create: true, update: true, delete: true }],
    },
  });
  expect(res.status()).toBe(200);
}

test('an admin takes a module off a role; the holder loses its navigation entry on the next profile load', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const auditorContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const auditor = await auditorContext.newPage();
    await signIn(auditor, AUDITOR);
    await expect(auditor.getByTestId('nav-bookmarks').first()).toBeVisible();
    await expect(auditor.getByTestId('nav-roles')).toHaveCount(0);

    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN);
    await admin.getByTestId('nav-roles').first().click();
    await expect(admin).toHaveURL(/\/roles$/);
    await admin.getByRole('button', { name: 'Privileges of Auditor' }).click();
    const matrix = admin.getByTestId('privilege-matrix');
    const bookmarksView = matrix.getByRole('checkbox', { name: 'View: Bookmarks' });
    await expect(bookmarksView).toBeChecked();
    const { violations } = await new AxeBuilder({ page: admin })
      .include('[data-testid="role-panel"]')
      .analyze();
    expect(
      violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id),
    ).toEqual([]);
    await bookmarksView.uncheck();
    await expect(matrix.getByRole('checkbox', { name: 'Delete: Bookmarks' })).not.toBeChecked();
    await admin.getByRole('button', { name: 'Save privileges' }).click();
    await expect(admin.getByTestId('matrix-notice')).toHaveText(
      'Success: the privileges were updated.',
    );
    await expect(bookmarksView).not.toBeChecked();

    // The auditor's session is the same; the server reads the role's current matrix.
    await auditor.reload();
    await expect(auditor.getByTestId('app-layout')).toBeVisible();
    await expect(auditor.getByTestId('nav-library').first()).toBeVisible();
    await expect(auditor.getByTestId('nav-bookmarks')).toHaveCount(0, { timeout: 15_000 });
  } finally {
    await restoreBookmarks(request);
    await auditorContext.close();
    await adminContext.close();
  }
});

/** The group's parent as the tree shows it: the name of the nearest enclosing group item. */
const parentOf = (page: Page, name: string) =>
  page
    .getByRole('listitem', { name, exact: true })
    .evaluate((li) => li.parentElement?.closest('li')?.getAttribute('aria-label') ?? null);

test('an admin drags a group under another with the mouse, and moves it back with "Move to…" on a phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  try {
    const page = await context.newPage();
    await signIn(page, ADMIN);
    await page.goto('/groups');
    const plant = page.getByTestId('group').filter({ hasText: 'Plant Cikarang' });
    await expect(plant).toBeVisible();
    expect(await parentOf(page, 'Plant Cikarang')).toBe('Operations');

    await plant.dragTo(page.getByTestId('group').filter({ hasText: /^HSE/ }));
    await expect(page.getByTestId('groups-notice')).toHaveText('Success: the group was moved.');
    await expect.poll(() => parentOf(page, 'Plant Cikarang')).toBe('HSE');

    // On a phone there is no mouse to drag with: the group's menu moves it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(() => parentOf(page, 'Plant Cikarang')).toBe('HSE');
    await page.getByRole('button', { name: 'Actions for Plant Cikarang' }).click();
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Plant Cikarang' });
    await dialog.getByRole('combobox', { name: 'New place' }).click();
    await page.getByRole('option', { name: 'Operations', exact: true }).click();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByTestId('groups-notice')).toHaveText('Success: the group was moved.');
    await expect.poll(() => parentOf(page, 'Plant Cikarang')).toBe('Operations');
  } finally {
    await context.close();
  }
});
