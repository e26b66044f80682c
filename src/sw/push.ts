/**
 * The service worker's Web Push listeners (see push-message.ts for the message): `push` shows the
 * system notification, `notificationclick` focuses (or opens) the app at the notification's path.
 * Excluded from the root tsconfig (WebWorker globals), like sw.ts.
 */
import { pushMessageOf, safeAppPath } from './push-message';

interface PushEventLike extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationEventLike extends ExtendableEvent {
  readonly notification: Notification;
}

export function registerPush(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const push = event as PushEventLike;
    const message = pushMessageOf(push.data?.text() ?? null, sw.navigator.language ?? 'en');
    push.waitUntil(
      sw.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        lang: message.lang,
        icon: '/icon-192.png',
        data: { url: message.url },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    const click = event as NotificationEventLike;
    click.notification.close();
    const path = safeAppPath((click.notification.data as { url?: unknown } | null)?.url);
    click.waitUntil(openApp(sw, path));
  });
}

async function openApp(sw: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const target = new URL(path, sw.location.origin).href;
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const mine = windows.find((w) => new URL(w.url).origin === sw.location.origin);
  if (mine) {
    const focused = await mine.focus();
    await focused.navigate(target).catch(() => undefined);
    return;
  }
  await sw.clients.openWindow(target);
}
