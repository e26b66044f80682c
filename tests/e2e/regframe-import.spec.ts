/**
 * Issue 11: the regframe import from the authoring workspace. The editor uploads a workbook with
 * one valid row and one in error: the report names the row and column and nothing is written;
 * "Import the valid rows only" writes the valid one, which shows in the tree as a draft under the
 * topic the row named.
 */
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { REGFRAME_COLUMNS } from '../../contract/api/regframe-import';
import { apiAs, PASSWORD } from './compliance-api';

test('an editor imports a regframe workbook: the row in error is reported, then the valid rows alone go in as drafts', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const editorApi = await apiAs(baseURL!, 'editor@provider.test');
  const sectors = (
    await editorApi.call<{ data: { sector_uuid: string; code: string; name: string }[] }>(
      'GET',
      '/v2/sectors?limit=~&lang=en',
    )
  ).body.data.data;
  const sector = sectors[0];
  const tag = Date.now() % 1_000_000;
  const topic = `Imported topic ${tag}`;
  const title = `Imported duty ${tag}`;

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Regframe');
  ws.addRow(REGFRAME_COLUMNS.map((c) => c.en));
  const cells = (over: Record<string, string>) => {
    const base: Record<string, string> = {
      sector_code: sector.code,
      topic_en: topic,
      topic_id: `Topik impor ${tag}`,
      title_en: title,
      title_id: `Kewajiban impor ${tag}`,
      type: 'periodic',
      priority: 'high',
    };
    return REGFRAME_COLUMNS.map((c) => ({ ...base, ...over })[c.key] ?? null);
  };
  ws.addRow(cells({}));
  ws.addRow(cells({ sector_code: 'NO-SUCH-SECTOR', title_en: `Never written ${tag}` }));
  const file = {
    name: 'regframe.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await wb.xlsx.writeBuffer()),
  };

  await page.goto('/login');
  await page.getByTestId('login-email').fill('editor@provider.test');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await page.goto('/authoring');
  await page.getByTestId('authoring-sector-select').click();
  await page.getByRole('option', { name: `${sector.code} · ${sector.name}` }).click();
  await expect(page.getByTestId('authoring-sector')).toBeVisible();

  await page.getByTestId('import-open').click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByTestId('import-send').click();
  await expect(dialog.getByTestId('import-refused')).toContainText('Nothing was written');
  await expect(dialog.getByTestId('import-report').getByRole('row').nth(1)).toHaveText(
    '3Sector codeNo sector has this code',
  );
  const written = await editorApi.call<{ data: unknown[] }>(
    'GET',
    `/v2/sectors/${sector.sector_uuid}?lang=en`,
  );
  expect(JSON.stringify(written.body)).not.toContain(title);

  await dialog.getByTestId('import-valid-rows').click();
  await expect(dialog.getByTestId('import-done')).toContainText(
    '2 rows read: 1 obligations created, 0 changed, 0 unchanged, 1 topics made. 1 row in error was skipped',
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  const tree = page.getByTestId('authoring-sector');
  await expect(tree.getByText(topic)).toBeVisible();
  await expect(tree.getByText(title)).toBeVisible();
  await expect(tree.getByText(`Never written ${tag}`)).toHaveCount(0);
});
