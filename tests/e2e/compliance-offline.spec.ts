/**
 * Issue 8 acceptance, offline compliance work against the built app and the real server:
 * - a PIC claims three checklist items and the compliance with the network off, closes the page
 *   and opens it again (still offline: the changes show pending), the connection returns and each
 *   change lands once (the API holds them, one activity-log row each); the auditor, in another
 *   browser context with the compliance open, sees the claim without reloading, audits and
 *   approves it, and the PIC's screen shows "Comply";
 * - a claim queued offline while the compliance moves on (claimed by the admin, rejected by the
 *   auditor) is refused on replay: the PIC sees the failed change with the server's reason and
 *   the local state follows the server (the reject reason shows).
 * The data is picked from the seed through the API, not hard-coded.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  activityOf,
  apiAs,
  auditAndApprove,
  claimCounts,
  detailOf,
  loginPage,
  normalizeChecklist,
  outboxSummary,
  picAndAuditorCompliances,
  USERS,
} from './compliance-api';

async function openDetail(page: Page, base: string, id: string) {
  await page.goto(`${base}/compliance/${id}`);
  await expect(page.getByTestId('compliance-detail')).toBeVisible({ timeout: 30_000 });
}

test('offline claims of three items and the compliance land once; the auditor sees the claim live and approves', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const admin = await apiAs(base, USERS.admin);
  const picApi = await apiAs(base, USERS.pic);
  const auditorApi = await apiAs(base, USERS.auditor);
  const [{ compliance_uuid: id }] = await picAndAuditorCompliances(picApi, admin, auditorApi, 1);
  const items = await normalizeChecklist(admin, id, 3);

  const picContext = await browser.newContext();
  const auditorContext = await browser.newContext();
  try {
    const pic = await picContext.newPage();
    await loginPage(pic, base, USERS.pic);
    await openDetail(pic, base, id);
    await expect(pic.getByTestId('checklist-item')).toHaveCount(3);
    await expect(pic.getByTestId('process-status')).toHaveText('In progress');

    const auditor = await auditorContext.newPage();
    await loginPage(auditor, base, USERS.auditor);
    await openDetail(auditor, base, id);
    await expect(auditor.getByTestId('process-status')).toHaveText('In progress');

    // Offline: three items and the compliance claimed, each at once and pending.
    await picContext.setOffline(true);
    for (const item of items) {
      const row = pic.getByTestId('checklist-item').filter({ hasText: item.title });
      // A controlled checkbox: it turns once the local write is done, so click and wait.
      await row.getByRole('checkbox').click();
      await expect(row).toHaveAttribute('data-claimed', 'true');
    }
    await expect(pic.getByTestId('checklist-item-pending')).toHaveCount(3);
    // A deadline and every item claimed (locally, still pending): the claim goes without a warning.
    await pic.getByTestId('action-claim').click();
    await expect(pic.getByTestId('process-status')).toHaveText('Claim');
    await expect(pic.getByTestId('claim-confirm')).toHaveCount(0);
    await expect(pic.getByTestId('compliance-pending')).toBeVisible();
    await expect.poll(async () => (await outboxSummary(pic)).pending).toBe(4);

    // Closed and opened again, still offline: the changes are still there and pending.
    await pic.close();
    const reopened = await picContext.newPage();
    await openDetail(reopened, base, id);
    await expect(reopened.getByTestId('process-status')).toHaveText('Claim');
    await expect(
      reopened.locator('[data-testid="checklist-item"][data-claimed="true"]'),
    ).toHaveCount(3);
    await expect(reopened.getByTestId('checklist-item-pending')).toHaveCount(3);
    await expect(reopened.getByTestId('compliance-pending')).toBeVisible();
    // Nothing reached the server meanwhile.
    expect((await detailOf(admin, id)).process_status).toBe('not_comply');

    // The connection returns: everything lands, once.
    await picContext.setOffline(false);
    await expect
      .poll(async () => (await outboxSummary(reopened)).pending, { timeout: 60_000 })
      .toBe(0);
    expect((await outboxSummary(reopened)).failed).toEqual([]);
    await expect(reopened.getByTestId('checklist-item-pending')).toHaveCount(0, {
      timeout: 30_000,
    });
    await expect(reopened.getByTestId('compliance-pending')).toHaveCount(0, { timeout: 30_000 });

    const landed = await detailOf(admin, id);
    expect(landed.process_status).toBe('claim');
    expect(landed.checklist.filter((i) => i.is_claim_checklist)).toHaveLength(3);
    const log = await activityOf(admin, id);
    const counts = claimCounts(log);
    for (const item of items) expect(counts.get(item.checklist_uuid), item.title).toBe(1);
    expect(log.filter((r) => r.action === 'claim')).toHaveLength(1);

    // The auditor's open screen follows without a reload, then audits and approves.
    await auditAndApprove(auditor);

    await expect(reopened.getByTestId('process-status')).toHaveText('Comply', { timeout: 30_000 });
    const approved = await detailOf(admin, id);
    expect(approved.process_status).toBe('approved');
    const after = await activityOf(admin, id);
    expect(after.filter((r) => r.action === 'audit')).toHaveLength(1);
    expect(after.filter((r) => r.action === 'approve')).toHaveLength(1);
  } finally {
    await picContext.close();
    await auditorContext.close();
  }
});

test('a claim queued offline while the auditor rejects: the PIC sees the refusal and the reject reason', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const admin = await apiAs(base, USERS.admin);
  const picApi = await apiAs(base, USERS.pic);
  const auditorApi = await apiAs(base, USERS.auditor);
  const [{ compliance_uuid: id }] = await picAndAuditorCompliances(picApi, admin, auditorApi, 1);
  await normalizeChecklist(admin, id, 2);
  const reason = `Signed report missing ${Date.now()}`;

  const context = await browser.newContext();
  try {
    const pic = await context.newPage();
    await loginPage(pic, base, USERS.pic);
    await openDetail(pic, base, id);
    await expect(pic.getByTestId('process-status')).toHaveText('In progress');

    await context.setOffline(true);
    await pic.getByTestId('action-claim').click();
    await pic.getByTestId('claim-confirm').getByTestId('claim-confirm-button').click();
    await expect(pic.getByTestId('process-status')).toHaveText('Claim');
    await expect(pic.getByTestId('compliance-pending')).toBeVisible();
    await expect.poll(async () => (await outboxSummary(pic)).pending).toBe(1);

    // Meanwhile the compliance moves on: the admin claims it, the auditor rejects it.
    const claimed = await admin.call('PUT', '/compliance/process/update', {
      compliance_uuid: id,
      action: 'claim',
      confirm: true,
      from_status: 'not_comply',
    });
    expect(claimed.status).toBe(200);
    const rejected = await auditorApi.call('PUT', '/compliance/process/update', {
      compliance_uuid: id,
      action: 'reject',
      reason,
      from_status: 'claim',
    });
    expect(rejected.status).toBe(200);

    await context.setOffline(false);
    await expect.poll(async () => (await outboxSummary(pic)).pending, { timeout: 60_000 }).toBe(0);
    const failed = (await outboxSummary(pic)).failed;
    expect(failed).toHaveLength(1);
    expect(failed[0].status).toBe(409);

    // The failed change with the server's reason, and the server's state with the reject reason.
    await expect(pic.getByTestId('compliance-write-error')).toContainText(failed[0].message, {
      timeout: 30_000,
    });
    await expect(pic.getByTestId('compliance-write-error')).toContainText('In progress');
    await expect(pic.getByTestId('reject-reason-shown')).toContainText(reason, { timeout: 30_000 });
    await expect(pic.getByTestId('process-status')).toHaveText('Claim');
    await expect(pic.getByTestId('compliance-pending')).toHaveCount(0);
    await pic.getByTestId('outbox-status').click();
    await expect(pic.getByTestId('outbox-failed-item')).toContainText('409');

    // The server kept the auditor's reject; the refused claim wrote nothing.
    const server = await detailOf(admin, id);
    expect(server.process_status).toBe('claim');
    expect(server.reject_reason).toBe(reason);
    const log = await activityOf(admin, id);
    expect(log.filter((r) => r.action === 'claim')).toHaveLength(1);
    expect(log.filter((r) => r.action === 'reject')).toHaveLength(1);
  } finally {
    await context.close();
  }
});
