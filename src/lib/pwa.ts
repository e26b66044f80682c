/**
 * Registers the service worker (/sw.js, built from src/sw/sw.ts) in production builds. The first
 * install takes control at once; a new version waits, `onUpdateReady` fires, and
 * `applyUpdate()` (the user's "Reload") lets it take over and reloads the page.
 */
import { Workbox } from 'workbox-window';

let workbox: Workbox | null = null;
let reloadOnControl = false;

export function registerServiceWorker(onUpdateReady: () => void): void {
  if (workbox || !import.meta.env.PROD) return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', onUpdateReady);
  workbox.addEventListener('controlling', () => {
    if (reloadOnControl) window.location.reload();
  });
  void workbox.register().catch(() => undefined);
  // A long-open tab still learns about new versions.
  setInterval(() => void workbox?.update().catch(() => undefined), 60 * 60 * 1000);
}

export function applyUpdate(): void {
  if (!workbox) return;
  reloadOnControl = true;
  workbox.messageSkipWaiting();
}
