/**
 * Issue 24 acceptance, a company's own obligation through the whole product against the built
 * app and the real server: the demo customer's admin adds an own topic under a provider sector and
 * an own obligation with two checklist items in the library screen (marked "Own"); its compliance
 * opens at once; the admin assigns a PIC and an auditor in the compliance's members panel; the PIC
 * claims the items and the compliance offline, they sync; the auditor audits and approves in the
 * compliance screen; the dashboard counts it. A user of another company never sees it: not through
 * the API, not through sync. A second test orders own topics and deletes an own draft obligation
 * and own topics in the library screen.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiAs,
  auditAndApprove,
  detailOf,
  listIds,
  loginPage,
  outboxSummary,
  userOf,
  USERS,
  type Api,
} from './compliance-api';

const OTHER_COMPANY = 'admin@nusantara.test';

/** The admin assigns `email` to the open compliance as `position`, in its members panel. */
async function assignInPanel(page: Page, position: 'PIC' | 'Auditor', email: string) {
  await page
    .getByTestId('members-panel')
    .getByRole('button', { name: 'Assign', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Assign to this compliance' });
  if (position !== 'PIC') {
    await dialog.getByLabel('Position', { exact: true }).click();
    await page.getByRole('option', { name: position, exact: true }).click();
  }
  await dialog.getByLabel('User', { exact: true }).fill(email);
  await page.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
}

async function pullAll(api: Api, collection: string): Promise<string> {
  let docs = '';
  let q = '?limit=500';
  for (;;) {
    const res = await api.call<{
      documents: unknown[];
      checkpoint: { updated_at: string; id: string };
    }>('GET', `/sync/${collection}${q}`);
    expect(res.status).toBe(200);
    if (res.body.data.documents.length === 0) return docs;
    docs += JSON.stringify(res.body.data.documents);
    q = `?updated_at=${encodeURIComponent(res.body.data.checkpoint.updated_at)}&id=${res.body.data.checkpoint.id}&limit=500`;
  }
}

test('an own obligation: created in the library, assigned, claimed offline, approved, counted; never seen by another company', async ({
  browser,
  baseURL,
}) => {
  // Three browser sign-ins (admin, PIC, auditor), each waiting for its worker and first sync: ~50 s apiece at load 15 on 2 cores.
  test.setTimeout(480_000);
  const base = baseURL!;
  const admin = await apiAs(base, USERS.admin);
  const picApi = await apiAs(base, USERS.pic);
  const auditorApi = await apiAs(base, USERS.auditor);
  const other = await apiAs(base, OTHER_COMPANY);
  const tag = `Site permit ${Date.now().toString(36)}`;
  const sectors = await admin.call<{ data: { sector_uuid: string }[] }>(
    'GET',
    '/v2/sectors?limit=1',
  );
  const sectorId = sectors.body.data.data[0].sector_uuid;
  const dashboardBefore = (await admin.call<{ comply: number }>('GET', '/dashboard/list')).body
    .data;

  // The admin writes the own topic and obligation in the library screen.
  const adminContext = await browser.newContext();
  const picContext = await browser.newContext();
  const auditorContext = await browser.newContext();
  try {
    const page = await adminContext.newPage();
    await loginPage(page, base, USERS.admin);
    await page.goto(`${base}/library/${sectorId}`);
    await expect(page.getByTestId('sector-detail')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('own-topic-add').click();
    const topicDialog = page.getByTestId('own-topic-dialog');
    // One language only: the Indonesian title takes the English one.
    await topicDialog.getByLabel('Title (English)').fill(`Our permits ${tag}`);
    await topicDialog.getByRole('button', { name: 'Save' }).click();
    await expect(topicDialog).toHaveCount(0);
    const topic = page.getByTestId('topic').filter({ hasText: `Our permits ${tag}` });
    await expect(topic).toBeVisible({ timeout: 30_000 });
    await expect(topic.getByTestId('own-badge').first()).toHaveText('Own');

    await page.getByRole('button', { name: `Add an obligation to Our permits ${tag}` }).click();
    const dialog = page.getByTestId('own-obligation-dialog');
    await dialog.getByLabel('Title (English)').fill(tag);
    await dialog.getByLabel('Title (Indonesian)').fill(`Izin lokasi ${tag}`);
    await dialog.getByLabel('Type', { exact: true }).click();
    await page.getByRole('option', { name: 'Periodic' }).click();
    for (const [i, title] of ['Renew the permit', 'File the site report'].entries()) {
      await dialog.getByRole('button', { name: 'Add checklist item' }).click();
      await dialog.getByLabel(`Checklist item ${i + 1} (English)`).fill(title);
    }
    await dialog.getByRole('button', { name: 'Save and publish' }).click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });
    const row = page.getByTestId('obligation-row').filter({ hasText: tag });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByTestId('own-badge')).toHaveText('Own');

    // Its compliance opened at once, with the two items; the admin assigns a PIC and an auditor.
    let ids: string[] = [];
    await expect
      .poll(
        async () =>
          (ids = await listIds(admin, `search=${encodeURIComponent(tag)}&limit=10&lang=en`)).length,
        { timeout: 30_000 },
      )
      .toBe(1);
    const id = ids[0];
    const opened = await detailOf(admin, id);
    expect(opened.process_status).toBe('not_assigned');
    expect(opened.checklist.map((i) => i.title).sort()).toEqual([
      'File the site report',
      'Renew the permit',
    ]);
    await page.goto(`${base}/compliance/${id}`);
    await expect(page.getByTestId('compliance-detail')).toBeVisible({ timeout: 30_000 });
    await assignInPanel(page, 'PIC', USERS.pic);
    await assignInPanel(page, 'Auditor', USERS.auditor);
    await expect
      .poll(
        async () =>
          (await detailOf(admin, id)).members
            .filter((m) => m.role_code === 'pic' || m.role_code === 'auditor')
            .map((m) => `${m.role_code}:${m.user_uuid}`)
            .sort(),
        { timeout: 30_000 },
      )
      .toEqual([`auditor:${userOf(auditorApi)}`, `pic:${userOf(picApi)}`]);
    expect(
      (
        await admin.call('PUT', '/compliance/update', {
          compliance_uuid: id,
          deadline: '2031-06-30',
        })
      ).status,
    ).toBe(200);

    // The PIC claims both items and the compliance offline; they land when the connection returns.
    const pic = await picContext.newPage();
    await loginPage(pic, base, USERS.pic);
    await pic.goto(`${base}/compliance/${id}`);
    await expect(pic.getByTestId('compliance-detail')).toBeVisible({ timeout: 30_000 });
    await expect(pic.getByTestId('checklist-item')).toHaveCount(2, { timeout: 30_000 });
    await picContext.setOffline(true);
    for (const title of ['Renew the permit', 'File the site report']) {
      const item = pic.getByTestId('checklist-item').filter({ hasText: title });
      await item.getByRole('checkbox').click();
      await expect(item).toHaveAttribute('data-claimed', 'true');
    }
    await pic.getByTestId('action-claim').click();
    await expect(pic.getByTestId('process-status')).toHaveText('Claim');
    await expect.poll(async () => (await outboxSummary(pic)).pending).toBe(3);
    expect((await detailOf(admin, id)).process_status).not.toBe('claim');
    await picContext.setOffline(false);
    await expect.poll(async () => (await outboxSummary(pic)).pending, { timeout: 60_000 }).toBe(0);
    expect((await outboxSummary(pic)).failed).toEqual([]);
    const claimed = await detailOf(admin, id);
    expect(claimed.process_status).toBe('claim');
    expect(claimed.checklist.every((i) => i.is_claim_checklist)).toBe(true);

    // The auditor audits and approves in the compliance screen; the dashboard counts it, and the PIC's screen follows.
    const auditor = await auditorContext.newPage();
    await loginPage(auditor, base, USERS.auditor);
    await auditor.goto(`${base}/compliance/${id}`);
    await expect(auditor.getByTestId('compliance-detail')).toBeVisible({ timeout: 30_000 });
    await auditAndApprove(auditor);
    await expect
      .poll(async () => (await detailOf(admin, id)).process_status, { timeout: 30_000 })
      .toBe('approved');
    await expect(pic.getByTestId('process-status')).toHaveText('Comply', { timeout: 30_000 });
    const dashboardAfter = (await admin.call<{ comply: number }>('GET', '/dashboard/list')).body
      .data;
    expect(dashboardAfter.comply).toBe(dashboardBefore.comply + 1);

    // Another company: not in its lists, search, sync or dashboard; its id answers 404.
    const obligations = await admin.call<{ data: { obligation_uuid: string }[] }>(
      'GET',
      `/obligation/list?search=${encodeURIComponent(tag)}`,
    );
    const obligationId = obligations.body.data.data[0].obligation_uuid;
    expect((await other.call('GET', `/obligation/${obligationId}`)).status).toBe(404);
    expect((await other.call('GET', `/compliance/${id}`)).status).toBe(404);
    expect(
      (
        await other.call<{ total: number }>(
          'GET',
          `/obligation/list?search=${encodeURIComponent(tag)}`,
        )
      ).body.data.total,
    ).toBe(0);
    expect(await listIds(other, `search=${encodeURIComponent(tag)}&limit=10&lang=en`)).toEqual([]);
    expect(
      JSON.stringify(
        (await other.call('GET', `/search/suggestions?q=${encodeURIComponent(tag)}`)).body,
      ),
    ).not.toContain(obligationId);
    for (const collection of ['obligations', 'topics', 'compliances'])
      expect(await pullAll(other, collection), collection).not.toContain(tag.slice(-8));
    expect(await pullAll(other, 'compliances')).not.toContain(id);
  } finally {
    await adminContext.close();
    await picContext.close();
    await auditorContext.close();
  }
});

