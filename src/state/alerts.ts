/**
 * The provider's alert messages as the socket last delivered them (event `alert`, sent when the
 * provider syncs them): shown as banners above every signed-in screen until dismissed. Kept in
 * memory only: the next sync from the provider brings them again.
 */
import { proxy } from 'valtio';
import type { AlertEvent } from '../../contract/api/alerts';

export type AlertMessage = AlertEvent['alerts'][number];

export const alertStore = proxy<{ alerts: AlertMessage[]; dismissed: string[] }>({
  alerts: [],
  dismissed: [],
});

/** Takes an `alert` event: the messages replace the previous ones (a changed text shows again). */
export function applyAlerts(event: unknown): void {
  const alerts = (event as Partial<AlertEvent> | null)?.alerts;
  if (!Array.isArray(alerts)) return;
  alertStore.alerts = alerts.filter((a) => a && typeof a.code === 'string');
  alertStore.dismissed = [];
}

export function dismissAlert(code: string): void {
  alertStore.dismissed.push(code);
}
