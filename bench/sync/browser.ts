/**
 * Chromium for the sync benchmark: Debian's /usr/bin/chromium through playwright-core (nothing is
 * downloaded), headless, with the arguments of playwright.config.ts; app contexts and the UI login.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { USER } from './api';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/**
 * tsx compiles with esbuild's keepNames, which wraps named functions in `__name(...)`; functions
 * passed to page.evaluate are sent as source text, so the page needs a no-op `__name`.
 */
export const NAME_SHIM = 'globalThis.__name = globalThis.__name || ((f) => f);';

/** A fresh context on the app's origin; `bench` sets localStorage `regcomply:bench` before load. */
export async function newAppContext(
  browser: Browser,
  base: string,
  { bench }: { bench: boolean },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base });
  await context.addInitScript(NAME_SHIM);
  if (bench) {
    await context.addInitScript(() => {
      try {
        localStorage.setItem('regcomply:bench', '1');
      } catch {
        // opaque origins (about:blank) have no storage
      }
    });
  }
  return context;
}

/** Opens /login and fills the form; the caller clicks `login-submit` (and times it). */
export async function fillLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-submit').waitFor({ state: 'visible' });
  await page.getByTestId('login-email').fill(USER.email);
  await page.getByTestId('login-password').fill(USER.password);
}
