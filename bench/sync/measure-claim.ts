/**
 * Figure g: a claim on one client visible on another. The open client is figure a's page (the
 * company admin, a compliance manager, fully synced); the other client is a SECOND session of the
 * same user (its own POST /api/auth/login) that claims checklist items through the API with
 * PUT /api/compliance/checklist/update `{ checklist_uuid, isClaimChecklist: true }`, one at a
 * time, each on a different compliance. "Visible" is the item arriving claimed in the open
 * client's local RxDB `checklists` collection: a poller in the page reads the item from RxDB's
 * IndexedDB database (`rxdb-dexie-regcomply--<v>--checklists`, store `docs`) every 10 ms and
 * records (performance.timeOrigin + performance.now(), corrected to the wall clock) the first read
 * with `is_claim_checklist === true`. t0 = Date.now() when the HTTP answer has arrived (the commit
 * happened before), as in figure b. Path measured: commit -> socket hint -> pull of
 * GET /api/sync/checklists -> RxDB bulk write committed to IndexedDB (no screen involved: the
 * brief asks for the local collection; a screen adds its render on top, figure b shows that cost).
 *
 * Targets: unclaimed items of active compliances whose status lets a checklist change (not audit,
 * not approved), read from figure a's server feed. One unmeasured warm-up claim first; a claim not
 * seen within 5 s is a failure and counts as an infinite latency. Every claimed item is unclaimed
 * at the end (and that is waited for, untimed, so a rerun starts clean).
 */
import type { Page } from 'playwright-core';
import type { SyncCollection } from '../../contract/sync';
import { apiJson, BenchFailure, login, percentile, seenLatency, type CollectionFeed } from './api';

export const CLAIM_SAMPLES = 30;
const TIMEOUT_MS = 5000;
const POLL_MS = 10;
const OPEN_STATUSES = new Set(['not_assigned', 'assigned', 'not_comply', 'claim']);

export interface ClaimResult {
  latencies: number[];
  failures: number;
  p50: number;
  p95: number;
  max: number;
}

interface ClaimWatcher {
  /** id -> the claimed value being waited for. */
  want: Map<string, boolean>;
  seen: Record<string, number>;
  error: string | null;
  stop(): void;
}

async function setClaim(base: string, token: string, id: string, claimed: boolean) {
  const res = await apiJson<{ data?: { isClaimChecklist?: boolean } }>(
    base,
    '/api/compliance/checklist/update',
    token,
    { method: 'PUT', body: { checklist_uuid: id, isClaimChecklist: claimed } },
  );
  if (res.status !== 200 || res.body.data?.isClaimChecklist !== claimed)
    throw new BenchFailure(
      `PUT /api/compliance/checklist/update: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`,
    );
}

/** Unclaimed items, one per compliance, on compliances where a claim is allowed. */
export function pickTargets(feeds: Record<SyncCollection, CollectionFeed>, n: number): string[] {
  const open = new Set(
    feeds.compliances.live
      .filter((c) => c.is_active === true && OPEN_STATUSES.has(String(c.process_status)))
      .map((c) => c.id),
  );
  const used = new Set<string>();
  const out: string[] = [];
  for (const item of feeds.checklists.live) {
    const compliance = String(item.compliance_uuid);
    if (item.is_claim_checklist !== false || !open.has(compliance) || used.has(compliance))
      continue;
    used.add(compliance);
    out.push(item.id);
    if (out.length === n) break;
  }
  return out;
}

/** In the page: polls the checklists docs store for the wanted claim values. */
function installWatcher(pollMs: number): Promise<void> {
  return (async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    const name = names.find((n) => /^rxdb-dexie-regcomply--\d+--checklists$/.test(n));
    if (!name) throw new Error('no local checklists database');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => resolve(open.result);
    });
    const w: ClaimWatcher = {
      want: new Map(),
      seen: {},
      error: null,
      stop: () => undefined,
    };
    let busy = false;
    const timer = setInterval(() => {
      if (busy || w.want.size === 0) return;
      busy = true;
      const at = performance.timeOrigin + performance.now();
      const ids = [...w.want.keys()];
      const store = db.transaction('docs', 'readonly').objectStore('docs');
      let left = ids.length;
      for (const id of ids) {
        const req = store.get(id);
        req.onsuccess = () => {
          const doc = req.result as { is_claim_checklist?: boolean } | undefined;
          if (doc && w.want.get(id) === doc.is_claim_checklist) {
            w.seen[id] = at;
            w.want.delete(id);
          }
          if (--left === 0) busy = false;
        };
        req.onerror = () => {
          w.error = String(req.error);
          if (--left === 0) busy = false;
        };
      }
    }, pollMs);
    w.stop = () => {
      clearInterval(timer);
      db.close();
    };
    (window as unknown as { __benchClaim: ClaimWatcher }).__benchClaim = w;
  })();
}

export async function measureClaim(
  page: Page,
  base: string,
  feeds: Record<SyncCollection, CollectionFeed>,
): Promise<ClaimResult> {
  const chosen = pickTargets(feeds, CLAIM_SAMPLES + 1); // [0] is the warm-up
  if (chosen.length < CLAIM_SAMPLES + 1)
    throw new BenchFailure(
      `only ${chosen.length} claimable checklist items on distinct compliances`,
    );
  await page.evaluate(`(${installWatcher.toString()})(${POLL_MS})`);
  const token = await login(base); // the second session

  const want = (id: string, claimed: boolean) =>
    page.evaluate(
      ([i, c]) => {
        (window as unknown as { __benchClaim: ClaimWatcher }).__benchClaim.want.set(i, c);
      },
      [id, claimed] as [string, boolean],
    );
  const claimed: string[] = [];
  const latencies: number[] = [];
  let failures = 0;
  try {
    for (const [i, id] of chosen.entries()) {
      await want(id, true);
      const drift = await page.evaluate(
        () => performance.timeOrigin + performance.now() - Date.now(),
      );
      await setClaim(base, token, id, true);
      const t0 = Date.now();
      claimed.push(id);
      const latency = await seenLatency(page, '__benchClaim', id, t0, drift, TIMEOUT_MS, 20);
      if (latency === Infinity && i > 0) failures += 1;
      if (i > 0) latencies.push(latency);
    }
  } finally {
    // Put every item back, then wait (untimed) until the open client holds them unclaimed.
    for (const id of claimed) {
      await want(id, false).catch(() => undefined);
      await setClaim(base, token, id, false);
    }
    await page
      .waitForFunction(
        () => (window as unknown as { __benchClaim: ClaimWatcher }).__benchClaim.want.size === 0,
        undefined,
        { timeout: 15_000, polling: 100 },
      )
      .catch(() => undefined);
    await page
      .evaluate(() => (window as unknown as { __benchClaim?: ClaimWatcher }).__benchClaim?.stop())
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
