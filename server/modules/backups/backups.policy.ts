/**
 * Who may do what with backups: the provider's `backup` module (provider-only, so every customer
 * user gets 403). Viewing lists them, create takes one now, update restores one (the destructive
 * action: it replaces every company's data).
 */
import type { Access } from '../../../contract/modules';

export const BACKUP_VIEW = { module: 'backup', action: 'view' } as const satisfies Access;
export const BACKUP_CREATE = { module: 'backup', action: 'create' } as const satisfies Access;
export const BACKUP_RESTORE = { module: 'backup', action: 'update' } as const satisfies Access;
