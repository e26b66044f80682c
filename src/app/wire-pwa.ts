import { subscribeKey } from 'valtio/utils';
import { beforeLogout } from '../lib/logout-hooks';
import { clearOutbox, clearRuntimeCaches, listenOutbox, postToken } from '../lib/outbox';
import { applyOutboxSummary, updateState } from '../state/pwa';
import { session } from '../state/session';

/**
 * Connects the service worker to the app: registration and the update prompt's state, the
 * outbox summary, and the current token (handed to the worker at start and on every change, so
 * queued calls replay with a fresh token after a new login). Logout empties the outbox and the
 * runtime caches (the user menu has asked first when changes were still pending). The write kit
 * (src/db/writes) follows the outbox's outcomes, and settles what ended while no page was open
 * from the worker's answer to the token. The write kit brings RxDB with it, so it is loaded only
 * once someone is signed in: the login page stays light. The worker is registered after the
 * page's load event (with workbox-window, its own chunk): its precache download then does not
 * compete with the first screen's own files.
 */
export function wirePwa(): () => void {
  afterLoad(() =>
    void import('../lib/pwa').then((pwa) =>
      pwa.registerServiceWorker(() => {
        updateState.ready = true;
      }),
    ),
  );
  const stopListening = listenOutbox(applyOutboxSummary);
  let stopWrites: (() => void) | undefined;
  let stopped = false;
  let writes: Promise<typeof import('../db/writes')> | undefined;
  const loadWrites = () =>
    (writes ??= import('../db/writes').then((kit) => {
      if (!stopped) stopWrites = kit.startWrites();
      return kit;
    }));
  const sendToken = () => {
    if (session.token) void loadWrites();
    void postToken(session.token).then((s) => {
      if (!s) return;
      applyOutboxSummary(s);
      if (session.token) void loadWrites().then((kit) => kit.settleWithOutbox(s)).catch((e: unknown) => console.warn(e));
    });
  };
  sendToken();
  const stopToken = subscribeKey(session, 'token', sendToken);
  // The first install takes control after start: hand it the token then.
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  container?.addEventListener('controllerchange', sendToken);
  const stopLogoutHook = beforeLogout(async () => {
    await clearOutbox();
    await clearRuntimeCaches();
    applyOutboxSummary({ pending: 0, failed: [], waitingForLogin: false });
  });
  return () => {
    stopLogoutHook();
    stopListening();
    stopped = true;
    stopWrites?.();
    stopToken();
    container?.removeEventListener('controllerchange', sendToken);
  };
}

function afterLoad(run: () => void): void {
  if (typeof document === 'undefined' || document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
