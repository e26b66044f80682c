import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../jobs/queue';
import { queueMail } from '../../mail/outbox';
import { customerCompany, providerCompany } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let provider: string;
let customer: string;
let kept: string;
let failedJob: string;
let queuedJob: string;
let sentMail: string;

/**
 * A mail queued here with its delivery job's kind renamed in the same transaction: no runner of
 * another test file sharing a PostgreSQL test database claims it. Retry and resend find the job
 * by its dedupe key, whatever its kind.
 */
const queueParked = (to: string, language: 'en' | 'id', subject: string, body: string) =>
  t.app.deps.mutations.system(async (m) => {
    const id = await queueMail(m.tx, { to, language, template: 'plain', vars: { subject, body } });
    await m.tx.execute(
      sql`UPDATE jobs SET kind = 'operations-test.mail' WHERE dedupe_key = ${`mail:${id}`}`,
    );
    return id;
  });

beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  provider = (await providerCompany(t.app, t.database)).admin.token;
  customer = (await customerCompany(t.app, t.database)).admin.token;
  const system = t.app.deps.mutations.system;
  kept = await queueParked('kept.one@example.co.id', 'id', 'Disimpan', 'Isi surel');
  sentMail = await queueParked('sent.one@example.com', 'en', 'Sent', 'Body');
  await t.database.rows(sql`UPDATE mail_outbox SET state = 'kept' WHERE mail_uuid = ${kept}`);
  await t.database.rows(
    sql`UPDATE jobs SET state = 'done', done_at = now() WHERE dedupe_key = ${`mail:${kept}`}`,
  );
  await t.database.rows(
    sql`UPDATE mail_outbox SET state = 'sent', sent_at = now() WHERE mail_uuid = ${sentMail}`,
  );
  failedJob = (await system((m) =>
    enqueueJob(m.tx, { kind: 'operations-test.broken', maxAttempts: 2 }),
  ))!;
  await t.database.rows(
    sql`UPDATE jobs SET state = 'failed', attempts = 2, last_error = 'boom' WHERE job_uuid = ${failedJob}`,
  );
  queuedJob = (await system((m) =>
    enqueueJob(m.tx, { kind: 'operations-test.later', runAt: new Date(Date.now() + 3600e3) }),
  ))!;
});
afterAll(() => t.close());

