import { subscribe } from 'valtio';
import { onUnauthorized } from '../lib/api-client';
import { setNavigator } from '../lib/navigation';
import { resetSession, session } from '../state/session';
import type { AppRouter } from './router';

/**
 * Connects code outside React to the router and the session store: a 401 ends the session. The
 * sync follows the session (starts after the profile, stops with it, clears data at logout); it
 * is loaded only once someone is signed in, so the login page does not carry RxDB.
 */
export function wireSession(router: AppRouter): () => void {
  setNavigator((to) => void router.navigate({ to, replace: true }));
  const offUnauthorized = onUnauthorized(() => resetSession());
  const offSync = wireSyncWhenSignedIn();
  return () => {
    offUnauthorized();
    offSync();
  };
}

function wireSyncWhenSignedIn(): () => void {
  let off: (() => void) | undefined;
  let requested = false;
  let stopped = false;
  const load = () => {
    if (requested || !session.token) return;
    requested = true;
    void import('../sync/session-sync').then((m) => {
      if (!stopped) off = m.wireSync();
    });
  };
  const unsubscribe = subscribe(session, load);
  load();
  return () => {
    stopped = true;
    unsubscribe();
    off?.();
  };
}
