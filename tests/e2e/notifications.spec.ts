/**
 * Issue 14 acceptance, notifications against the built app and the real server:
 * - a notification arrives live in an open client (the admin comments on the PIC's compliance
 *   through the API): the bell's counter goes up without a reload, the list shows it; opening it
 *   marks it read (the counter goes down, the server has it read) and goes to the compliance;
 * - offline, the list still shows (from the local database) and marking read shows at once; the
 *   write lands once the connection returns (the server has it read, the outbox is empty).
 * The data is picked from the seed through the API.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  apiAs,
  loginPage,
  outboxSummary,
  picAndAuditorCompliances,
  USERS,
  type Api,
} from './compliance-api';

interface Item {
  notification_uuid: string;
  body: string | null;
  is_read: boolean;
}

async function notificationsOf(api: Api, query = ''): Promise<Item[]> {
  const res = await api.call<{ data: Item[] }>(
    'GET',
    `/notification/list?limit=100&lang=en${query}`,
  );
  expect(res.status).toBe(200);
  return res.body.data.data;
}

const counter = (page: Page) => page.getByTestId('notification-counter');
const countOf = async (page: Page) => Number(await counter(page).getAttribute('data-count'));

async function comment(admin: Api, complianceUuid: string, text: string) {
  const res = await admin.call('PUT', '/comments', {
    comment_uuid: randomUUID(),
    comp_uuid: complianceUuid,
    body: text,
  });
  expect(res.status).toBe(201);
}

test('a notification arrives live, opening it marks it read; offline the list shows and marking read lands later, once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const admin = await apiAs(base, USERS.admin);
  const picApi = await apiAs(base, USERS.pic);
  const auditorApi = await apiAs(base, USERS.auditor);
  const [{ compliance_uuid: id }] = await picAndAuditorCompliances(picApi, admin, auditorApi, 1);

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await loginPage(page, base, USERS.pic);
    await page.goto(`${base}/notifications`);
    await expect(page.getByTestId('notifications-screen')).toBeVisible();
    // The first sync has settled: the counter equals the server's.
    const unreadAtStart = (await notificationsOf(picApi, '&status=unread')).length;
    await expect(counter(page)).toHaveAttribute('data-count', String(unreadAtStart), {
      timeout: 30_000,
    });

    // Live: a comment by the admin on the PIC's compliance.
    const live = `Live note ${randomUUID().slice(0, 8)}`;
    await comment(admin, id, live);
    await expect(counter(page)).toHaveAttribute('data-count', String(unreadAtStart + 1), {
      timeout: 15_000,
    });
    const row = page.getByTestId('notification').filter({ hasText: live });
    await expect(row).toHaveAttribute('data-unread', 'true');
    const [liveItem] = (await notificationsOf(picApi)).filter((n) => n.body?.includes(live));

    // Opening it marks it read and goes to its compliance.
    await row.getByTestId('notification-open').click();
    await expect(page).toHaveURL(new RegExp(`/compliance/${id}$`));
    await expect(counter(page)).toHaveAttribute('data-count', String(unreadAtStart));
    await expect
      .poll(
        async () =>
          (await notificationsOf(picApi)).find(
            (n) => n.notification_uuid === liveItem.notification_uuid,
          )?.is_read,
      )
      .toBe(true);

    // Another one arrives; then the network goes.
    const later = `Offline note ${randomUUID().slice(0, 8)}`;
    await page.goto(`${base}/notifications`);
    await comment(admin, id, later);
    await expect(counter(page)).toHaveAttribute('data-count', String(unreadAtStart + 1), {
      timeout: 15_000,
    });
    const [laterItem] = (await notificationsOf(picApi)).filter((n) => n.body?.includes(later));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('notifications-screen')).toBeVisible({ timeout: 30_000 });
    const offlineRow = page.getByTestId('notification').filter({ hasText: later });
    await expect(offlineRow).toBeVisible();
    await expect(page.getByTestId('notification').filter({ hasText: live })).toHaveAttribute(
      'data-unread',
      'false',
    );
    await offlineRow.getByTestId('notification-mark-read').click();
    await expect(offlineRow).toHaveAttribute('data-unread', 'false');
    expect(await countOf(page)).toBe(unreadAtStart);
    await expect.poll(async () => (await outboxSummary(page)).pending).toBe(1);
    // Nothing reached the server meanwhile.
    expect(
      (await notificationsOf(picApi)).find(
        (n) => n.notification_uuid === laterItem.notification_uuid,
      )?.is_read,
    ).toBe(false);

    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (await notificationsOf(picApi)).find(
            (n) => n.notification_uuid === laterItem.notification_uuid,
          )?.is_read,
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect.poll(async () => (await outboxSummary(page)).pending, { timeout: 30_000 }).toBe(0);
    expect((await outboxSummary(page)).failed).toEqual([]);
    await expect(counter(page)).toHaveAttribute('data-count', String(unreadAtStart));
  } finally {
    await context.close();
  }
});
