/**
 * Memory after figure a's first full sync, in the same tab: the JavaScript heap and what the
 * origin stores.
 *
 * Heap: through the page's own CDP session, `HeapProfiler.collectGarbage` first (so garbage left
 * by the sync does not count), then `Runtime.getHeapUsage` (used and total bytes of the page's main
 * V8 isolate). Workers (the search index worker) have their own isolates and are not in it; each
 * worker's `performance.memory` is printed apart when Chromium exposes it there (else unknown).
 * `performance.memory.usedJSHeapSize` is printed beside as a cross-check (Chromium rounds it).
 *
 * Storage: `navigator.storage.estimate()`: `usage` for the origin, and Chromium's
 * `usageDetails.indexedDB` (what IndexedDB alone holds) when present.
 */
import type { Page } from 'playwright-core';

export interface MemoryResult {
  /** Main-thread JS heap in use after a forced GC, bytes. */
  heapUsed: number;
  heapTotal: number;
  /** performance.memory.usedJSHeapSize, bytes (null where absent). */
  perfMemoryUsed: number | null;
  /** Each dedicated worker's used heap, bytes (workers the page has at that moment). */
  workers: { url: string; used: number | null }[];
  /** navigator.storage.estimate().usage, bytes. */
  storageUsage: number;
  /** usageDetails.indexedDB, bytes, when Chromium gives it. */
  indexedDb: number | null;
}

/** The tab can stay busy long after the sync; past this the figure is "not measured", with why. */
const ANSWER_WITHIN_MS = 180_000;

export async function measureMemory(page: Page): Promise<MemoryResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `the tab did not answer within ${ANSWER_WITHIN_MS / 1000} s after the sync (main thread busy)`,
          ),
        ),
      ANSWER_WITHIN_MS,
    );
  });
  try {
    return await Promise.race([readMemory(page), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function readMemory(page: Page): Promise<MemoryResult> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const perfMemoryUsed = await page.evaluate(() => {
      const m = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
      return m ? m.usedJSHeapSize : null;
    });
    const workers: MemoryResult['workers'] = [];
    for (const worker of page.workers()) {
      // A worker is its own isolate, outside the page's heap figure; say unknown when it has no API.
      const used = await worker
        .evaluate(() => {
          const m = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
          return m ? m.usedJSHeapSize : null;
        })
        .catch(() => null);
      workers.push({ url: worker.url().replace(/^.*\//, ''), used });
    }
    const storage = await page.evaluate(async () => {
      const e = (await navigator.storage.estimate()) as StorageEstimate & {
        usageDetails?: { indexedDB?: number };
      };
      return { usage: e.usage ?? 0, indexedDb: e.usageDetails?.indexedDB ?? null };
    });
    return {
      heapUsed: heap.usedSize,
      heapTotal: heap.totalSize,
      perfMemoryUsed,
      workers,
      storageUsage: storage.usage,
      indexedDb: storage.indexedDb,
    };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
