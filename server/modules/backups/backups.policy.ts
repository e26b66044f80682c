/**
 * Who may do what with backups: the provider's `backup` module (provider-only, so every customer
 * user gets 403). Viewing lists them, create takes one now, update restores one (the destructive
 * action: it replaces every company's data).
 */
export { BACKUP_CREATE, BACKUP_RESTORE, BACKUP_VIEW } from '../../../contract/api/backup-endpoints';
