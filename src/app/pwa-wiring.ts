import { subscribeKey } from 'valtio/utils';
import { listenOutbox, postToken } from '../lib/outbox';
import { applyOutboxSummary } from '../state/pwa';
import { session } from '../state/session';

/**
 * The service worker's side of the app once it runs (wire-pwa.ts loads this): the outbox
 * summary, and the current token (handed to the worker at start and on every change, so queued
 * calls replay with a fresh token after a new login). The write kit (src/db/writes) follows the
 * outbox's outcomes, and settles what ended while no page was open from the worker's answer to
 * the token. The write kit brings RxDB with it, so it is loaded only once someone is signed in.
 */
export function startPwa(): () => void {
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
      if (session.token)
        void loadWrites()
          .then((kit) => kit.settleWithOutbox(s))
          .catch((e: unknown) => console.warn(e));
    });
  };
  sendToken();
  const stopToken = subscribeKey(session, 'token', sendToken);
  // The first install takes control after start: hand it the token then.
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  container?.addEventListener('controllerchange', sendToken);
  return () => {
    stopListening();
    stopped = true;
    stopWrites?.();
    stopToken();
    container?.removeEventListener('controllerchange', sendToken);
  };
}
