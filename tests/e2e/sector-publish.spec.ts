/**
 * Issue 11, acceptance 2: publish to confirm. The provider's editor changes an obligation a
 * customer works on and publishes the sector's version from the authoring workspace, then delivers
 * it; the customer's admin, online in another context, is blocked by the content-updating modal
 * while the delivery runs, then finds the compliance waiting for confirmation, reads what changed
 * and confirms it carrying the old progress.
 *
 * A sector takes one version a day, so the test picks a sector not published today (a retry on the
 * same day takes another one).
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAs, PASSWORD } from './compliance-api';

interface SectorRow {
  sector_uuid: string;
  code: string;
  name: string;
  version: number;
  last_published_at: string | null;
}
interface ComplianceRow {
  compliance_uuid: string;
  obligation_uuid: string;
  sector_uuid: string;
  comp_title_en: string;
  confirmation_status: string | null;
  is_active: boolean;
  process_status: string;
  version_code: number;
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'success', {
    timeout: 90_000,
  });
}

test('an editor publishes a changed obligation; the customer is held during the delivery, then confirms carrying the old progress', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const editorApi = await apiAs(baseURL!, 'editor@provider.test');
  const adminApi = await apiAs(baseURL!, 'admin@sejahtera.test');
  const today = new Date().toISOString().slice(0, 10);
  const sectors = (
    await editorApi.call<{ data: SectorRow[] }>('GET', '/v2/sectors?limit=~&lang=en')
  ).body.data.data;
  const open = new Map(
    sectors
      .filter((s) => s.last_published_at?.slice(0, 10) !== today)
      .map((s) => [s.sector_uuid, s]),
  );
  const compliances = (
    await adminApi.call<{ data: ComplianceRow[] }>('GET', '/v2/compliance/list?limit=100&lang=en')
  ).body.data.data;
  // Titles must be unique so the tree's row is found by its name.
  const target = compliances.find(
    (c) =>
      open.has(c.sector_uuid) &&
      c.is_active &&
      !c.confirmation_status &&
      compliances.filter((o) => o.comp_title_en === c.comp_title_en).length === 1,
  );
  expect(target, 'a compliance of the demo company in a sector not published today').toBeTruthy();
  if (!target) return;
  // A version publishes every draft of the sector, and a draft needs its type first: the editor
  // finishes the demo's drafts of this sector (through the API) before the version.
  const pending = (
    await editorApi.call<{ added: { obligation_uuid: string }[] }>(
      'POST',
      '/sectors/dynamic-content-publish-result-compare',
      { sector_uuid: target.sector_uuid },
    )
  ).body.data;
  for (const draft of pending.added) {
    const detail = (
      await editorApi.call<{ type: string | null }>('GET', `/obligation/${draft.obligation_uuid}`)
    ).body.data;
    if (!detail.type)
      expect(
        (
          await editorApi.call('PUT', '/obligation/update', {
            obligation_uuid: draft.obligation_uuid,
            type: 'periodic',
          })
        ).status,
      ).toBe(200);
  }
  const sector = open.get(target.sector_uuid)!;
  const amended = `${target.comp_title_en} (amended ${Date.now() % 100000})`;

  // The customer's admin is online in their own browser, watching every event and the modal.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const frames: string[] = [];
  customer.on('websocket', (ws) =>
    ws.on(
      'framereceived',
      (f) =>
        typeof f.payload === 'string' &&
        f.payload.includes('content-updating') &&
        frames.push(f.payload),
    ),
  );
  await signIn(customer, 'admin@sejahtera.test');
  await customer.evaluate(() => {
    const seen = { modal: false };
    (window as unknown as { __modalSeen: typeof seen }).__modalSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="content-updating-modal"]')) seen.modal = true;
    }).observe(document.body, { childList: true, subtree: true });
  });

  // The editor changes the obligation's English title (a draft until the version is published).
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signIn(editor, 'editor@provider.test');
  await editor.goto('/authoring');
  await editor.getByTestId('authoring-sector-select').click();
  await editor.getByRole('option', { name: `${sector.code} · ${sector.name}` }).click();
  await expect(editor.getByTestId('authoring-sector')).toBeVisible();
  await editor
    .getByRole('button', { name: `Actions for ${target.comp_title_en}` })
    .first()
    .click();
  await editor.getByRole('menuitem', { name: 'Edit' }).click();
  const form = editor.getByTestId('obligation-editor');
  await expect(form.getByLabel('Title (English)')).toHaveValue(target.comp_title_en);
  await form.getByLabel('Title (English)').fill(amended);
  await form.getByTestId('obligation-save').click();
  await expect(form).toBeHidden();

  // Publish: the compare names the change, field by field.
  await editor.getByTestId('publish-version').click();
  const publish = editor.getByRole('dialog', { name: 'Publish a sector version' });
  const changed = publish.getByTestId('version-changed').filter({ hasText: amended });
  await expect(changed).toBeVisible({ timeout: 30_000 });
  await expect(changed.getByRole('row', { name: /Title \(English\)/ })).toContainText(
    target.comp_title_en,
  );
  const next = sector.version + 1;
  await publish.getByRole('button', { name: `Publish version ${next}` }).click();
  const published = editor.getByRole('dialog', { name: `Version ${next} published` });
  await expect(published).toBeVisible();
  await published.getByRole('button', { name: 'Deliver to customers' }).click();
  const sync = editor.getByRole('dialog', { name: 'Deliver to customers' });
  await expect(sync.getByTestId('sync-state')).toHaveAttribute('data-state', 'done', {
    timeout: 60_000,
  });
  await expect(sync.getByTestId('sync-companies')).toContainText(/to confirm/);

  // The customer was told the delivery started and ended, and was held by the modal meanwhile.
  await expect
    .poll(() =>
      frames
        .filter((f) => f.includes(sector.sector_uuid))
        .map((f) => (f.includes('"updating":true') ? 'start' : 'end')),
    )
    .toEqual(['start', 'end']);
  expect(
    await customer.evaluate(
      () => (window as unknown as { __modalSeen: { modal: boolean } }).__modalSeen.modal,
    ),
  ).toBe(true);
  await expect(customer.getByTestId('content-updating-modal')).toBeHidden();

  // The compliance now asks for confirmation; its dialog shows the new title; carry the progress.
  await customer.goto(`/compliance/${target.compliance_uuid}`);
  await customer.getByTestId('compliance-confirm-update').click({ timeout: 60_000 });
  const confirm = customer.getByTestId('confirm-update-dialog');
  await expect(confirm).toContainText(amended, { timeout: 30_000 });
  await confirm.getByLabel('Carry the old progress').check();
  await confirm.getByTestId('confirm-submit').click();
  // The new compliance opens once the sync has brought it.
  await expect(customer).not.toHaveURL(new RegExp(target.compliance_uuid), { timeout: 60_000 });
  const landed = (
    await adminApi.call<{ data: ComplianceRow[] }>(
      'GET',
      `/v2/compliance/list?limit=100&lang=en&is_active=all&search=${encodeURIComponent(amended)}`,
    )
  ).body.data.data;
  const fresh = landed.find((c) => c.compliance_uuid !== target.compliance_uuid && c.is_active);
  expect(fresh, 'the confirmed compliance on the new version').toBeTruthy();
  expect(fresh!.version_code).toBeGreaterThan(target.version_code);
  expect(fresh!.process_status).toBe(target.process_status);

  await customerContext.close();
  await editorContext.close();
});
