/**
 * An admin invites a user; the invitation mail reaches a real SMTP server (support/smtp-sink.ts,
 * started by playwright.config.ts, the app's SMTP_URL points at it); its link opens the
 * set-password screen in a fresh browser context; the new user sets a password, is signed in,
 * and later signs in again with it on the login page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

const ADMIN = 'admin@sejahtera.test';
const DEMO_PASSWORD = 'Demo#2026';
const NEW_PASSWORD = 'Invited#2026';
const SINK = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT ?? 2526}`;

interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token as string;
}

/** A role of the admin's company to give the invited user: "Member" when there is one. */
async function memberRole(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get('/api/role/list', { headers: { access_token: token } });
  if (!res.ok()) return [];
  const data = (await res.json()).data;
  const list: { role_uuid: string; role_name: string }[] = Array.isArray(data) ? data : Array.isArray(data?.data) ? data.data : [];
  const role = list.find((r) => /member/i.test(r.role_name)) ?? list.find((r) => !/admin/i.test(r.role_name));
  return role ? [role.role_uuid] : [];
}

/** Waits for the mail to an address to arrive at the sink. */
async function mailTo(request: APIRequestContext, email: string): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${SINK}/messages`);
        const messages = (await res.json()) as SinkMessage[];
        found = messages.find((m) => m.to.includes(email.toLowerCase()));
        return found !== undefined;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

test('an invited user opens the mailed link, sets a password, is signed in and can log in again', async ({ browser, request, baseURL }) => {
  const email = `invited-${Date.now()}@sejahtera.test`;
  const token = await adminToken(request);
  const invite = await request.post('/api/users/invite', {
    headers: { access_token: token, 'Idempotency-Key': crypto.randomUUID() },
    data: { email, name: 'Dewi Invited', role_uuids: await memberRole(request, token), language: 'en' },
  });
  expect(invite.status(), await invite.text()).toBeLessThan(300);

  const mail = await mailTo(request, email);
  expect(mail.subject.length).toBeGreaterThan(0);
  const link = /(https?:\/\/[^\s"<>]+\/accept-invitation\?token=[A-Za-z0-9_-]+)/.exec(mail.text || mail.html)?.[1];
  expect(link, 'the invitation mail carries the set-password link').toBeTruthy();
  expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

  // A fresh context: nothing of the admin's session, as on the invited person's own device.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
  await expect(page.getByTestId('invitation-email')).toHaveValue(email);
  await page.getByTestId('new-password').fill(NEW_PASSWORD);
  await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
  await page.getByTestId('invitation-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The link is spent: opening it again says so.
  const again = await context.newPage();
  await again.goto(link!);
  await expect(again.getByTestId('invitation-problem')).toContainText('already used');
  await again.close();

  await page.getByTestId('user-menu').click();
  // Nothing was changed offline: logout needs no confirmation.
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(NEW_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await context.close();
});
