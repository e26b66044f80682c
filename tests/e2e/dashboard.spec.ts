/**
 * Issue 12, the dashboard in the built app against the real server and the seed:
 * - in English and in Indonesian, in the dark theme, every card shows with its table view, and no
 *   critical or serious axe violation;
 * - a claim approved by the auditor in another browser context moves the rate on the admin's open
 *   dashboard without a reload (the synced compliances change, the figures are read again);
 * - the export downloads a spreadsheet named by the server.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, loginPage, picAndAuditorCompliances, USERS, type Api } from './compliance-api';

interface Figures {
  active: number;
  comply: number;
  rate: number;
}

async function figures(api: Api): Promise<Figures> {
  const res = await api.call<Figures>('GET', '/dashboard/list?lang=en');
  expect(res.status).toBe(200);
  return res.body.data;
}

async function openDashboard(page: Page, base: string) {
  await page.goto(`${base}/dashboard`);
  await expect(page.getByTestId('rate-value')).toBeVisible({ timeout: 30_000 });
}

async function serious(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

for (const [language, title, rateLabel] of [
  ['en', 'Dashboard', 'Compliance rate'],
  ['id', 'Dasbor', 'Tingkat kepatuhan'],
] as const) {
  test(`the dashboard in ${language}, dark theme: every card with its table, no serious axe violation`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const base = baseURL!;
    const admin = await apiAs(base, USERS.admin);
    const expected = await figures(admin);
    const context = await browser.newContext();
    await context.addInitScript(
      ([lang]) => {
        localStorage.setItem('language', lang);
        localStorage.setItem('color_scheme', 'dark');
      },
      [language],
    );
    try {
      const page = await context.newPage();
      await loginPage(page, base, USERS.admin);
      await openDashboard(page, base);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByTestId('card-rate')).toContainText(rateLabel);
      await expect(page.getByTestId('rate-value')).toHaveText(`${expected.rate}%`);
      await expect(page.getByTestId('link-comply')).toHaveText(String(expected.comply));
      for (const card of [
        'card-status',
        'card-top_comply',
        'card-top_not_comply',
        'card-statistics',
        'card-divisions',
      ])
        await expect(page.getByTestId(card)).toBeVisible();
      await expect(page.getByTestId('card-statistics').getByRole('table')).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByTestId('rate-ring')).toBeVisible();
      expect(await serious(page)).toEqual([]);

      // The comply figure links to the compliance list filtered to it.
      await page.getByTestId('link-comply').click();
      await expect(page).toHaveURL(/\/compliance\?.*status=approved/);

      // The export downloads the server's spreadsheet.
      await page.goBack();
      await expect(page.getByTestId('rate-value')).toBeVisible({ timeout: 30_000 });
      const download = page.waitForEvent('download');
      await page.getByTestId('dashboard-export').click();
      expect((await download).suggestedFilename()).toMatch(
        language === 'id' ? /^dasbor-kepatuhan-.*\.xlsx$/ : /^compliance-dashboard-.*\.xlsx$/,
      );
    } finally {
      await context.close();
    }
  });
}

test('a claim approved in another context moves the rate on the open dashboard without a reload', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const admin = await apiAs(base, USERS.admin);
  const picApi = await apiAs(base, USERS.pic);
  const auditorApi = await apiAs(base, USERS.auditor);
  const [{ compliance_uuid: id }] = await picAndAuditorCompliances(picApi, admin, auditorApi, 1);
  // The compliance reaches audit through the API; the auditor approves it in the browser.
  await admin.call('PUT', '/compliance/update', { compliance_uuid: id, deadline: '2031-06-30' });
  for (const action of ['claim', 'audit'] as const) {
    const who = action === 'claim' ? picApi : auditorApi;
    const res = await who.call('PUT', '/compliance/process/update', {
      compliance_uuid: id,
      action,
      ...(action === 'claim' ? { confirm: true } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const before = await figures(admin);

  const adminContext = await browser.newContext();
  const auditorContext = await browser.newContext();
  try {
    const page = await adminContext.newPage();
    await loginPage(page, base, USERS.admin);
    await openDashboard(page, base);
    await expect(page.getByTestId('rate-value')).toHaveText(`${before.rate}%`);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    const auditor = await auditorContext.newPage();
    await loginPage(auditor, base, USERS.auditor);
    await auditor.goto(`${base}/compliance/${id}`);
    await expect(auditor.getByTestId('process-status')).toHaveText('Audit', { timeout: 30_000 });
    await auditor.getByTestId('action-approve').click();
    await expect(auditor.getByTestId('process-status')).toHaveText('Comply');
    await expect(auditor.getByTestId('compliance-pending')).toHaveCount(0, { timeout: 30_000 });

    // The approval shows at once (the write kit's local effect); the server has it once its
    // answer came back, which may be after the marker's first check: ask until it counts.
    let after = before;
    await expect
      .poll(async () => (after = await figures(admin)).comply, { timeout: 30_000 })
      .toBe(before.comply + 1);
    await expect(page.getByTestId('rate-value')).toHaveText(`${after.rate}%`, { timeout: 30_000 });
    await expect(page.getByTestId('link-comply')).toHaveText(String(after.comply));
    // No reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );
  } finally {
    await adminContext.close();
    await auditorContext.close();
  }
});
