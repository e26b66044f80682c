/**
 * The service's maintenance window (a backup being restored), as this client knows it: opened by
 * the socket's `maintenance` event or by any call refused with 503 `maintenance`; closed by the
 * event that ends it or, when that event was missed (the socket reconnecting meanwhile), by
 * `checkMaintenance`, which the maintenance modal calls every few seconds while it is shown.
 * Memory only: a reload asks the server again.
 */
import { proxy } from 'valtio';
import { maintenanceStatus } from '../../contract/api/backup-endpoints';
import type { MaintenanceEvent } from '../../contract/api/backups';
import { onMaintenance } from '../lib/api-client';
import { readEndpoint } from '../lib/endpoint-read';

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

/** Asks the server whether the window is still open (`maintenanceStatus`, answered during it). */
export async function checkMaintenance(): Promise<void> {
  try {
    applyMaintenance(await readEndpoint(maintenanceStatus, {}));
  } catch {
    // Unreachable: the window stays as it is; the next check or event decides.
  }
}
