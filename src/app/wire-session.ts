import { subscribe } from 'valtio';
import { setNavigator } from '../lib/navigation';
import { resetSession, session } from '../state/session';
import type { AppRouter } from './router';

/**
 * Connects code outside React to the router and the session store: a 401 ends the session. The
 * sync follows the session (starts after the profile, stops with it, clears data at logout). Both
 * are loaded only once someone is signed in, so the login page carries neither RxDB nor the API
 * client (axios): signed out, no call can answer a 401 that ends a session. Signed in, the local
 * database starts opening at once, beside the first screen's chunks (an offline start shows its
 * rows sooner than if the screen had to ask first).
 */
export function wireSession(router: AppRouter): () => void {
  setNavigator((to) => void router.navigate({ to, replace: true }));
  return whenSignedIn(async () => {
    void import('../db/hooks/use-database').then((m) => m.openDatabaseEarly());
    const [{ onUnauthorized }, { wireSync }] = await Promise.all([
      import('../lib/api-client'),
      import('../sync/session-sync'),
    ]);
    const offUnauthorized = onUnauthorized(() => resetSession());
    const offSync = wireSync();
    return () => {
      offUnauthorized();
      offSync();
    };
  });
}

/** Runs `start` once, at the first moment a token is held; the returned function undoes it. */
function whenSignedIn(start: () => Promise<() => void>): () => void {
  let off: (() => void) | undefined;
  let requested = false;
  let stopped = false;
  const load = () => {
    if (requested || !session.token) return;
    requested = true;
    void start().then((stop) => {
      if (stopped) stop();
      else off = stop;
    });
  };
  const unsubscribe = subscribe(session, load);
  // A task of its own: the three imports add a preload link per chunk they need (about 8 ms on a
  // phone), which would otherwise lengthen the entry's evaluation, the start's longest task.
  const timer = setTimeout(load, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    off?.();
  };
}
