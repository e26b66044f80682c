/** The `backups` rows: what the list shows and the job and route bookkeeping. */
import { sql } from 'drizzle-orm';
import type { BackupItem } from '../../../contract/api/backups';
import type { Rows as Q } from '../../db/client';
import type { TableDigest } from './backup-file';

const ITEM = sql`backup_uuid, file_name, size_bytes::float8 AS size, checksum, status, trigger,
  (SELECT count(*)::int FROM jsonb_object_keys(tables)) AS table_count,
  (SELECT sum((v ->> 'rows')::bigint)::float8 FROM jsonb_each(tables) e(k, v)) AS row_count,
  error, created_at, finished_at, restore_state, restore_error, restored_at`;

interface Row extends Omit<BackupItem, 'created_at' | 'finished_at' | 'restored_at'> {
  created_at: string | Date;
  finished_at: string | Date | null;
  restored_at: string | Date | null;
}
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const present = (r: Row): BackupItem => ({
  ...r,
  size: Number(r.size ?? 0),
  table_count: r.table_count === null ? null : Number(r.table_count),
  row_count: r.row_count === null ? null : Number(r.row_count),
  created_at: iso(r.created_at)!,
  finished_at: iso(r.finished_at),
  restored_at: iso(r.restored_at),
});

export async function listBackups(
  q: Q,
  page: number,
  limit: number,
): Promise<{ rows: BackupItem[]; total: number }> {
  const rows = await q<Row>(
    sql`SELECT ${ITEM} FROM backups ORDER BY created_at DESC, backup_uuid LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  const [{ total }] = await q<{ total: number }>(sql`SELECT count(*)::int AS total FROM backups`);
  return { rows: rows.map(present), total };
}

export async function findBackup(
  q: Q,
  uuid: string,
): Promise<
  (BackupItem & { storage_key: string | null; tables: Record<string, TableDigest> | null }) | null
> {
  const [row] = await q<
    Row & { storage_key: string | null; tables: Record<string, TableDigest> | null }
  >(sql`SELECT ${ITEM}, storage_key, tables FROM backups WHERE backup_uuid = ${uuid}`);
  return row ? { ...present(row), storage_key: row.storage_key, tables: row.tables } : null;
}

/** The list's view of a backup (without where its file is and its manifest). */
export const itemOf = ({
  storage_key: _key,
  tables: _tables,
  ...item
}: NonNullable<Awaited<ReturnType<typeof findBackup>>>): BackupItem => item;

/** A new backup's row: its file name says when it was asked for. */
export async function insertBackup(
  q: Q,
  trigger: 'manual' | 'scheduled',
  createdBy: string | null,
): Promise<BackupItem> {
  const [{ backup_uuid }] = await q<{ backup_uuid: string }>(
    sql`INSERT INTO backups (file_name, trigger, created_by, status)
     VALUES ('backup-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24MISS"Z"') || '-' || substr(md5(random()::text), 1, 6) || '.ndjson.gz', ${trigger}, ${createdBy}, 'pending')
     RETURNING backup_uuid`,
  );
  return itemOf((await findBackup(q, backup_uuid))!);
}

export async function setBackup(
  q: Q,
  uuid: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const set = Object.entries(fields).map(([n, value]) =>
    n === 'tables'
      ? sql`${sql.identifier(n)} = ${JSON.stringify(value)}::jsonb`
      : sql`${sql.identifier(n)} = ${value}`,
  );
  await q(sql`UPDATE backups SET ${sql.join(set, sql`, `)} WHERE backup_uuid = ${uuid}`);
}

/** A backup being taken or a restore queued or running: a new one waits. */
export async function busy(q: Q): Promise<boolean> {
  const rows = await q(
    sql`SELECT 1 FROM backups WHERE status IN ('pending', 'running') OR restore_state IN ('queued', 'running') LIMIT 1`,
  );
  return rows.length > 0;
}
