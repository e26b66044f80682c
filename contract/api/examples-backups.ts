/** Example answers of the backup routes (API reference; checked against their schemas). */
import type { BackupItem, BackupListAnswer } from './backups';

export const backupExample: BackupItem = {
  backup_uuid: '5b0e6f0a-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  file_name: 'backup-2026-01-15T083000Z.ndjson.gz',
  size: 1_482_113,
  checksum: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  status: 'done',
  trigger: 'scheduled',
  table_count: 41,
  row_count: 32_176,
  error: null,
  created_at: '2026-01-15T08:30:00.000Z',
  finished_at: '2026-01-15T08:30:04.000Z',
  restore_state: null,
  restore_error: null,
  restored_at: null,
};

export const backupListExample: BackupListAnswer = {
  data: [backupExample],
  page: 1,
  limit: 20,
  total: 1,
  total_page: 1,
  maintenance: false,
};
