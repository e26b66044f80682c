/**
 * The interactive API reference renders in Chromium from this server alone: its operations show,
 * the console stays clean (the CSP lets the page run) and no request leaves the origin.
 */
import { expect, test } from '@playwright/test';

test('the API reference at /api/docs renders every area with no console error and no outside request', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const consoleErrors: string[] = [];
  const outside: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin)
      outside.push(req.url());
  });

  await page.goto('/api/docs');
  // Swagger UI builds the page from the whole OpenAPI document (every call, its schemas): on two
  // loaded cores in CI that took longer than the default 10 s once (passed on its retry).
  await expect(page.locator('.swagger-ui .info .title')).toContainText('RegComply API', {
    timeout: 30_000,
  });
  // Every area is listed, folded; opening one shows its operations with their method and path.
  await expect(page.locator('.opblock-tag').first()).toBeVisible();
  expect(await page.locator('.opblock-tag').count()).toBeGreaterThan(25);
  await page
    .locator('.opblock-tag', { hasText: /^obligation/ })
    .first()
    .click();
  await expect(
    page.locator('.opblock-summary-path', { hasText: '/obligation/{id}' }),
  ).toBeVisible();
  await page
    .locator('.opblock-tag', { hasText: /^documents/ })
    .first()
    .click();
  await expect(page.locator('.opblock-summary-path[data-path="/documents/upload"]')).toBeVisible();
  // Opening one shows its parameters and the example answer.
  await page.locator('.opblock-tag', { hasText: /^auth/ }).first().click();
  await page.locator('.opblock-summary', { hasText: '/auth/login' }).first().click();
  await expect(page.locator('.opblock.is-open')).toContainText('Login successful');
  // The security scheme is there to authorise with.
  await expect(page.locator('.btn.authorize')).toBeVisible();

  expect(consoleErrors).toEqual([]);
  expect(outside).toEqual([]);
});
