import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Demo#2026';

async function login(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('a provider super admin logs in, sees the layout in both languages and logs out', async ({
  page,
}) => {
  await login(page, 'superadmin@provider.test');
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Home links the modules the profile grants that have a screen, the provider's own included.
  await expect(page.getByTestId('home-modules')).toContainText('Library');
  await expect(page.getByTestId('home-modules')).toContainText('Customers');
  await expect(page.getByTestId('home-company')).toBeVisible();

  await page.getByTestId('lang-switch').getByText('ID').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByTestId('home-modules')).toContainText('Pustaka');
  await page.getByTestId('lang-switch').getByText('EN').click();
  await expect(page.getByTestId('home-modules')).toContainText('Library');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The old token is dead: a deep link goes back to the login page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer member sees only the modules it holds', async ({ page }) => {
  await login(page, 'member@sejahtera.test');
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('home-modules')).toContainText('Library');
  await expect(page.getByTestId('home-modules')).not.toContainText('Customers');
  await expect(page.getByTestId('home-modules')).not.toContainText('User management');
});

test('a wrong password shows the server message and the attempts message, in English and Indonesian', async ({
  page,
}) => {
  await login(page, 'auditor@sejahtera.test', 'wrong-password');
  // The message stands once, under the password field (no second copy in an alert).
  await expect(page.getByText('Invalid email or password')).toHaveCount(1);
  await expect(page.getByTestId('login-error')).toHaveCount(0);
  await expect(page.getByTestId('login-attempts')).toHaveText('Attempt 1 of 5');
  await page.getByTestId('lang-switch').getByText('ID').click();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-attempts')).toHaveText(/Percobaan 2 dari 5/);
  await expect(page.getByText('Email atau kata sandi salah')).toHaveCount(1);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await login(page, 'pic@nusantara.test');
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
