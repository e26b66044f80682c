/**
 * Backup -> change -> restore gives identical data, on the database the suite runs on (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL), in a database of this test's own (a restore replaces every
 * table: never on the database other test files share). A restore killed halfway leaves the
 * previous data intact. The seed runs at BACKUP_TEST_SCALE (default 5, the scale).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../../db/seed';
import { createJobRunner } from '../../jobs/runner';
import { localDiskStorage } from '../../storage/local-disk';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness';
import { currentDigests } from './backup-export';
import type { TableDigest } from './backup-file';
import { BACKUP_RESTORE_JOB, BACKUP_TAKE_JOB, restoreJob, takeBackupJob } from './backups.service';
import { beginMaintenance } from './maintenance';
import { isolatedDatabase, type IsolatedDatabase } from './test/isolated-database';
import { KEPT_TABLES } from './table-catalog';

const SCALE = Number(process.env.BACKUP_TEST_SCALE ?? 5);

let iso: IsolatedDatabase;
let dataDir: string;
let database: Database | null = null;
let t: TestApp | null = null;
let token: string;

async function start(opened?: Database) {
  database = opened ?? (await iso.open());
  t = await createTestApp({ DATA_DIR: dataDir }, database);
  token = await loginAs(t.app, DEMO_LOGINS[0], DEMO_PASSWORD);
}
async function stop() {
  await t?.close();
  await database?.close();
  t = null;
  database = null;
}
const drain = () =>
  createJobRunner({
    deps: t!.app.deps,
    log: t!.app.log,
    handlers: { [BACKUP_TAKE_JOB]: takeBackupJob, [BACKUP_RESTORE_JOB]: restoreJob },
    schedule: [],
  }).drain();

/** The first `rows` rows of a table in key order, digested as a backup digests them. */
async function digestPrefix(
  db: Database,
  table: string,
  key: string,
  rows: number,
): Promise<string> {
  const cols = await db.rows<{ attname: string }>(
    sql`SELECT attname FROM pg_attribute WHERE attrelid = ${table}::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
  );
  const values = sql.join(
    cols.map((c) => sql`${sql.identifier(c.attname)}::text`),
    sql`, `,
  );
  const lines = await db.rows<{ r: string }>(
    sql`SELECT json_build_array(${values})::text AS r FROM ${sql.identifier(table)} ORDER BY ${sql.identifier(key)} LIMIT ${rows}`,
  );
  return createHash('sha256')
    .update(lines.map((l) => `${l.r}\n`).join(''))
    .digest('hex');
}

beforeAll(async () => {
  iso = await isolatedDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'regcomply-backup-files-'));
  const db = await iso.open();
  await db.exec(`SET TimeZone = 'UTC'`);
  await seedDemo(db, { storage: localDiskStorage(join(dataDir, 'files')), scale: SCALE });
  await db.close();
  await start();
}, 240_000);

afterAll(async () => {
  await stop();
  await iso?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe(`backup and restore of a scale-${SCALE} database`, () => {
  let backup: { backup_uuid: string; file_name: string };
  let atBackup: Record<string, TableDigest>;
  let changed: Record<string, TableDigest>;

  it('takes a backup of every application table through the job, with its size, checksum and each table’s digest', async () => {
    const res = await call(t!.app, 'POST', '/database/backup', { token });
    expect(res.status).toBe(201);
    backup = res.body.data;
    expect(res.body.data.status).toBe('pending');
    // One at a time: a second backup asked for while this one waits is refused.
    const again = await call(t!.app, 'POST', '/database/backup', { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A backup or a restore is already running');
    atBackup = await currentDigests(database!);
    expect(await drain()).toBe(1);
    const list = await call(t!.app, 'GET', '/database/list', { token });
    const item = list.body.data.data.find(
      (b: { backup_uuid: string }) => b.backup_uuid === backup.backup_uuid,
    );
    expect(item).toMatchObject({ status: 'done', trigger: 'manual', error: null });
    expect(item.size).toBeGreaterThan(1000);
    expect(item.checksum).toMatch(/^[0-9a-f]{64}$/);
    const stored = await t!.app.deps.storage.get(`backups/${backup.backup_uuid}.ndjson.gz`);
    const hash = createHash('sha256');
    for await (const chunk of stored!.stream) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(item.checksum);
    const [{ tables }] = await database!.rows<{ tables: Record<string, TableDigest> }>(
      sql`SELECT tables FROM backups WHERE backup_uuid = ${backup.backup_uuid}`,
    );
    // Nothing wrote between the digests and the backup: the file holds exactly these rows.
    expect(tables).toEqual(atBackup);
    expect(Object.keys(tables).some((name) => name in KEPT_TABLES)).toBe(false);
    expect(tables.compliances.rows).toBeGreaterThan(100);
    expect(item.row_count).toBe(Object.values(atBackup).reduce((n, d) => n + d.rows, 0));
  }, 120_000);

  it('changes and deletes rows after the backup', async () => {
    const db = database!;
    await db.exec(`
      UPDATE compliances SET note = 'changed after the backup' WHERE compliance_uuid IN (SELECT compliance_uuid FROM compliances ORDER BY compliance_uuid LIMIT 50);
      DELETE FROM comments;
      DELETE FROM bookmarks WHERE bookmark_uuid IN (SELECT bookmark_uuid FROM bookmarks ORDER BY bookmark_uuid LIMIT 20);
      UPDATE obligations SET comp_title_en = comp_title_en || ' (edited)' WHERE obligation_uuid IN (SELECT obligation_uuid FROM obligations ORDER BY obligation_uuid LIMIT 10);
      INSERT INTO change_feed (collection, row_id, company_uuid, op) SELECT 'obligations', obligation_uuid::text, company_uuid, 'upsert' FROM obligations ORDER BY obligation_uuid LIMIT 10;`);
    // A customer created through the API: rows in several tables that the backup does not hold.
    const res = await call(t!.app, 'POST', '/users/company/create', {
      token,
      body: {
        name: 'PT Setelah Cadangan',
        pic_name: 'Rina',
        pic_email: 'rina@after-backup.example',
        subscription_start: '2026-01-01',
        expired_at: '2027-01-01',
        license: 5,
        country: 'ID',
      },
    });
    expect(res.status).toBe(201);
    changed = await currentDigests(db);
    expect(changed.comments.rows).toBe(0);
    for (const name of [
      'compliances',
      'comments',
      'bookmarks',
      'obligations',
      'companies',
      'users',
      'change_feed',
    ]) {
      expect(changed[name], name).not.toEqual(atBackup[name]);
    }
  }, 60_000);

  it('keeps the previous data intact when the process restoring is killed halfway', async () => {
    const [{ n }] = await database!.rows<{ n: number }>(
      sql`SELECT sum((v ->> 'rows')::int)::int AS n FROM backups, jsonb_each(tables) e(k, v) WHERE backup_uuid = ${backup.backup_uuid}`,
    );
    await stop();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(__dirname, 'test/restore-process.ts')],
      {
        env: {
          ...process.env,
          ...iso.env,
          BACKUP_STORAGE: join(dataDir, 'files'),
          BACKUP_KEY: `backups/${backup.backup_uuid}.ndjson.gz`,
          BACKUP_ROWS: String(n),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let err = '';
    child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
    await new Promise<void>((ok, fail) => {
      child.stdout!.on('data', (b: Buffer) => b.toString().includes('halfway') && ok());
      child.once('exit', (code) =>
        fail(new Error(`the restore process exited (${code}) before halfway: ${err}`)),
      );
    });
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    // Looked at before the app signs in again (a sign-in writes its own rows).
    const reopened = await iso.open();
    expect(await currentDigests(reopened)).toEqual(changed);
    await start(reopened);
  }, 300_000);

  it('refuses a restore whose confirmation is not the backup’s name', async () => {
    const before = await currentDigests(database!);
    const res = await call(t!.app, 'POST', `/database/restore/${backup.backup_uuid}?lang=id`, {
      token,
      body: { confirmation: 'yes' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.confirmation).toEqual([
      'Ketik nama cadangan persis untuk mengonfirmasi',
    ]);
    expect(await currentDigests(database!)).toEqual(before);
    const [{ n }] = await database!.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${BACKUP_RESTORE_JOB}`,
    );
    expect(n).toBe(0);
  });

  it('restores: every table’s row count and digest equal the backup’s, and clients are made to pull every row again', async () => {
    const [feedBefore] = await database!.rows<{ txid: string; id: string }>(
      sql`SELECT max(txid)::text AS txid, max(id)::text AS id FROM change_feed`,
    );
    const res = await call(t!.app, 'POST', `/database/restore/${backup.backup_uuid}`, {
      token,
      body: { confirmation: backup.file_name },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.restore_state).toBe('queued');
    expect(await drain()).toBe(1);
    const after = await currentDigests(database!);
    expect(Object.keys(after).sort()).toEqual(Object.keys(atBackup).sort());
    for (const name of Object.keys(atBackup)) {
      if (name === 'change_feed') continue;
      expect(after[name], name).toEqual(atBackup[name]);
    }
    // The change feed: the backup's entries, exactly, then one re-sync entry per row it ever named.
    expect(await digestPrefix(database!, 'change_feed', 'id', atBackup.change_feed.rows)).toBe(
      atBackup.change_feed.sha256,
    );
    const added = await database!.rows<{ txids: number; n: number; keys: number }>(
      sql`SELECT count(DISTINCT txid)::int AS txids, count(*)::int AS n,
              (SELECT count(*)::int FROM (SELECT DISTINCT collection, row_id, company_uuid, user_uuid FROM change_feed WHERE txid <= ${feedBefore.txid}::xid8) k) AS keys
         FROM change_feed WHERE txid > ${feedBefore.txid}::xid8`,
    );
    expect(added[0].txids).toBe(1);
    expect(added[0].n).toBeGreaterThanOrEqual(added[0].keys);
    // A client whose checkpoint is past every entry before the restore pulls the restored rows again.
    const pulled = await call(
      t!.app,
      'GET',
      `/sync/obligations?updated_at=${feedBefore.txid}&id=${feedBefore.id}&limit=2000`,
      { token: await loginAs(t!.app, DEMO_LOGINS[2], DEMO_PASSWORD) },
    );
    expect(pulled.status).toBe(200);
    expect(pulled.body.data.documents.length).toBeGreaterThan(10);
    const list = await call(t!.app, 'GET', '/database/list', { token });
    expect(list.body.data.data[0]).toMatchObject({
      backup_uuid: backup.backup_uuid,
      restore_state: 'done',
    });
    expect(list.body.data.maintenance).toBe(false);
  }, 300_000);

  it('answers every other call 503 `maintenance` in both languages while a restore holds the service, and tells the sockets', async () => {
    const events: unknown[] = [];
    const realtime = {
      broadcast: (event: string, payload: unknown) => events.push([event, payload]),
    } as unknown as Parameters<typeof beginMaintenance>[1];
    const window = await beginMaintenance(database!, realtime, backup.backup_uuid);
    try {
      const en = await call(t!.app, 'GET', '/database/list', { token });
      expect(en.status).toBe(503);
      expect(en.body).toMatchObject({
        code: 'maintenance',
        message: expect.stringContaining('maintenance'),
      });
      const id = await call(t!.app, 'GET', '/users/profile?lang=id', { token });
      expect(id.status).toBe(503);
      expect(id.body.message).toContain('pemeliharaan');
      const status = await call(t!.app, 'GET', '/database/maintenance');
      expect(status.body.data).toMatchObject({ active: true, reason: 'restore' });
      window.progress(40);
    } finally {
      await window.end();
    }
    expect((await call(t!.app, 'GET', '/database/list', { token })).status).toBe(200);
    expect((await call(t!.app, 'GET', '/database/maintenance')).body.data.active).toBe(false);
    expect(events).toEqual([
      ['maintenance', { active: true, reason: 'restore', progress: 0 }],
      ['maintenance', { active: true, reason: 'restore', progress: 40 }],
      ['maintenance', { active: false, reason: 'restore' }],
    ]);
  });
});
