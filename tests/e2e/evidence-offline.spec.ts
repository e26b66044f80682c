/**
 * Issue 10 acceptance, offline evidence capture against the built app and the real server:
 * the demo PIC, with the network off, attaches three photos (real PNG files made here) to a
 * checklist item through its file input; they show at once as pending with thumbnails; the page
 * is closed and a new one opened (still offline: the files are still there, waiting); the
 * connection returns: exactly three documents land on the server, each once, related to that
 * checklist item, and the item lists them as evidence. A file the server refuses (an executable
 * named .pdf) is listed failed with the server's reason and kept until removed. A file opened
 * once opens offline (the service worker's bounded file cache).
 * The data is picked from the seed through the API, not hard-coded.
 */
import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiAs,
  loginPage,
  normalizeChecklist,
  outboxSummary,
  picAndAuditorCompliances,
  USERS,
} from './compliance-api';

/** A real PNG of w x h pixels of one colour. */
function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: w }, () => rgb).flat()),
  ]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An executable (a PE header) under a .pdf name: the server finds its type from the content. */
const EXECUTABLE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62, 0x90),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200, 0x01),
]);

interface DocItem {
  document_uuid: string;
  file_name: string;
}
interface DocDetail extends DocItem {
  relations: { type: string; target_uuid: string; compliance_uuid: string | null }[];
}

