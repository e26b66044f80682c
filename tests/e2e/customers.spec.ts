/**
 * Issue 13's browser test: a provider creates a customer and sets its license to 3 seats; the
 * customer's first admin accepts the mailed invitation and invites people until the license's
 * message shows; the admin's colour and logo change the customer's app.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const PROVIDER = 'superadmin@provider.test';
const DEMO_PASSWORD = 'Demo#2026';
const NEW_PASSWORD = 'Customer#2026';
const SINK = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT ?? 2526}`;
// A 1x1 PNG: the logo upload judges the type from the content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(`${SINK}/messages`)).json()) as {
          to: string[];
          text: string;
          html: string;
        }[];
        const mail = messages.find((m) => m.to.includes(email.toLowerCase()));
        link =
          mail &&
          /(https?:\/\/[^\s"<>]+\/accept-invitation\?token=[A-Za-z0-9_-]+)/.exec(
            mail.text || mail.html,
          )?.[1];
        return link !== undefined;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return link!;
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

/** The filled colour of the theme's primary colour, or of a named one, as the page resolves it. */
const filled = (page: Page, color: string) =>
  page.evaluate(
    (name) =>
      getComputedStyle(document.documentElement)
        .getPropertyValue(
          name === 'primary' ? '--mantine-primary-color-filled' : `--mantine-color-${name}-filled`,
        )
        .trim(),
    color,
  );

/** Invites one person from the users screen; answers the dialog, still open when refused. */
async function invite(page: Page, email: string) {
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('Name').fill(`Person ${email.split('@')[0]}`);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  return dialog;
}

test('a provider creates a customer with 3 seats; its admin invites until the limit, and its colour and logo change its app', async ({
  browser,
  page: provider,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const company = `Seats Test ${stamp}`;
  const adminEmail = `admin-${stamp}@seats.test`;

  // The provider creates the customer with 5 seats, then sets the license to 3.
  await login(provider, PROVIDER, DEMO_PASSWORD);
  await provider.goto('/customers');
  await provider.getByRole('button', { name: 'New customer' }).click();
  const form = provider.getByRole('dialog', { name: 'New customer' });
  await form.getByRole('textbox', { name: 'Company name' }).fill(company);
  await form.getByRole('textbox', { name: 'Person in charge', exact: true }).fill('Rina Seats');
  await form.getByRole('textbox', { name: "Person in charge's e-mail" }).fill(adminEmail);
  await form.getByRole('combobox', { name: 'Product' }).click();
  await provider.getByRole('option').first().click();
  await form.getByRole('textbox', { name: 'License (seats)' }).fill('5');
  await form.getByRole('textbox', { name: 'Subscription start' }).fill('2026-01-01');
  await form.getByRole('textbox', { name: 'Subscription end' }).fill('2027-12-31');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden({ timeout: 30_000 });
  await provider.getByRole('textbox', { name: 'Search' }).fill(company);
  await provider.getByTestId('customer-link').filter({ hasText: company }).click();
  await expect(provider.getByTestId('customer-detail')).toContainText(company);
  await expect(provider.getByTestId('customer-seats')).toContainText('1 of 5 seats taken');
  await provider.getByLabel('Seats').fill('3');
  await provider.getByRole('button', { name: 'Set license' }).click();
  await expect(provider.getByTestId('customer-seats')).toContainText('1 of 3 seats taken', {
    timeout: 30_000,
  });

  // The customer's first admin accepts the mailed invitation, in a context of its own.
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await admin.goto(await invitationLink(request, adminEmail));
    await admin.getByTestId('new-password').fill(NEW_PASSWORD);
    await admin.getByTestId('confirm-password').fill(NEW_PASSWORD);
    await admin.getByTestId('invitation-submit').click();
    await expect(admin.getByTestId('app-layout')).toBeVisible();

    // Two more people take the two free seats; the fourth is refused with the license's message.
    await admin.goto('/users');
    for (const n of [1, 2])
      await expect(await invite(admin, `person${n}-${stamp}@seats.test`)).toBeHidden({
        timeout: 30_000,
      });
    const refused = await invite(admin, `person3-${stamp}@seats.test`);
    await expect(refused).toContainText('Your license allows 3 users and all of them are taken', {
      timeout: 30_000,
    });
    await refused.getByRole('button', { name: 'Cancel' }).click();

    // The admin's colour and logo change the app.
    await admin.goto('/settings');
    await expect(admin.getByTestId('settings-screen')).toBeVisible();
    await admin.getByRole('radio', { name: 'Teal' }).check();
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect(admin.getByTestId('settings-message')).toContainText('Settings saved');
    await expect.poll(() => filled(admin, 'primary')).toBe(await filled(admin, 'teal'));
    await admin
      .getByTestId('settings-screen')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await admin.getByTestId('logo-upload').click();
    await expect(admin.getByTestId('company-logo').first()).toHaveAttribute(
      'src',
      /\/settings\/logo\//,
      { timeout: 30_000 },
    );

    // Another session of the company gets them on sign-in; the provider's own app keeps its own.
    const again = await context.browser()!.newContext();
    const second = await again.newPage();
    await login(second, adminEmail, NEW_PASSWORD);
    await expect(second.getByTestId('company-logo').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => filled(second, 'primary')).toBe(await filled(second, 'teal'));
    await again.close();
    await provider.reload();
    await expect(provider.getByTestId('app-layout')).toBeVisible();
    await expect(provider.getByTestId('company-logo')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
