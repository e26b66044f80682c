/**
 * The backup writes through the kit: take a backup now, restore one (its name typed again as the
 * confirmation). No collection holds backups (`target: () => null`): the kit sends each call with
 * its Idempotency-Key; the screen reads the list again after it. The screen offers both online
 * only: a restore must never wait in the offline queue.
 */
import { backupRestore, backupTake } from '../../../contract/api/backup-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const takeBackup = defineWrite<void>({
  name: 'backups/take',
  target: () => null,
  effect: async () => {},
  call: () => endpointCall(backupTake, {}),
  label: 'backups:writeLabel.take',
});

export const restoreBackup = defineWrite<{ backupUuid: string; confirmation: string }>({
  name: 'backups/restore',
  target: () => null,
  effect: async () => {},
  call: ({ backupUuid, confirmation }) =>
    endpointCall(backupRestore, { params: { id: backupUuid }, body: { confirmation } }),
  label: 'backups:writeLabel.restore',
});
