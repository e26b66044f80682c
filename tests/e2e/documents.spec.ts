/**
 * The document library against the built app and the real server, as the demo admin: two files
 * uploaded through the API (a small PDF made here and a text file), the library lists them from
 * the synced collection, the PDF previews through pdf.js (a rendered canvas), a download hands over
 * exactly the stored bytes under the original name, a rename lands, and a delete goes through
 * the confirmation that names the file.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { minimalPdf, uploadDocument } from './documents-api';

const PASSWORD = 'Demo#2026';
const ADMIN = 'admin@sejahtera.test';

test('the library previews a PDF, downloads the same bytes, renames and deletes', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const pdf = minimalPdf(`Fire permit ${stamp}`);
  const text = Buffer.from(`Inspection notes ${stamp}\nExtinguisher tag checked.\n`);
  const login = await request.post('/api/auth/login', {
    data: { email: ADMIN, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const pdfDoc = await uploadDocument(request, token, {
    name: `permit-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  const textDoc = await uploadDocument(request, token, {
    name: `notes-${stamp}.txt`,
    mimeType: 'text/plain',
    buffer: text,
  });

  await page.goto('/login');
  await page.getByTestId('login-email').fill(ADMIN);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'success', {
    timeout: 60_000,
  });

  // The library, through the navigation, lists both (the newest first).
  await page.getByTestId('nav-documents').first().click();
  await expect(page).toHaveURL(/\/documents$/);
  const links = page.getByTestId('document-link');
  await expect(links.filter({ hasText: pdfDoc.file_name })).toBeVisible({ timeout: 30_000 });
  await expect(links.filter({ hasText: textDoc.file_name })).toBeVisible();
  await page.getByTestId('documents-search').fill(stamp);
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveText(textDoc.file_name);

  // A download from the list: the original name and exactly the uploaded bytes.
  const textRow = page.getByTestId('document-row').filter({ hasText: textDoc.file_name });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    textRow.getByTestId('document-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe(textDoc.file_name);
  expect(readFileSync((await download.path())!)).toEqual(text);
  await expect(textRow.getByTestId('download-done')).toBeVisible();

  // The PDF's preview: pdf.js renders its page on a canvas (the worker from our origin).
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(new URL(page.url()).origin)) outside.push(r.url());
  });
  await links.filter({ hasText: pdfDoc.file_name }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${pdfDoc.document_uuid}$`));
  await expect(page.getByTestId('document-title')).toHaveText(pdfDoc.file_name);
  const canvas = page.getByTestId('pdf-canvas');
  await expect(canvas).toHaveAttribute('data-rendered', 'true', { timeout: 30_000 });
  await expect
    .poll(
      async () =>
        canvas.evaluate((c: HTMLCanvasElement) => {
          const ctx = c.getContext('2d');
          if (!ctx || c.width === 0) return 0;
          const { data } = ctx.getImageData(0, 0, c.width, c.height);
          let dark = 0;
          for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && data[i] < 128) dark += 1;
          return dark;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(50);
  // The detail's download: the PDF's own bytes.
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('detail-download').click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe(pdfDoc.file_name);
  expect(readFileSync((await pdfDownload.path())!)).toEqual(pdf);
  expect(outside).toEqual([]);

  // Rename: the extension stays, the list and the server follow.
  await page.getByTestId('detail-rename').click();
  await page.getByTestId('rename-input').fill(`Operating permit ${stamp}`);
  await page.getByTestId('rename-save').click();
  await expect(page.getByTestId('document-title')).toHaveText(`Operating permit ${stamp}.pdf`);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/documents/detail/${pdfDoc.document_uuid}`, {
          headers: { access_token: token },
        });
        return ((await res.json()) as { data: { file_name: string } }).data.file_name;
      },
      { timeout: 20_000 },
    )
    .toBe(`Operating permit ${stamp}.pdf`);

  // Delete the text file from the library, after the confirmation names it.
  await page.goto('/documents');
  await page.getByTestId('documents-search').fill(stamp);
  const row = page.getByTestId('document-row').filter({ hasText: textDoc.file_name });
  await row.getByTestId('document-menu').click();
  await page.getByTestId('action-delete').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('delete-files')).toHaveText(textDoc.file_name);
  await dialog.getByTestId('delete-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(links.filter({ hasText: textDoc.file_name })).toHaveCount(0, { timeout: 30_000 });
  await expect(links).toHaveCount(1);
  const gone = await request.get(`/api/documents/detail/${textDoc.document_uuid}`, {
    headers: { access_token: token },
  });
  expect(gone.status()).toBe(404);
});
