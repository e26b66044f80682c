import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Route,
} from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * The service worker against the built app: offline writes queue in the outbox, replay in order
 * with their Idempotency-Key once the connection is back (through 503s, a lost answer, a closed
 * page and a stopped worker, and a token revoked while offline), and the shell opens offline.
 * Playwright's context.route sees the worker's own requests in Chromium, so the server's trouble
 * is simulated there; nothing in the server changes for these tests.
 */

const PASSWORD = 'Demo#2026';
const BOOKMARK = '**/api/obligation/bookmark*';
const SW_FILE = 'dist/client/sw.js';

interface Summary {
  pending: number;
  failed: { id: string; status: number; message: string }[];
  waitingForLogin: boolean;
}

async function login(page: Page, email: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

/** Logs in, then reloads so the page is controlled by the activated worker. */
async function loginControlled(page: Page, email: string): Promise<string> {
  await login(page, email);
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByTestId('app-layout')).toBeVisible();
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

async function obligationNotBookmarked(request: APIRequestContext, token: string) {
  const res = await request.get('/api/obligation/list?limit=50&lang=en', {
    headers: { access_token: token },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    data: { data: { obligation_uuid: string; is_bookmarked: boolean }[] };
  };
  const item = body.data.data.find((o) => !o.is_bookmarked);
  expect(item, 'an obligation without a bookmark').toBeTruthy();
  return item!.obligation_uuid;
}

async function bookmarkCount(request: APIRequestContext, token: string, uuid: string) {
  const res = await request.get('/api/obligation/list?is_bookmark=1&limit=100&lang=en', {
    headers: { access_token: token },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { data: { obligation_uuid: string }[] } };
  return body.data.data.filter((o) => o.obligation_uuid === uuid).length;
}

/** The page's own fetch, answered by the worker while offline. */
function postBookmark(page: Page, token: string, uuid: string, lang = 'en') {
  return page.evaluate(
    async ({ token, uuid, lang }) => {
      const res = await fetch(`/api/obligation/bookmark?lang=${lang}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          access_token: token,
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify({ obligation_uuid: uuid }),
      });
      return {
        status: res.status,
        body: (await res.json()) as { queued?: boolean; message?: string },
      };
    },
    { token, uuid, lang },
  );
}

/** The worker's outbox summary, asked over a MessagePort. */
function summary(page: Page): Promise<Summary> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return new Promise<Summary>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (e: MessageEvent<{ summary: Summary }>) => resolve(e.data.summary);
      registration.active!.postMessage({ type: 'outbox:state' }, [channel.port2]);
    });
  });
}

/** Calls to the bookmark route for `uuid` only; others pass through untouched. */
async function scriptBookmark(
  context: BrowserContext,
  uuid: string,
  handle: (route: Route, call: number) => Promise<void>,
) {
  let calls = 0;
  await context.route(BOOKMARK, async (route) => {
    if (!(route.request().postData() ?? '').includes(uuid)) return route.continue();
    calls += 1;
    await handle(route, calls);
  });
  return () => calls;
}

test('an offline write queues, survives 503 twice and a lost answer, and lands once', async ({
  page,
  context,
  request,
}) => {
  const token = await loginControlled(page, 'admin@sejahtera.test');
  const uuid = await obligationNotBookmarked(request, token);

  await context.setOffline(true);
  const queued = await postBookmark(page, token, uuid);
  expect(queued).toEqual({
    status: 202,
    body: { queued: true, message: 'Saved offline: will be sent when you are back online' },
  });
  // A second change, in Indonesian, that the server will refuse for good (unknown obligation).
  const refused = await postBookmark(page, token, '00000000-0000-4000-8000-000000000000', 'id');
  expect(refused.body.message).toBe(
    'Tersimpan secara luring: akan dikirim saat Anda kembali daring',
  );
  await expect.poll(async () => (await summary(page)).pending).toBe(2);
  await expect(page.getByTestId('outbox-status')).toBeVisible();

  const calls = await scriptBookmark(context, uuid, async (route, call) => {
    if (call <= 2) return route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
    if (call === 3) {
      await route.fetch(); // the server writes, the answer is lost on the way back
      return route.abort('failed');
    }
    return route.continue();
  });
  await context.setOffline(false);

  await expect.poll(async () => (await summary(page)).pending, { timeout: 45_000 }).toBe(0);
  expect(calls()).toBe(4);
  expect(await bookmarkCount(request, token, uuid)).toBe(1);

  // The refused change is listed with the server's message, then dismissed.
  const after = await summary(page);
  expect(after.failed).toHaveLength(1);
  expect(after.failed[0].status).toBe(404);
  await page.getByTestId('outbox-status').click();
  await expect(page.getByTestId('outbox-failed-item')).toContainText('404');
  await page.getByTestId('outbox-dismiss').click();
  await expect(page.getByTestId('outbox-status')).toBeHidden();
  expect((await summary(page)).failed).toHaveLength(0);
});

test('a page closed and a worker stopped mid-replay: nothing lost, nothing doubled', async ({
  page,
  context,
  request,
}) => {
  const token = await loginControlled(page, 'pic@sejahtera.test');
  const uuid = await obligationNotBookmarked(request, token);
  const cdp = await context.newCDPSession(page);

  await context.setOffline(true);
  expect((await postBookmark(page, token, uuid)).status).toBe(202);

  const calls = await scriptBookmark(context, uuid, async (route, call) => {
    if (call === 1) {
      await route.fetch(); // written on the server...
      await cdp.send('ServiceWorker.stopAllWorkers').catch(() => undefined); // ...the worker dies
      await page.close();
      return route.abort('failed').catch(() => undefined);
    }
    return route.continue();
  });
  await context.setOffline(false);
  await expect.poll(() => calls(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await expect.poll(() => page.isClosed()).toBe(true);

  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect(reopened.getByTestId('app-layout')).toBeVisible();
  await expect.poll(async () => (await summary(reopened)).pending, { timeout: 45_000 }).toBe(0);
  expect(calls()).toBeGreaterThanOrEqual(2);
  expect(await bookmarkCount(request, token, uuid)).toBe(1);
});

test('a token revoked while offline: the write waits and lands after the next login', async ({
  page,
  context,
  request,
}) => {
  const email = 'auditor@sejahtera.test';
  const token = await loginControlled(page, email);
  const uuid = await obligationNotBookmarked(request, token);

  await context.setOffline(true);
  expect((await postBookmark(page, token, uuid)).status).toBe(202);
  // The session ends on the server meanwhile (logged out elsewhere).
  expect(
    (await request.get('/api/auth/logout', { headers: { access_token: token } })).status(),
  ).toBe(200);

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await summary(page)).waitingForLogin, { timeout: 30_000 })
    .toBe(true);
  expect((await summary(page)).pending).toBe(1);

  await page.evaluate(() => localStorage.removeItem('token'));
  await login(page, email);
  await expect.poll(async () => (await summary(page)).pending, { timeout: 30_000 }).toBe(0);
  const fresh = (await page.evaluate(() => localStorage.getItem('token')))!;
  expect(fresh).not.toBe(token);
  expect(await bookmarkCount(request, fresh, uuid)).toBe(1);
});

test('the shell and a deep link open with the network off', async ({ page, context }) => {
  await loginControlled(page, 'member@sejahtera.test');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/bookmarks');
  await expect(page.getByTestId('app-layout')).toBeVisible();
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
  expect(manifest).toMatchObject({
    short_name: 'RegComply',
    display: 'standalone',
    start_url: '/',
  });
});

test('a new version waits for the user: the prompt reloads into it', async ({ page }) => {
  await loginControlled(page, 'member@sejahtera.test');
  const scriptOf = () =>
    page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      return { active: registration.active?.state ?? null, waiting: Boolean(registration.waiting) };
    });
  // A new deployment: the served worker script changes (the browser's update check does not go
  // through context.route, so the built files themselves change for a moment: the script and the
  // brotli and gzip copies the server sends in its place).
  const copies = [SW_FILE, `${SW_FILE}.br`, `${SW_FILE}.gz`].filter((f) => existsSync(f));
  const originals = copies.map((f) => readFileSync(f));
  try {
    const next = Buffer.from(`${originals[0].toString('utf8')}\n// next version ${Date.now()}\n`);
    for (const f of copies) {
      writeFileSync(
        f,
        f.endsWith('.br') ? brotliCompressSync(next) : f.endsWith('.gz') ? gzipSync(next) : next,
      );
    }
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect.poll(async () => (await scriptOf()).waiting, { timeout: 20_000 }).toBe(true);
  } finally {
    copies.forEach((f, i) => writeFileSync(f, originals[i]));
  }
  await expect(page.getByTestId('update-prompt')).toBeVisible();
  await expect(page.getByTestId('update-prompt')).toContainText(
    'A new version of RegComply is ready.',
  );
  // The old worker keeps the page until the user agrees.
  expect(await scriptOf()).toEqual({ active: 'activated', waiting: true });
  const reloaded = page.waitForEvent('framenavigated');
  await page.getByTestId('update-reload').click();
  await reloaded;
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('update-prompt')).toBeHidden();
  expect(await scriptOf()).toEqual({ active: 'activated', waiting: false });
});

test('logout asks first when changes wait, then clears the outbox', async ({ page, context }) => {
  const token = await loginControlled(page, 'pic@nusantara.test');
  await context.setOffline(true);
  expect((await postBookmark(page, token, '00000000-0000-4000-8000-000000000001')).status).toBe(
    202,
  );
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('logout-pending')).toContainText('1 change made offline');
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await summary(page)).toEqual({ pending: 0, failed: [], waitingForLogin: false });
});
