/**
 * The backup routes on the database the other test files share: access (401, 403 for every
 * customer), the list's shape, and the restore's refusals. A restore that passes them replaces
 * every table, so it runs only on a database of its own (backup-restore.test.ts), as do taking a
 * backup and the one-at-a-time rule.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_HANDLERS } from '../../job-table';
import { SCHEDULE } from '../../job-table';
import { customerCompany, providerCompany } from '../../test/fixtures';
import { BACKUP_RESTORE_JOB, BACKUP_TAKE_JOB } from './backups.service';
import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let provider: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  provider = (await providerCompany(t.app, t.database)).admin.token;
  customer = (await customerCompany(t.app, t.database)).admin.token;
});
afterAll(() => t.close());

/** A backup row as the job leaves it, without its job: the refusals come before any work. */
async function backupRow(status: 'done' | 'failed') {
  const fileName = `backup-test-${randomUUID().slice(0, 8)}.ndjson.gz`;
  const [row] = await t.database.rows<{ backup_uuid: string; file_name: string }>(
    sql`INSERT INTO backups (file_name, status, storage_key, size_bytes, checksum, trigger)
     VALUES (${fileName}, ${status}, 'backups/none.ndjson.gz', 10, repeat('a', 64), 'manual') RETURNING backup_uuid, file_name`,
  );
  return row;
}

describe('backup routes', () => {
  it('refuses every route to a customer admin (403) and to a caller without a token (401)', async () => {
    const done = await backupRow('done');
    const routes = [
      ['GET', '/database/list', undefined],
      ['POST', '/database/backup', undefined],
      ['POST', `/database/restore/${done.backup_uuid}`, { confirmation: done.file_name }],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await call(t.app, method, url, { token: customer, body })).status, url).toBe(403);
      expect((await call(t.app, method, url, { body })).status, url).toBe(401);
    }
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE payload ->> 'backup_uuid' = ${done.backup_uuid}`,
    );
    expect(n).toBe(0);
  });

  it('lists the backups newest first with their size, checksum and states, and whether the service is in maintenance', async () => {
    const done = await backupRow('done');
    const res = await call(t.app, 'GET', '/database/list?limit=100', { token: provider });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, limit: 100, maintenance: false });
    const item = res.body.data.data.find(
      (b: { backup_uuid: string }) => b.backup_uuid === done.backup_uuid,
    );
    expect(item).toMatchObject({
      file_name: done.file_name,
      size: 10,
      checksum: 'a'.repeat(64),
      status: 'done',
      trigger: 'manual',
      restore_state: null,
    });
    expect(Object.keys(item)).not.toContain('storage_key');
    const bad = await call(t.app, 'GET', '/database/list?page=0', { token: provider });
    expect(bad.status).toBe(400);
  });

  it('says whether the service is in maintenance to anyone, without a token', async () => {
    const res = await call(t.app, 'GET', '/database/maintenance');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ active: false, reason: 'restore' });
  });

  it('refuses a restore without a confirmation, with a wrong one, of an unknown backup, or of one that did not finish', async () => {
    const done = await backupRow('done');
    const failed = await backupRow('failed');
    const empty = await call(t.app, 'POST', `/database/restore/${done.backup_uuid}`, {
      token: provider,
      body: { confirmation: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.confirmation).toEqual(['This field is required']);
    const wrong = await call(t.app, 'POST', `/database/restore/${done.backup_uuid}`, {
      token: provider,
      body: { confirmation: done.file_name.toUpperCase() },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'validation',
      errors: { confirmation: ['Type the backup’s name exactly to confirm'] },
    });
    const unknown = await call(t.app, 'POST', `/database/restore/${randomUUID()}`, {
      token: provider,
      body: { confirmation: done.file_name },
    });
    expect(unknown.status).toBe(404);
    const notReady = await call(t.app, 'POST', `/database/restore/${failed.backup_uuid}?lang=id`, {
      token: provider,
      body: { confirmation: failed.file_name },
    });
    expect(notReady.status).toBe(409);
    expect(notReady.body.message).toBe('Hanya cadangan yang selesai yang dapat dipulihkan');
    const rows = await t.database.rows<{ restore_state: string | null }>(
      sql`SELECT restore_state FROM backups WHERE backup_uuid IN (${done.backup_uuid}, ${failed.backup_uuid})`,
    );
    expect(rows.every((r) => r.restore_state === null)).toBe(true);
  });

  it('takes a backup every day through the job runner, which knows both backup kinds', () => {
    expect(SCHEDULE.find((s) => s.kind === BACKUP_TAKE_JOB)?.every).toEqual({
      dailyAtUtc: '02:30',
    });
    expect(Object.keys(JOB_HANDLERS)).toEqual(
      expect.arrayContaining([BACKUP_TAKE_JOB, BACKUP_RESTORE_JOB]),
    );
  });
});
