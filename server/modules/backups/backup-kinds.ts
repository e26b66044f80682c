/**
 * The backup job kinds, in a module of their own (no imports): schedule.ts and handlers.ts name
 * them while the job runner that imports both is still loading.
 */
export const BACKUP_TAKE_JOB = 'backup.take';
export const BACKUP_RESTORE_JOB = 'backup.restore';
