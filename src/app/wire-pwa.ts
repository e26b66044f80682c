import { afterLoad } from '../lib/after-load';
import { beforeLogout } from '../lib/logout-hooks';
import { applyOutboxSummary, updateState } from '../state/pwa';
import { session } from '../state/session';
import { whenWorkerMayStart } from './worker-start';

/**
 * Connects the service worker to the app: registration and the update prompt's state, and the
 * outbox (pwa-wiring.ts). Logout empties the outbox and the runtime caches (the user menu has
 * asked first when changes were still pending). None of it is needed to show the first screen,
 * so it waits in chunks of its own: signed out, until the page has loaded and gone idle (the
 * login page loads only what it shows); signed in, the outbox and the write kit start at once.
 * The worker itself is registered (with workbox-window) once the page is idle, someone is signed
 * in and the data has synced once (worker-start.ts): its precache download then does not compete
 * with the sign-in, the first screen's own files and the first pulls.
 */
export function wirePwa(): () => void {
  let stopped = false;
  let stopPwa: (() => void) | undefined;
  const start = () =>
    void import('./pwa-wiring').then((m) => {
      if (!stopped) stopPwa = m.startPwa();
    });
  if (session.token) start();
  else afterLoad(start);
  let stopWorkerWait: (() => void) | undefined;
  afterLoad(() => {
    if (stopped) return;
    stopWorkerWait = whenWorkerMayStart(
      () =>
        void import('../lib/pwa').then((pwa) =>
          pwa.registerServiceWorker(() => {
            updateState.ready = true;
          }),
        ),
    );
  });
  // At once: a logout right after start still empties the outbox.
  const stopPushHook = beforeLogout(async () => {
    const { pushLogout } = await import('../lib/web-push');
    await pushLogout();
  });
  const stopLogoutHook = beforeLogout(async () => {
    const { clearOutbox, clearRuntimeCaches } = await import('../lib/outbox');
    await clearOutbox();
    await clearRuntimeCaches();
    applyOutboxSummary({ pending: 0, failed: [], waitingForLogin: false });
  });
  return () => {
    stopped = true;
    stopWorkerWait?.();
    stopLogoutHook();
    stopPushHook();
    stopPwa?.();
  };
}
