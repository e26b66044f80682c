/**
 * Figure f: a new user's first visit to a usable library. A fresh context (empty cache, no
 * service worker, empty IndexedDB) opens /login, the form is filled at once, the user signs in
 * and follows the menu to the library; the figure ends when the first sector row is visible.
 * Measured from the start of the navigation to /login, so it holds the page's own download,
 * the sign-in, the profile, the first pulls and the service worker's precache competing for the
 * same link. Run twice: straight to the server, and through the throttling proxy
 * (throttle-proxy.ts: 2 s round trip, 50 kB/s each way) that slows the service worker too.
 */
import type { Browser } from 'playwright-core';
import { fillLogin, NAME_SHIM } from './browser';

export interface FirstVisitResult {
  /** Navigation to /login -> first sector row visible; null when it did not show in time. */
  ms: number | null;
  /** How long it waited for the library when `ms` is null. */
  waitedMs: number;
  /** Navigation to /login -> the sign-in button visible. */
  loginShownMs: number;
  /** The sign-in click -> home shown. */
  signInMs: number;
}

export async function measureFirstVisit(
  browser: Browser,
  base: string,
  timeoutMs = 180_000,
): Promise<FirstVisitResult> {
  const context = await browser.newContext({ baseURL: base });
  try {
    await context.addInitScript(NAME_SHIM);
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    const start = Date.now();
    await fillLogin(page); // goto /login, wait for the button, fill both fields
    const loginShownMs = Date.now() - start;
    const clicked = Date.now();
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    const signInMs = Date.now() - clicked;
    await page.getByTestId('nav-library').click();
    // A library that does not show in time is a figure too ("> N s"), with the steps before it.
    const shown = await page
      .waitForSelector('[data-testid="sector-row"]', { state: 'visible' })
      .then(() => true)
      .catch(() => false);
    const waitedMs = Date.now() - start;
    return { ms: shown ? waitedMs : null, waitedMs, loginShownMs, signInMs };
  } finally {
    await context.close();
  }
}
