/**
 * The service's maintenance window (a backup being restored), as this client knows it: opened by
 * the socket's `maintenance` event or by any call refused with 503 `maintenance`; closed by the
 * event that ends it or, when that event was missed (the socket reconnecting meanwhile), by
 * `checkMaintenance`, which the maintenance modal calls every few seconds while it is shown.
 * Memory only: a reload asks the server again.
 */
import { proxy } from 'valtio';
import type { MaintenanceEvent } from '../../contract/api/backups';
import type { Envelope } from '../../contract/envelope';
import { api, onMaintenance } from '../lib/api-client';

export const maintenanceStore = proxy<{ active: boolean; progress: number | null }>({
  active: false,
  progress: null,
});

/** Takes a `maintenance` event (or the status call's answer). */
export function applyMaintenance(event: unknown): void {
  const e = event as Partial<MaintenanceEvent> | null;
  if (!e || typeof e.active !== 'boolean') return;
  maintenanceStore.active = e.active;
  maintenanceStore.progress = e.active && typeof e.progress === 'number' ? e.progress : null;
}

onMaintenance(() => {
  if (!maintenanceStore.active) applyMaintenance({ active: true, reason: 'restore' });
});

/** Asks the server whether the window is still open (GET /database/maintenance, answered during it). */
export async function checkMaintenance(): Promise<void> {
  try {
    const { data } = await api.get<Envelope<MaintenanceEvent>>('/database/maintenance');
    applyMaintenance(data.data);
  } catch {
    // Unreachable: the window stays as it is; the next check or event decides.
  }
}
