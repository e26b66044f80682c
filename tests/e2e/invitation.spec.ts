/**
 * An admin invites a user from the users screen; the invitation mail reaches a real SMTP server (support/smtp-sink.ts,
 * started by playwright.config.ts, the app's SMTP_URL points at it); its link opens the
 * set-password screen in a fresh browser context; the new user sets a password, is signed in,
 * and later signs in again with it on the login page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const ADMIN = 'admin@sejahtera.test';
const DEMO_PASSWORD = 'Demo#2026';
const NEW_PASSWORD = 'Invited#Aboard-26'; // 'Invited#2026' is refused as too easy to guess
const SINK = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT ?? 2526}`;

interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
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

/** The admin invites a person from the users screen, with the Member role. */
async function inviteThroughTheScreen(page: Page, email: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(ADMIN);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await page.goto('/users');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('Name').fill('Dewi Invited');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'Member', exact: true }).click();
  // The roles list stays open for more choices; leaving the field closes it.
  await dialog.getByLabel('Name').click();
  await expect(page.getByRole('listbox', { name: 'Roles' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  // The list shows the invited person at once, in the invited state.
  await page.getByTestId('users-screen').getByRole('textbox', { name: 'Search' }).fill(email);
  await expect(page.getByTestId('user-row').filter({ hasText: email })).toContainText('Invited');
}

test('an invited user opens the mailed link, sets a password, is signed in and can log in again', async ({
  browser,
  page: admin,
  request,
  baseURL,
}) => {
  const email = `invited-${Date.now()}@sejahtera.test`;
  await inviteThroughTheScreen(admin, email);

  const mail = await mailTo(request, email);
  expect(mail.subject.length).toBeGreaterThan(0);
  const link = /(https?:\/\/[^\s"<>]+\/accept-invitation\?token=[A-Za-z0-9_-]+)/.exec(
    mail.text || mail.html,
  )?.[1];
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
