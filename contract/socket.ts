/** Socket.IO events (api.md "Sync") and their payloads. */
export const SOCKET_EVENTS = {
  sync: 'sync',
  notification: 'notification',
  contentUpdating: 'content-updating',
  alert: 'alert',
  /** A restore holds the service in maintenance (payload: contract/api/backups.ts MaintenanceEvent). */
  maintenance: 'maintenance',
} as const;

export interface SyncEvent {
  collection: string;
  documents: unknown[];
  checkpoint: { updated_at: string; id: string } | null;
}
export interface NotificationEvent {
  notification: unknown;
  counter: number;
}
export interface ContentUpdatingEvent {
  sector_uuid: string;
  updating: boolean;
}

export const rooms = {
  user: (uuid: string) => `user:${uuid}`,
  company: (uuid: string) => `company:${uuid}`,
  provider: 'provider',
} as const;
