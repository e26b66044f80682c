/**
 * The backup writes through the kit: take a backup now, restore one (its name typed again as the
 * confirmation). No collection holds backups (`target: () => null`): the kit sends each call with
 * its Idempotency-Key; the screen reads the list again after it. The screen offers both online
 * only: a restore must never wait in the offline queue.
 */
import { defineWrite } from '../../db/writes';

export const takeBackup = defineWrite<void>({
  name: 'backups/take',
  target: () => null,
  effect: async () => {},
  call: () => ({ method: 'POST', path: '/database/backup', body: {} }),
  label: 'backups:writeLabel.take',
});

export const restoreBackup = defineWrite<{ backupUuid: string; confirmation: string }>({
  name: 'backups/restore',
  target: () => null,
  effect: async () => {},
  call: ({ backupUuid, confirmation }) => ({
    method: 'POST',
    path: `/database/restore/${encodeURIComponent(backupUuid)}`,
    body: { confirmation },
  }),
  label: 'backups:writeLabel.restore',
});
