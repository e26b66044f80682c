/**
 * The compliance screens against the built app and the real server, as the demo PIC: My work
 * opens the list filtered to what is assigned to me, a status filter narrows it (kept in the
 * URL), a detail opens, the deadline changes, and a claim goes through the confirm step that
 * names the missing deadline.
 */
import { expect, test } from '@playwright/test';

const PASSWORD = 'Demo#2026';
const PIC = 'pic@sejahtera.test';

test('a PIC filters the list, opens a compliance, changes its deadline and claims it past the warning', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await page.getByTestId('login-email').fill(PIC);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'success', {
    timeout: 60_000,
  });

  // My work: what is assigned to me, one click to the list filtered the same way.
  await expect(page.getByTestId('my-work-assigned-count')).toHaveText(/^[1-9]\d*$/, {
    timeout: 30_000,
  });
  await page.getByTestId('my-work-assigned').click();
  await expect(page).toHaveURL(/\/compliance\?.*pic=/);

  // A status filter joins the URL and the list follows it.
  await page.getByTestId('filter-status').click();
  await page.getByRole('option', { name: 'In progress' }).click();
  await expect(page).toHaveURL(/status=not_comply/);
  const rows = page.getByTestId('compliance-row');
  await expect(rows.first()).toBeVisible();
  for (const badge of await page.getByTestId('process-status').all())
    await expect(badge).toHaveText('In progress');

  await page.getByTestId('compliance-link').first().click();
  await expect(page.getByTestId('compliance-detail')).toBeVisible();
  const id = /\/compliance\/([^/?#]+)/.exec(page.url())![1];

  // The deadline changes at once and lands.
  await page.getByTestId('compliance-edit-open').click();
  await page.getByTestId('edit-deadline').fill('2031-03-04');
  await page.getByTestId('edit-save').click();
  await expect(page.getByTestId('info-deadline')).toHaveText(/2031/);
  await expect(page.getByTestId('compliance-pending')).toHaveCount(0, { timeout: 30_000 });

  // Cleared again, so the claim must warn about the missing deadline before it goes.
  await page.getByTestId('compliance-edit-open').click();
  await page.getByTestId('edit-deadline').fill('');
  await page.getByTestId('edit-save').click();
  await expect(page.getByTestId('info-deadline')).toHaveText('No deadline');
  await expect(page.getByTestId('compliance-pending')).toHaveCount(0, { timeout: 30_000 });

  await page.getByTestId('action-claim').click();
  const confirm = page.getByTestId('claim-confirm');
  await expect(confirm.getByTestId('claim-warning-no_deadline')).toBeVisible();
  await confirm.getByTestId('claim-confirm-button').click();
  await expect(page.getByTestId('process-status')).toHaveText('Claim');
  await expect(page.getByTestId('compliance-pending')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('compliance-write-error')).toHaveCount(0);

  // The server holds it: the list filtered to claims shows this compliance.
  await page.goto(`/compliance?status=claim&q=`);
  await expect(page.locator(`a[href="/compliance/${id}"]`)).toBeVisible({ timeout: 30_000 });
});
