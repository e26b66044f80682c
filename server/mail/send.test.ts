import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JOB_HANDLERS } from '../job-table';
import { createJobRunner } from '../jobs/runner';
import { createTestApp, type TestApp } from '../test/harness';
import { MAIL_SEND_JOB, queueMail } from './outbox';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server';
import { closeMailTransport } from './transport';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'RegComply <no-reply@regcomply.test>' });
});
afterAll(async () => {
  closeMailTransport();
  await t?.close();
  await smtp?.stop();
});

/**
 * Queues a mail; its delivery job, in the same transaction, gets a kind of this file's own that
 * the real `mail.send` handler runs here: other test files' mails (sharing a PostgreSQL test
 * database) are not delivered by these runners, nor these by theirs.
 */
const KIND = 'mail-test.send';
const queue = (
  app: TestApp,
  to: string,
  subject: string,
  body: string,
  language: 'en' | 'id' = 'id',
) =>
  app.app.deps.mutations.system(async (m) => {
    const id = await queueMail(m.tx, { to, language, template: 'plain', vars: { subject, body } });
    await m.tx.execute(
      sql`UPDATE jobs SET kind = ${KIND} WHERE dedupe_key = ${`mail:${id}`} AND kind = ${MAIL_SEND_JOB}`,
    );
    return id;
  });
const runnerOf = (app: TestApp) =>
  createJobRunner({
    deps: app.app.deps,
    log: app.app.log,
    handlers: { [KIND]: JOB_HANDLERS[MAIL_SEND_JOB] },
    schedule: [],
    retryMs: 100,
  });
const bySubject = (subject: string) => smtp.received.filter((m) => m.header('subject') === subject);
const mailRow = async (app: TestApp, id: string) =>
  (
    await app.database.query<{
      state: string;
      attempts: number;
      last_error: string | null;
      sent_at: Date | null;
      message_id: string;
    }>(
      `SELECT state, attempts, last_error, sent_at, message_id FROM mail_outbox WHERE mail_uuid = $1`,
      [id],
    )
  )[0];

describe('mail delivery over SMTP', () => {
  it('delivers a queued mail with its subject, language, Message-ID and body, then marks it sent', async () => {
    const before = smtp.received.length;
    const id = await queue(
      t,
      'ayu@example.co.id',
      'Undangan bergabung',
      'Selamat datang di RegComply — silakan masuk.',
    );
    await runnerOf(t).drain();
    await smtp.waitFor(before + 1);
    expect(bySubject('Undangan bergabung')).toHaveLength(1);
    const [mail] = bySubject('Undangan bergabung');
    expect(mail.to).toEqual(['ayu@example.co.id']);
    expect(mail.header('subject')).toBe('Undangan bergabung');
    expect(mail.header('content-language')).toBe('id');
    expect(mail.header('message-id')).toBe(`<${id}@regcomply.mail>`);
    expect(mail.header('from')).toContain('no-reply@regcomply.test');
    expect(mail.text).toContain('Selamat datang di RegComply — silakan masuk.');
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    const row = await mailRow(t, id);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('retries a send that failed while the SMTP server was down, and delivers it once it is back', async () => {
    await smtp.stop();
    const before = smtp.received.length;
    const id = await queue(t, 'budi@example.co.id', 'Password reset', 'Your link', 'en');
    const runner = runnerOf(t);
    await runner.runOnce();
    let row = await mailRow(t, id);
    expect(row.state).toBe('queued');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    const [job] = await t.database.query<{ state: string; attempts: number }>(
      `SELECT state, attempts FROM jobs WHERE dedupe_key = $1`,
      [`mail:${id}`],
    );
    expect(job).toEqual({ state: 'queued', attempts: 1 });

    await smtp.start();
    await t.database.query(`UPDATE jobs SET run_at = now() WHERE dedupe_key = $1`, [`mail:${id}`]);
    await runner.drain();
    await smtp.waitFor(before + 1);
    expect(bySubject('Password reset').map((m) => m.to)).toEqual([['budi@example.co.id']]);
    row = await mailRow(t, id);
    expect(row).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
  });

  it('marks the mail failed (never deleting it) when the job runs out of attempts', async () => {
    await smtp.stop();
    try {
      const id = await queue(t, 'citra@example.co.id', 'Lost?', 'no');
      await t.database.query(`UPDATE jobs SET max_attempts = 1 WHERE dedupe_key = $1`, [
        `mail:${id}`,
      ]);
      await runnerOf(t).runOnce();
      expect((await mailRow(t, id)).state).toBe('failed');
      const [job] = await t.database.query<{ state: string }>(
        `SELECT state FROM jobs WHERE dedupe_key = $1`,
        [`mail:${id}`],
      );
      expect(job.state).toBe('failed');
    } finally {
      await smtp.start();
    }
  });

  it('does not send again a mail already sent when its job runs again', async () => {
    const id = await queue(t, 'dewi@example.co.id', 'Once', 'only once');
    const runner = runnerOf(t);
    await runner.drain();
    await smtp.waitFor(1);
    const count = bySubject('Once').length;
    await t.database.query(
      `UPDATE jobs SET state = 'queued', run_at = now() WHERE dedupe_key = $1`,
      [`mail:${id}`],
    );
    await runner.drain();
    await new Promise((r) => setTimeout(r, 100));
    expect(count).toBe(1);
    expect(bySubject('Once')).toHaveLength(1);
  });
});

describe('mail without SMTP', () => {
  it('keeps the mail in the outbox (state kept) when no SMTP_URL is configured', async () => {
    const plain = await createTestApp({}, t.database);
    try {
      const id = await queue(plain, 'eka@example.co.id', 'Kept', 'kept here');
      await runnerOf(plain).drain();
      expect(await mailRow(plain, id)).toMatchObject({ state: 'kept', attempts: 0, sent_at: null });
      const [job] = await t.database.query<{ state: string }>(
        `SELECT state FROM jobs WHERE dedupe_key = $1`,
        [`mail:${id}`],
      );
      expect(job.state).toBe('done');
      expect(bySubject('Kept')).toHaveLength(0);
    } finally {
      await plain.app.close();
    }
  });
});
