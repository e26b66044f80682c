/** Server messages of the backups and the maintenance a restore holds. Spread into MESSAGES. */
export const BACKUP_MESSAGES = {
  backup_queued: { en: 'Backup queued', id: 'Pencadangan diantrekan' },
  restore_queued: {
    en: 'Restore started: the service is in maintenance until it ends',
    id: 'Pemulihan dimulai: layanan dalam pemeliharaan sampai selesai',
  },
  backup_confirmation_mismatch: {
    en: 'Type the backup’s name exactly to confirm',
    id: 'Ketik nama cadangan persis untuk mengonfirmasi',
  },
  backup_not_ready: {
    en: 'Only a finished backup can be restored',
    id: 'Hanya cadangan yang selesai yang dapat dipulihkan',
  },
  backup_busy: {
    en: 'A backup or a restore is already running',
    id: 'Pencadangan atau pemulihan sedang berjalan',
  },
  maintenance: {
    en: 'The service is under maintenance (a backup is being restored). Please try again in a few minutes.',
    id: 'Layanan sedang dalam pemeliharaan (cadangan sedang dipulihkan). Silakan coba lagi beberapa menit lagi.',
  },
} as const satisfies Record<string, { en: string; id: string }>;
