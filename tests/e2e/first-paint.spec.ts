import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';

// The login page loads light (issue 7): the splash paints without waiting for the app's
// stylesheet, React renders only once that stylesheet is in, and the sign-in call (axios, the
// contract's schemas) is fetched only when the user starts on the form.

test('the stylesheet does not block the splash, and the login screen renders styled', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login')).text();
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  expect(html).toMatch(
    /<link rel="preload" as="style"[^>]* href="\/assets\/[^"]+\.css" data-app-css>/,
  );
  expect(html).toContain('class="splash"');

  // Every frame from the first one: the sign-in button never appears without its styles.
  await page.addInitScript(() => {
    const w = window as unknown as { __unstyled?: boolean };
    new MutationObserver(() => {
      const button = document.querySelector('[data-testid="login-submit"]');
      if (button && getComputedStyle(button).borderRadius === '0px') w.__unstyled = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  const submit = page.getByTestId('login-submit');
  await expect(submit).toBeVisible();
  expect(await submit.evaluate((b) => getComputedStyle(b).borderRadius)).not.toBe('0px');
  expect(
    await page.evaluate(() => (window as unknown as { __unstyled?: boolean }).__unstyled),
  ).toBeUndefined();
});

test('the sign-in call is fetched once the user starts on the form, not before', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  const before = scripts.length;
  const signInChunk = page.waitForRequest((r) => /\/assets\/sign-in-[^/]+\.js$/.test(r.url()));
  await page.getByTestId('login-email').focus();
  await signInChunk;
  expect(scripts.slice(0, before).some((p) => /sign-in-/.test(p))).toBe(false);
});

test('the service worker precaches the screens but not the password estimator (about 1 MB gzip)', async ({
  request,
}) => {
  const sw = await (await request.get('/sw.js')).text();
  const precached = [...sw.matchAll(/"url":"([^"]+\.js)"/g)].map((m) => m[1]);
  expect(precached.some((url) => /^assets\/ui-/.test(url))).toBe(true);
  expect(precached.filter((url) => url.includes('password-judge'))).toEqual([]);
  // The chunk exists and is served when the password screens ask for it.
  const judge = readdirSync('dist/client/assets').find((f) => /^password-judge-.*\.js$/.test(f));
  expect(judge).toBeDefined();
  expect((await request.get(`/assets/${judge}`)).status()).toBe(200);
});
