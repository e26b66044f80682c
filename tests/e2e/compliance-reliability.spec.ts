/**
 * Issue 8 reliability: 200 checklist claims made offline over 20 compliances (10 new items each)
 * queue in the service worker's outbox; they replay while the server is killed (SIGKILL) twice
 * mid-replay and restarted on the same DATA_DIR, until the outbox is empty. Then every item is
 * claimed and has exactly one `checklist_claim` activity-log row: 0 lost, 0 doubled. The claims
 * go through the worker as the app's writes do (mutating /api call with its Idempotency-Key); this
 * test runs its own server process so it can kill it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  activityOf,
  apiAs,
  claimCounts,
  detailOf,
  listIds,
  loginPage,
  outboxSummary,
  USERS,
} from './compliance-api';

// Beside the suite's own server (E2E_PORT), so parallel checkouts on one machine do not collide.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 4;
const BASE = `http://localhost:${PORT}`;
const COMPLIANCES = 20;
const ITEMS = 10;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SOCKET_PORT: String(PORT + 12000),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'e2e-reliability-0123456789-0123456789-01',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 480; i++) {
    if (
      await fetch(`${BASE}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function kill(server: ChildProcess) {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGKILL');
  await exited;
}

/** Asks the worker to replay now (as the app does when the connection returns). */
async function replayNow(page: Page) {
  await page.evaluate(async () =>
    (await navigator.serviceWorker.ready).active!.postMessage({ type: 'outbox:replay' }),
  );
}

test('200 offline checklist claims replayed through two server kills: 0 lost, 0 doubled', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'i8-verify-reliability-'));
  let server: ChildProcess | null = await startServer(dataDir);
  const context = await browser.newContext();
  try {
    // 20 editable compliances, each given 10 new unclaimed items through the API.
    const admin = await apiAs(BASE, USERS.admin);
    const ids = (
      await listIds(admin, 'process_status=not_comply,assigned&limit=100&lang=en')
    ).slice(0, COMPLIANCES);
    expect(ids).toHaveLength(COMPLIANCES);
    const items: { compliance: string; checklist_uuid: string }[] = [];
    for (const compliance of ids) {
      for (let i = 0; i < ITEMS; i++) {
        const checklist_uuid = randomUUID();
        const res = await admin.call('POST', '/compliance/checklist/create', {
          compliance_uuid: compliance,
          checklist_uuid,
          title: `Reliability ${i + 1}`,
        });
        expect(res.status).toBe(201);
        items.push({ compliance, checklist_uuid });
      }
    }

    const page = await context.newPage();
    await loginPage(page, BASE, USERS.admin);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;

    // Offline: the 200 claims queue in the worker, each answered 202.
    await context.setOffline(true);
    const statuses = await page.evaluate(
      async ({ token, uuids }) => {
        const out: number[] = [];
        for (const uuid of uuids) {
          const res = await fetch('/api/compliance/checklist/update?lang=en', {
            method: 'PUT',
            headers: {
              'content-type': 'application/json',
              access_token: token,
              'Idempotency-Key': crypto.randomUUID(),
            },
            body: JSON.stringify({ checklist_uuid: uuid, isClaimChecklist: true }),
          });
          out.push(res.status);
        }
        return out;
      },
      { token, uuids: items.map((i) => i.checklist_uuid) },
    );
    expect(statuses.every((s) => s === 202)).toBe(true);
    await expect.poll(async () => (await outboxSummary(page)).pending).toBe(COMPLIANCES * ITEMS);

    // Back online; the server dies twice mid-replay and comes back on the same data.
    await context.setOffline(false);
    await replayNow(page);
    for (const threshold of [170, 90]) {
      await expect
        .poll(async () => (await outboxSummary(page)).pending, { timeout: 60_000, intervals: [50] })
        .toBeLessThanOrEqual(threshold);
      await kill(server);
      server = null;
      const left = (await outboxSummary(page)).pending;
      expect(left, 'the kill came mid-replay').toBeGreaterThan(0);
      server = await startServer(dataDir);
      await replayNow(page);
    }
    await expect
      .poll(async () => (await outboxSummary(page)).pending, { timeout: 120_000 })
      .toBe(0);
    expect((await outboxSummary(page)).failed).toEqual([]);

    // 0 lost, 0 doubled: every item claimed, exactly one claim row each.
    const check = await apiAs(BASE, USERS.admin);
    let rows = 0;
    for (const compliance of ids) {
      const counts = claimCounts(await activityOf(check, compliance));
      const mine = items.filter((i) => i.compliance === compliance);
      for (const item of mine)
        expect(counts.get(item.checklist_uuid) ?? 0, item.checklist_uuid).toBe(1);
      rows += mine.reduce((n, i) => n + (counts.get(i.checklist_uuid) ?? 0), 0);
      const claimed = new Set(
        (await detailOf(check, compliance)).checklist
          .filter((c) => c.is_claim_checklist)
          .map((c) => c.checklist_uuid),
      );
      for (const item of mine)
        expect(claimed.has(item.checklist_uuid), item.checklist_uuid).toBe(true);
    }
    expect(rows).toBe(COMPLIANCES * ITEMS);
  } finally {
    await context.close();
    if (server) await kill(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