async function expectNoSeriousViolation(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = result.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function openDetail(page: Page, base: string, id: string) {
  await page.goto(`${base}/compliance/${id}`);
  await expect(page.getByTestId('compliance-detail')).toBeVisible({ timeout: 30_000 });
}

/** The list item of the checklist holding `title` (its row and its evidence). */
function itemOf(page: Page, title: string): Locator {
  return page
    .getByTestId('checklist-panel')
    .locator('li')
    .filter({ has: page.getByTestId('checklist-item').filter({ hasText: title }) });
}

test('three photos attached offline land once each after a page close, related to the item; a refused file is listed failed with the reason', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const admin = await apiAs(base, USERS.admin);
  const picApi = await apiAs(base, USERS.pic);
  const auditorApi = await apiAs(base, USERS.auditor);
  const [{ compliance_uuid: id }] = await picAndAuditorCompliances(picApi, admin, auditorApi, 1);
  const [item] = await normalizeChecklist(admin, id, 2);
  const stamp = `ev${Date.now()}`;
  const photos = [
    { name: `${stamp}-a.png`, mimeType: 'image/png', buffer: png(8, 6, [200, 30, 30]) },
    { name: `${stamp}-b.png`, mimeType: 'image/png', buffer: png(6, 8, [30, 160, 30]) },
    { name: `${stamp}-c.png`, mimeType: 'image/png', buffer: png(10, 10, [30, 30, 200]) },
  ];

  const context = await browser.newContext();
  try {
    const pic = await context.newPage();
    await loginPage(pic, base, USERS.pic);
    await openDetail(pic, base, id);
    const row = itemOf(pic, item.title);
    await expect(row.getByTestId('upload-input')).toHaveCount(1);

    // Offline: three photos through the item's file input, shown at once with thumbnails.
    await context.setOffline(true);
    await row.getByTestId('upload-input').setInputFiles(photos);
    await expect(row.getByTestId('pending-upload')).toHaveCount(3);
    await expect(row.getByTestId('pending-upload-thumbnail')).toHaveCount(3);
    await expect(row.locator('[data-testid="pending-upload"][data-state="queued"]')).toHaveCount(
      3,
      { timeout: 30_000 },
    );
    await expect(row.getByTestId('pending-upload').first()).toContainText(
      'Waiting for the connection',
    );
    await expect(row.getByTestId('storage-space')).toContainText('Offline storage:');
    await expect.poll(async () => (await outboxSummary(pic)).pending).toBe(3);

    // Closed, and a new page opened, still offline: the files are still there, waiting.
    await pic.close();
    const reopened = await context.newPage();
    await openDetail(reopened, base, id);
    const again = itemOf(reopened, item.title);
    await expect(again.locator('[data-testid="pending-upload"][data-state="queued"]')).toHaveCount(
      3,
    );
    await expect(again.getByTestId('pending-upload-thumbnail')).toHaveCount(3);
    const before = await picApi.call<{ data: DocItem[] }>(
      'GET',
      `/documents/list?search=${stamp}&limit=50`,
    );
    expect(before.body.data.data).toHaveLength(0);

    // The connection returns: each file lands once and the item lists it as evidence.
    await context.setOffline(false);
    await expect
      .poll(async () => (await outboxSummary(reopened)).pending, { timeout: 60_000 })
      .toBe(0);
    expect((await outboxSummary(reopened)).failed).toEqual([]);
    await expect(again.getByTestId('evidence-document')).toHaveCount(3, { timeout: 30_000 });
    await expect(again.getByTestId('pending-upload')).toHaveCount(0, { timeout: 30_000 });

    const landed = await picApi.call<{ data: DocItem[] }>(
      'GET',
      `/documents/list?search=${stamp}&limit=50`,
    );
    expect(landed.status).toBe(200);
    const docs = landed.body.data.data;
    expect(docs.map((d) => d.file_name).sort()).toEqual(photos.map((p) => p.name).sort());
    for (const doc of docs) {
      const detail = await picApi.call<DocDetail>(
        'GET',
        `/documents/detail/${doc.document_uuid}?lang=en`,
      );
      expect(detail.status).toBe(200);
      const checklistRelations = detail.body.data.relations.filter((r) => r.type === 'checklist');
      expect(
        checklistRelations.map((r) => r.target_uuid),
        doc.file_name,
      ).toEqual([item.checklist_uuid]);
    }

    // A file opened once opens offline too (the worker's file cache), with the same bytes.
    const opened = again.getByTestId('evidence-document').first().getByRole('button');
    const openedName = (await opened.textContent())!.trim();
    const original = photos.find((p) => p.name === openedName)!.buffer;
    const openFile = async () => {
      const download = reopened.waitForEvent('download');
      await opened.click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(openedName);
      return readFile((await file.path())!);
    };
    expect((await openFile()).equals(original)).toBe(true);
    await context.setOffline(true);
    expect((await openFile()).equals(original)).toBe(true);
    await context.setOffline(false);

    // A file the server refuses for good: listed failed with its reason, kept until removed.
    const refusedName = `${stamp}-report.pdf`;
    const form = new FormData();
    form.append('file', new Blob([EXECUTABLE], { type: 'application/pdf' }), refusedName);
    const direct = await fetch(`${base}/api/documents/upload?lang=en`, {
      method: 'POST',
      headers: { access_token: picApi.token },
      body: form,
    });
    expect(direct.status).toBe(400);
    const reason = ((await direct.json()) as { message: string }).message;
    expect(reason).toBeTruthy();

    await again
      .getByTestId('upload-input')
      .setInputFiles([{ name: refusedName, mimeType: 'application/pdf', buffer: EXECUTABLE }]);
    const refused = again.locator(`[data-testid="pending-upload"][data-name="${refusedName}"]`);
    await expect(refused).toHaveAttribute('data-state', 'failed', { timeout: 30_000 });
    await expect(refused.getByTestId('pending-upload-state')).toContainText(reason);
    await reopened.reload();
    const afterReload = itemOf(reopened, item.title).locator(
      `[data-testid="pending-upload"][data-name="${refusedName}"]`,
    );
    await expect(afterReload).toHaveAttribute('data-state', 'failed', { timeout: 30_000 });

    // On a 390 px phone: the evidence (documents, the failed file, the buttons) fits and passes axe,
    // and so does the library picker.
    await reopened.setViewportSize({ width: 390, height: 844 });
    await expect(itemOf(reopened, item.title).getByTestId('evidence-document')).toHaveCount(3);
    await expectNoSeriousViolation(reopened, '[data-testid="checklist-panel"]');
    expect(await reopened.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await itemOf(reopened, item.title)
      .getByRole('button', { name: `Attach from the library: ${item.title}` })
      .click();
    await expect(reopened.getByTestId('attach-document-option').first()).toBeVisible();
    await expectNoSeriousViolation(reopened, '[role="dialog"]');
    await reopened.keyboard.press('Escape');
    await expect(reopened.getByTestId('attach-document-dialog')).toHaveCount(0);

    await afterReload.getByTestId('pending-upload-remove').click();
    await expect(afterReload).toHaveCount(0);

    // Still exactly the three photos on the server.
    const final = await picApi.call<{ data: DocItem[] }>(
      'GET',
      `/documents/list?search=${stamp}&limit=50`,
    );
    expect(final.body.data.data).toHaveLength(3);
  } finally {
    await context.close();
  }
});