test('own topics reordered with Move down, an own draft obligation and own topics deleted in the library screen', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const admin = await apiAs(base, USERS.admin);
  const tag = Date.now().toString(36);
  const sectors = await admin.call<{ data: { sector_uuid: string }[] }>(
    'GET',
    '/v2/sectors?limit=1',
  );
  const sectorId = sectors.body.data.data[0].sector_uuid;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await loginPage(page, base, USERS.admin);
    await page.goto(`${base}/library/${sectorId}`);
    await expect(page.getByTestId('sector-detail')).toBeVisible({ timeout: 30_000 });
    const [first, second] = [`First ${tag}`, `Second ${tag}`];
    for (const title of [first, second]) {
      await page.getByTestId('own-topic-add').click();
      const dialog = page.getByTestId('own-topic-dialog');
      await dialog.getByLabel('Title (English)').fill(title);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('topic').filter({ hasText: title })).toBeVisible({
        timeout: 30_000,
      });
    }
    const order = async () =>
      (await page.getByTestId('topic').allTextContents())
        .map((t) => (t.includes(first) ? 'first' : t.includes(second) ? 'second' : null))
        .filter(Boolean);
    await expect.poll(order).toEqual(['first', 'second']);
    // Master topics offer no move; an own topic moves among the company's own, from the keyboard too.
    const masterTopics = page
      .getByTestId('topic')
      .filter({ hasNot: page.getByTestId('own-badge') });
    await expect(masterTopics.first()).toBeVisible();
    await expect(masterTopics.getByRole('button', { name: /^Move / })).toHaveCount(0);
    await page.getByRole('button', { name: `Move ${first} down` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(order, { timeout: 30_000 }).toEqual(['second', 'first']);

    // An obligation without a type cannot be published: it stays a draft, which can be deleted.
    const draftTitle = `Draft ${tag}`;
    await page.getByRole('button', { name: `Add an obligation to ${first}` }).click();
    const dialog = page.getByTestId('own-obligation-dialog');
    await dialog.getByLabel('Title (English)').fill(draftTitle);
    await dialog.getByRole('button', { name: 'Save and publish' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const row = page.getByTestId('obligation-row').filter({ hasText: draftTitle });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText('Draft');
    // The topic still holds it: the server's refusal stays in the dialog.
    await page.getByRole('button', { name: `Delete ${first}` }).click();
    const confirm = page.getByTestId('own-delete-dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByRole('alert')).toContainText(
      'This topic still has subtopics or obligations',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: `Delete ${draftTitle}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toHaveCount(0, { timeout: 30_000 });
    await expect(row).toHaveCount(0, { timeout: 30_000 });
    for (const title of [first, second]) {
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByTestId('topic').filter({ hasText: title })).toHaveCount(0, {
        timeout: 30_000,
      });
    }
    const list = await admin.call<{ data: unknown[] }>(
      'GET',
      `/obligation/list?search=${encodeURIComponent(draftTitle)}`,
    );
    expect(list.body.data.data).toEqual([]);
  } finally {
    await context.close();
  }
});

test.describe('on a 375 px phone', () => {
  test("the own library's actions fit the screen, the dialog is usable, and offline each says it needs a connection", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const base = baseURL!;
    const admin = await apiAs(base, USERS.admin);
    // The seed's own topic of the demo customer: its sector is where the own rows are.
    const topics = await admin.call<{
      documents: {
        company_uuid: string | null;
        sector_uuid: string;
        title_en: string;
        parent_uuid: string;
      }[];
    }>('GET', '/sync/topics?limit=500');
    const own = topics.body.data.documents.find((t) => t.company_uuid && t.parent_uuid === '')!;
    expect(own, 'an own topic in the seed').toBeTruthy();
    const context = await browser.newContext({ hasTouch: true });
    try {
      const page = await context.newPage();
      // Signed in and synced at the desktop width (the phone keeps the sync badge in the drawer), then a phone.
      await loginPage(page, base, USERS.admin);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${base}/library/${own.sector_uuid}`);
      await expect(page.getByTestId('sector-detail')).toBeVisible({ timeout: 30_000 });
      const topic = page.getByTestId('topic').filter({ hasText: own.title_en }).first();
      await expect(topic).toBeVisible({ timeout: 30_000 });
      // Nothing wider than the screen; the own rows' buttons are on it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      const buttons = topic.getByRole('button');
      expect(await buttons.count()).toBeGreaterThan(3);
      for (const button of await buttons.all()) {
        await button.scrollIntoViewIfNeeded();
        const box = (await button.boundingBox())!;
        expect(box.x, (await button.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(0);
        expect(
          box.x + box.width,
          (await button.getAttribute('aria-label')) ?? '',
        ).toBeLessThanOrEqual(375);
      }
      // The obligation dialog fills the phone: its save button is reachable.
      await topic
        .getByTestId('obligation-row')
        .first()
        .getByRole('button', { name: /^Edit / })
        .click();
      const dialog = page.getByTestId('own-obligation-dialog');
      await expect(dialog.getByLabel('Title (English)')).toBeVisible();
      await expect(dialog.getByLabel('Add a related regulation')).toBeVisible();
      const save = dialog.getByRole('button', { name: 'Save' });
      await save.scrollIntoViewIfNeeded();
      const box = (await save.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // Offline: reading stays, every own action is disabled with the reason said.
      await context.setOffline(true);
      await expect(page.getByTestId('needs-connection')).toHaveText(/Needs a connection/);
      await expect(page.getByTestId('own-topic-add')).toBeDisabled();
      await expect(topic.getByRole('button', { name: /^Edit / }).first()).toBeDisabled();
      await expect(topic.getByTestId('own-badge').first()).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByTestId('needs-connection')).toHaveCount(0);
      await expect(page.getByTestId('own-topic-add')).toBeEnabled();
    } finally {
      await context.close();
    }
  });
});
