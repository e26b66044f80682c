/**
 * The browser's side of Web Push for this device: whether it can receive pushes, the permission,
 * and the PushManager subscription of the service worker's registration. The server's side (the
 * subscription stored for the user) is written by the notifications feature's writes; this
 * module talks to the browser, and at logout removes the device's subscription (`pushLogout`).
 */
import { pushUnsubscribe } from '../../contract/api/notification-endpoints';
import { callEndpoint } from './endpoint-read';

export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This device's subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** unsupported (no worker or no Push API), denied (the user blocked it), on (subscribed), off. */
export async function pushState(): Promise<PushState> {
  if (!supported() || !(await registration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await deviceSubscription()) ? 'on' : 'off';
}

const keyBytes = (base64url: string) => {
  const b64 =
    base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
};

/**
 * Asks the permission (the browser's prompt) and subscribes this device with the server's public
 * key; answers the subscription as the server takes it, or the state that prevented it.
 */
export async function subscribeDevice(
  publicKey: string,
): Promise<{ subscription: PushSubscriptionJSON } | { state: PushState }> {
  const reg = await registration();
  if (!reg) return { state: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { state: permission === 'denied' ? 'denied' : 'off' };
  const existing = await reg.pushManager.getSubscription();
  const sub =
    existing ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  return { subscription: sub.toJSON() };
}

/** Ends this device's subscription in the browser; answers its address (for the server), if any. */
export async function unsubscribeDevice(): Promise<string | null> {
  const sub = await deviceSubscription();
  if (!sub) return null;
  const endpoint = sub.endpoint;
  await sub.unsubscribe().catch(() => undefined);
  return endpoint;
}

/**
 * Logout: this device stops receiving the user's pushes (a shared device must not show the last
 * user's reminders). The browser's subscription ends first, so even when the server cannot be told
 * (offline), the push service answers "gone" to the next push and the server drops the row.
 */
export async function pushLogout(): Promise<void> {
  const endpoint = await unsubscribeDevice();
  if (!endpoint) return;
  // Sent once, outside the kit: a logout leaves nothing for the outbox to replay.
  await callEndpoint(pushUnsubscribe, { body: { endpoint } }).catch(() => undefined);
}
