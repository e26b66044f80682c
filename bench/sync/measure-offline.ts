/**
 * Figure d: offline cold start. In the context of figure a (logged in, synced, service worker
 * installed and controlling the page), the network is cut with context.setOffline(true), then
 * `page.goto('/library')` five times: the service worker serves the app shell, the screen reads
 * the local database. Each time: waitForSelector('[data-testid="sector-row"]') (visible), then
 * performance.now() in the page = ms since that navigation started. This includes Playwright's
 * polling of the selector (up to one animation frame late); a MutationObserver installed before
 * the page's scripts also records when the first row entered the DOM, shown as the "observer" time.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { BenchFailure, median } from './api';

export const RUNS = 5;

export interface OfflineResult {
  times: number[];
  observed: number[];
  median: number;
  max: number;
}

export async function measureOffline(context: BrowserContext, page: Page): Promise<OfflineResult> {
  const controlled = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  if (!controlled) {
    await page.reload();
    const again = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!again) throw new BenchFailure('the service worker does not control the page');
  }
  await page.addInitScript(() => {
    const w = window as unknown as { __benchFirstRow?: number };
    const observer = new MutationObserver(() => {
      if (w.__benchFirstRow === undefined && document.querySelector('[data-testid="sector-row"]')) {
        w.__benchFirstRow = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await context.setOffline(true);
  const times: number[] = [];
  const observed: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      await page.goto('/library', { waitUntil: 'commit' });
      await page.waitForSelector('[data-testid="sector-row"]', {
        state: 'visible',
        timeout: 30_000,
      });
      times.push(await page.evaluate(() => performance.now()));
      observed.push(
        await page.evaluate(
          () => (window as unknown as { __benchFirstRow?: number }).__benchFirstRow ?? NaN,
        ),
      );
    }
  } finally {
    await context.setOffline(false);
  }
  return { times, observed, median: median(times), max: Math.max(...times) };
}
