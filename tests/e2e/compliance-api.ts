/**
 * The server's API as the compliance browser tests use it to pick their data from the seed, to
 * move a compliance on behind a user's back and to check what landed (activity-log rows). Calls go
 * through Playwright's request context or plain fetch against a given base URL.
 */
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo#2026';
export const USERS = {
  admin: 'admin@sejahtera.test',
  pic: 'pic@sejahtera.test',
  auditor: 'auditor@sejahtera.test',
} as const;

export interface Api {
  token: string;
  call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: { message?: string; data: T } }>;
}

/** Logs in through the API (not the page) and answers a caller bound to that token. */
export async function apiAs(base: string, email: string): Promise<Api> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status, `login ${email}`).toBe(200);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  return {
    token,
    async call(method, path, body) {
      const r = await fetch(`${base}/api${path}`, {
        method,
        headers: {
          access_token: token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: r.status, body: (await r.json()) as never };
    },
  };
}

export interface Member {
  user_uuid: string;
  email: string;
  role_code: string;
}
export interface ChecklistItem {
  checklist_uuid: string;
  title: string;
  is_claim_checklist: boolean;
}
export interface Detail {
  compliance_uuid: string;
  process_status: string;
  reject_reason: string | null;
  deadline: string | null;
  is_active: boolean;
  members: Member[];
  checklist: ChecklistItem[];
}
interface ListItem {
  compliance_uuid: string;
}

export async function detailOf(api: Api, id: string): Promise<Detail> {
  const res = await api.call<Detail>('GET', `/compliance/${id}/?lang=en`);
  expect(res.status, `detail ${id}`).toBe(200);
  return res.body.data;
}

export async function listIds(api: Api, query: string): Promise<string[]> {
  const res = await api.call<{ data: ListItem[] }>('GET', `/v2/compliance/list?${query}`);
  expect(res.status).toBe(200);
  return res.body.data.data.map((c) => c.compliance_uuid);
}

/** The `user_uuid` claim of the caller's token. */
export function userOf(api: Api): string {
  const payload = JSON.parse(Buffer.from(api.token.split('.')[1], 'base64url').toString()) as {
    user_uuid: string;
  };
  return payload.user_uuid;
}

/**
 * Active `not_comply` compliances of the seed where the demo PIC is the PIC, as the PIC lists them
 * (so the PIC's device syncs them). The seed puts auditors only on claimed compliances, so the
 * admin assigns the demo auditor through the API where none is.
 */
export async function picAndAuditorCompliances(
  pic: Api,
  admin: Api,
  auditor: Api,
  want: number,
): Promise<Detail[]> {
  const found: Detail[] = [];
  const auditorUuid = userOf(auditor);
  for (const id of await listIds(pic, 'process_status=not_comply&limit=100&lang=en')) {
    const d = await detailOf(pic, id);
    if (
      !d.is_active ||
      d.reject_reason ||
      !d.members.some((m) => m.role_code === 'pic' && m.email === USERS.pic)
    )
      continue;
    if (!d.members.some((m) => m.role_code === 'auditor' && m.user_uuid === auditorUuid)) {
      const res = await admin.call('PUT', '/compliance/assign', {
        compliance_uuid: id,
        auditor_uuid: auditorUuid,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    found.push(await detailOf(pic, id));
    if (found.length === want) break;
  }
  expect(found.length, 'not_comply compliances led by the demo PIC').toBe(want);
  return found;
}

/** Gives the compliance a deadline and exactly `n` unclaimed checklist items (as the admin). */
export async function normalizeChecklist(
  admin: Api,
  id: string,
  n: number,
): Promise<ChecklistItem[]> {
  const update = await admin.call('PUT', '/compliance/update', {
    compliance_uuid: id,
    deadline: '2031-06-30',
  });
  expect(update.status).toBe(200);
  let items = (await detailOf(admin, id)).checklist;
  for (const extra of items.slice(n)) {
    expect(
      (
        await admin.call('DELETE', '/compliance/checklist/delete', {
          checklist_uuid: extra.checklist_uuid,
        })
      ).status,
    ).toBe(200);
  }
  for (const item of items.slice(0, n).filter((i) => i.is_claim_checklist)) {
    const r = await admin.call('PUT', '/compliance/checklist/update', {
      checklist_uuid: item.checklist_uuid,
      isClaimChecklist: false,
    });
    expect(r.status).toBe(200);
  }
  for (let i = items.length; i < n; i++) {
    const r = await admin.call('POST', '/compliance/checklist/create', {
      compliance_uuid: id,
      title: `Evidence ${i + 1}`,
    });
    expect(r.status).toBe(201);
  }
  items = (await detailOf(admin, id)).checklist;
  expect(items).toHaveLength(n);
  expect(items.every((i) => !i.is_claim_checklist)).toBe(true);
  return items;
}

export interface LogRow {
  action: string;
  before: unknown;
  after: unknown;
}

/** Every activity-log row of one compliance (all pages). */
export async function activityOf(api: Api, id: string): Promise<LogRow[]> {
  const rows: LogRow[] = [];
  for (let offset = 0; ; offset += 500) {
    const res = await api.call<{ data: LogRow[]; total: number }>(
      'GET',
      `/activity-logs?type=compliance&type_uuid=${id}&limit=500&offset=${offset}`,
    );
    expect(res.status).toBe(200);
    rows.push(...res.body.data.data);
    if (rows.length >= res.body.data.total || res.body.data.data.length === 0) return rows;
  }
}

/** How many `checklist_claim` rows name each item. */
export function claimCounts(rows: LogRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of rows) {
    if (r.action !== 'checklist_claim') continue;
    const uuid = (r.after as { checklist_uuid: string }).checklist_uuid;
    counts.set(uuid, (counts.get(uuid) ?? 0) + 1);
  }
  return counts;
}

export interface OutboxSummary {
  pending: number;
  failed: { id: string; status: number; message: string }[];
}

/** The worker's outbox summary, asked over a MessagePort. */
export function outboxSummary(page: Page): Promise<OutboxSummary> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return new Promise<OutboxSummary>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (e: MessageEvent<{ summary: OutboxSummary }>) =>
        resolve(e.data.summary);
      registration.active!.postMessage({ type: 'outbox:state' }, [channel.port2]);
    });
  });
}

/** Logs in through the page and waits until it is controlled by the worker and synced. */
export async function loginPage(page: Page, base: string, email: string) {
  await page.goto(`${base}/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  // The first sign-in after the server starts loads every chunk cold: seen past 10 s on a loaded 2-core machine.
  await expect(page.getByTestId('app-layout')).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'success', {
    timeout: 60_000,
  });
}

/**
 * The auditor's screen, showing a claimed compliance: audits it, then approves it, each write landed
 * (nothing pending, no write error) before the next.
 */
export async function auditAndApprove(auditor: Page) {
  await expect(auditor.getByTestId('process-status')).toHaveText('Claim', { timeout: 30_000 });
  await auditor.getByTestId('action-audit').click();
  await expect(auditor.getByTestId('process-status')).toHaveText('Audit');
  await expect(auditor.getByTestId('compliance-pending')).toHaveCount(0, { timeout: 30_000 });
  await auditor.getByTestId('action-approve').click();
  await expect(auditor.getByTestId('process-status')).toHaveText('Comply');
  await expect(auditor.getByTestId('compliance-pending')).toHaveCount(0, { timeout: 30_000 });
  await expect(auditor.getByTestId('compliance-write-error')).toHaveCount(0);
}