describe('jobs (provider operations)', () => {
  it('lists jobs by state and kind with the counts per state', async () => {
    const all = await call(t.app, 'GET', '/jobs/list', { token: provider });
    expect(all.status).toBe(200);
    expect(all.body.data.counts.failed).toBeGreaterThanOrEqual(1);
    expect(all.body.data.total).toBe(
      Object.values(all.body.data.counts as Record<string, number>).reduce((a, b) => a + b, 0),
    );
    const failed = await call(t.app, 'GET', '/jobs/list?state=failed&kind=operations-test.broken', {
      token: provider,
    });
    expect(failed.body.data.data.map((j: { job_uuid: string }) => j.job_uuid)).toEqual([failedJob]);
    expect(failed.body.data.data[0]).toMatchObject({
      state: 'failed',
      attempts: 2,
      max_attempts: 2,
      last_error: 'boom',
    });
    expect(failed.body.data.total).toBe(1);
    const paged = await call(t.app, 'GET', '/jobs/list?limit=1&page=2', { token: provider });
    expect(paged.body.data).toMatchObject({ page: 2, limit: 1 });
    expect(paged.body.data.data).toHaveLength(1);
  });

  it('retries a failed job (attempts reset) with an activity-log entry; other states answer 409', async () => {
    const res = await call(t.app, 'POST', `/jobs/retry/${failedJob}`, {
      token: provider,
      headers: { 'idempotency-key': 'retry-job-000001' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Job queued again');
    expect(res.body.data).toMatchObject({ job_uuid: failedJob, state: 'queued', attempts: 0 });
    const [row] = await t.database.rows<{ state: string; attempts: number }>(
      sql`SELECT state, attempts FROM jobs WHERE job_uuid = ${failedJob}`,
    );
    expect(row).toEqual({ state: 'queued', attempts: 0 });
    const log = await t.database.rows(
      sql`SELECT action FROM activity_logs WHERE type = 'job' AND type_uuid = ${failedJob}`,
    );
    expect(log).toEqual([{ action: 'retry' }]);

    const again = await call(t.app, 'POST', `/jobs/retry/${queuedJob}?lang=id`, {
      token: provider,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Hanya tugas yang gagal yang dapat dicoba ulang');
    expect(
      (
        await call(t.app, 'POST', '/jobs/retry/00000000-0000-4000-8000-000000000000', {
          token: provider,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const res = await call(t.app, 'GET', '/jobs/list?state=exploded', { token: provider });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['state']);
    const page = await call(t.app, 'GET', '/mail/outbox?page=0', { token: provider });
    expect(page.status).toBe(400);
    expect(Object.keys(page.body.errors)).toEqual(['page']);
  });
});

describe('mail outbox (provider operations)', () => {
  it('lists mails by state and recipient, and opens one with its text', async () => {
    const list = await call(t.app, 'GET', '/mail/outbox?search=kept.one', { token: provider });
    expect(list.status).toBe(200);
    expect(list.body.data.data).toHaveLength(1);
    expect(list.body.data.data[0]).toMatchObject({
      mail_uuid: kept,
      to_address: 'kept.one@example.co.id',
      subject: 'Disimpan',
      language: 'id',
      template: 'plain',
      state: 'kept',
    });
    // On PostgreSQL every test file shares one database: other files' sent mails are listed too.
    const sent = await call(t.app, 'GET', '/mail/outbox?state=sent&limit=100', { token: provider });
    const sentRows = sent.body.data.data as { mail_uuid: string; state: string }[];
    expect(sentRows.map((m) => m.mail_uuid)).toContain(sentMail);
    expect(sentRows.map((m) => m.mail_uuid)).not.toContain(kept);
    expect(new Set(sentRows.map((m) => m.state))).toEqual(new Set(['sent']));
    // LIKE wildcards in the search are plain text.
    expect(
      (await call(t.app, 'GET', '/mail/outbox?search=%25', { token: provider })).body.data.total,
    ).toBe(0);

    const one = await call(t.app, 'GET', `/mail/outbox/${kept}`, { token: provider });
    expect(one.status).toBe(200);
    expect(one.body.data.body).toContain('Isi surel');
    expect(one.body.data.message_id).toBe(`<${kept}@regcomply.mail>`);
    // A mail with no one-time link may always be resent.
    expect(one.body.data.link_gone).toBe(false);
    expect(
      (
        await call(t.app, 'GET', '/mail/outbox/00000000-0000-4000-8000-000000000000', {
          token: provider,
        })
      ).status,
    ).toBe(404);
  });

  it('resends a kept mail: the mail and its delivery job are queued again; a sent one answers 409', async () => {
    const res = await call(t.app, 'POST', `/mail/outbox/resend/${kept}`, { token: provider });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mail_uuid: kept, state: 'queued' });
    const [job] = await t.database.rows<{ state: string; attempts: number }>(
      sql`SELECT state, attempts FROM jobs WHERE dedupe_key = ${`mail:${kept}`}`,
    );
    expect(job).toEqual({ state: 'queued', attempts: 0 });
    expect(
      await t.database.rows(
        sql`SELECT action FROM activity_logs WHERE type = 'mail' AND type_uuid = ${kept}`,
      ),
    ).toEqual([{ action: 'resend' }]);

    const sent = await call(t.app, 'POST', `/mail/outbox/resend/${sentMail}`, { token: provider });
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe('Only a failed or kept mail can be sent again');
  });

  it('re-enqueues the delivery of a failed mail whose job was cleaned away', async () => {
    const id = await queueParked('gone@example.com', 'en', 'S', 'B');
    await t.database.rows(sql`UPDATE mail_outbox SET state = 'failed' WHERE mail_uuid = ${id}`);
    await t.database.rows(sql`DELETE FROM jobs WHERE dedupe_key = ${`mail:${id}`}`);
    expect(
      (await call(t.app, 'POST', `/mail/outbox/resend/${id}`, { token: provider })).status,
    ).toBe(200);
    // A new mail.send job (a runner of another test file may already be running it).
    expect(
      await t.database.rows(sql`SELECT kind, payload FROM jobs WHERE dedupe_key = ${`mail:${id}`}`),
    ).toEqual([{ kind: 'mail.send', payload: { mail_uuid: id } }]);
  });

  it('answers 409 to a resend when no SMTP server is configured', async () => {
    const plain = await createTestApp({}, t.database);
    try {
      const id = await queueParked('x@example.com', 'en', 'S', 'B');
      await t.database.rows(sql`UPDATE mail_outbox SET state = 'kept' WHERE mail_uuid = ${id}`);
      const res = await call(plain.app, 'POST', `/mail/outbox/resend/${id}`, { token: provider });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/not configured/);
      expect(
        await t.database.rows(sql`SELECT state FROM mail_outbox WHERE mail_uuid = ${id}`),
      ).toEqual([{ state: 'kept' }]);
    } finally {
      await plain.app.close();
    }
  });
});

describe('operations access', () => {
  it('refuses every operations route to a customer admin (403), whatever the id', async () => {
    for (const [method, url] of [
      ['GET', '/jobs/list'],
      ['POST', `/jobs/retry/${failedJob}`],
      ['GET', '/mail/outbox'],
      ['GET', `/mail/outbox/${kept}`],
      ['POST', `/mail/outbox/resend/${kept}`],
    ] as const) {
      const res = await call(t.app, method, url, { token: customer });
      expect([method, url, res.status]).toEqual([method, url, 403]);
    }
  });
});
