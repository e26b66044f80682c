/**
 * Figure b: a change committed on the server, visible in an open client. The page of figure a
 * shows /bookmarks, Obligations tab. A MutationObserver in the page records (performance.timeOrigin
 * + performance.now(), corrected to the wall clock) the moment a row
 * `[data-testid="bookmark-obligation"] a[href$="/obligations/<uuid>"]` appears (the screen renders
 * a link to the obligation only once both the bookmark and the obligation are in the local
 * database). From node, a SECOND session of the same user (its own POST /api/auth/login) toggles
 * bookmarks with POST /api/obligation/bookmark, one at a time; t0 = Date.now() when the HTTP answer
 * has arrived (the commit happened before). Latency = appearance - t0. Path measured: commit ->
 * socket hint -> client pull of GET /api/sync/bookmarks -> RxDB write -> React render.
 * One unmeasured warm-up toggle first (socket and pull path warm). A row not seen within 5 s is a
 * failure and counts as an infinite latency. Every toggled bookmark is toggled back at the end.
 */
import type { Page } from 'playwright-core';
import { apiJson, BenchFailure, login, percentile, seenLatency } from './api';

export const SAMPLES = 30;
const TIMEOUT_MS = 5000;

export interface RealtimeResult {
  latencies: number[];
  failures: number;
  p50: number;
  p95: number;
  max: number;
}

interface Watcher {
  want: Set<string>;
  gone: Set<string>;
  seen: Record<string, number>;
}

async function toggle(base: string, token: string, uuid: string): Promise<boolean> {
  const res = await apiJson<{ data?: { bookmarked?: boolean } }>(
    base,
    '/api/obligation/bookmark',
    token,
    {
      method: 'POST',
      body: { obligation_uuid: uuid },
    },
  );
  if (res.status !== 200 || typeof res.body.data?.bookmarked !== 'boolean')
    throw new BenchFailure(
      `POST /api/obligation/bookmark: HTTP ${res.status} ${JSON.stringify(res.body)}`,
    );
  return res.body.data.bookmarked;
}

export async function measureRealtime(page: Page, base: string): Promise<RealtimeResult> {
  await page.goto('/bookmarks');
  await page.getByTestId('sync-status').getByText('Sync successful').waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Obligations' }).click();
  await page.getByTestId('bookmarks').waitFor();

  const token = await login(base); // the second session
  const list = await apiJson<{
    data?: { data: { obligation_uuid: string; is_bookmarked: boolean }[] };
  }>(base, '/api/obligation/list?limit=100', token);
  const targets = (list.body.data?.data ?? [])
    .filter((o) => !o.is_bookmarked)
    .map((o) => o.obligation_uuid);
  if (targets.length < SAMPLES + 1)
    throw new BenchFailure(`only ${targets.length} unbookmarked obligations in the first 100`);
  const chosen = targets.slice(0, SAMPLES + 1); // [0] is the warm-up

  await page.evaluate(() => {
    const w: Watcher = { want: new Set(), gone: new Set(), seen: {} };
    const sel = (id: string) => `[data-testid="bookmark-obligation"] a[href$="/obligations/${id}"]`;
    const check = () => {
      for (const id of w.want) {
        if (document.querySelector(sel(id))) {
          w.seen[id] = performance.timeOrigin + performance.now();
          w.want.delete(id);
        }
      }
      for (const id of w.gone) if (!document.querySelector(sel(id))) w.gone.delete(id);
    };
    new MutationObserver(check).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
    });
    (window as unknown as { __benchRt: Watcher }).__benchRt = w;
  });

  const toggled: string[] = [];
  const latencies: number[] = [];
  let failures = 0;
  try {
    for (const [i, uuid] of chosen.entries()) {
      await page.evaluate(
        (id) => (window as unknown as { __benchRt: Watcher }).__benchRt.want.add(id),
        uuid,
      );
      const drift = await page.evaluate(
        () => performance.timeOrigin + performance.now() - Date.now(),
      );
      const bookmarked = await toggle(base, token, uuid);
      const t0 = Date.now();
      toggled.push(uuid);
      if (!bookmarked)
        throw new BenchFailure(`toggle of ${uuid} removed a bookmark instead of adding one`);
      const latency = await seenLatency(page, '__benchRt', uuid, t0, drift, TIMEOUT_MS, 50);
      if (latency === Infinity && i > 0) failures += 1;
      if (i > 0) latencies.push(latency);
    }
  } finally {
    // Clean up: toggle every one back, then wait (not timed) for the rows to leave the page.
    for (const uuid of toggled) {
      await page
        .evaluate(
          (id) => (window as unknown as { __benchRt?: Watcher }).__benchRt?.gone.add(id),
          uuid,
        )
        .catch(() => undefined);
      const still = await toggle(base, token, uuid);
      if (still) await toggle(base, token, uuid);
    }
    await page
      .waitForFunction(
        () => (window as unknown as { __benchRt: Watcher }).__benchRt.gone.size === 0,
        undefined,
        {
          timeout: 15_000,
          polling: 100,
        },
      )
      .catch(() => undefined);
  }
  return {
    latencies,
    failures,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: Math.max(...latencies),
  };
}
