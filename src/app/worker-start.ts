import { subscribe } from 'valtio';
import { session } from '../state/session';

/** The longest a signed-in start waits for its first sync before the worker starts anyway. */
export const WORKER_WAIT_MS = 30_000;

/**
 * Calls `run` (the service worker's registration) once someone is signed in and the local data
 * has synced once, or WORKER_WAIT_MS after the signed-in start, whichever comes first. The
 * worker's install precaches every chunk of the app, about 120 requests: on a phone's slow link,
 * registered while the user was signing in, they took the browser's six connections to the
 * server from the sign-in, the first screens' chunks and the first pulls (a first visit's
 * library waited tens of seconds behind them). Offline use needs synced data first anyway; the
 * signed-out login page needs the network to sign in. A return visit has its time of last sync
 * at once, so the worker's update check starts as before. Answers the cancel.
 */
export function whenWorkerMayStart(run: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let offSession: (() => void) | undefined;
  let offSync: (() => void) | undefined;
  const cleanup = () => {
    done = true;
    clearTimeout(timer);
    offSession?.();
    offSync?.();
  };
  const fire = () => {
    if (done) return;
    cleanup();
    run();
  };
  const signedIn = () => {
    offSession?.();
    timer = setTimeout(fire, WORKER_WAIT_MS);
    void import('../sync/sync-status').then(({ syncStatus }) => {
      if (done) return;
      const check = () => {
        if (syncStatus.lastSyncAt !== null) fire();
      };
      offSync = subscribe(syncStatus, check);
      check();
    });
  };
  if (session.token) signedIn();
  else
    offSession = subscribe(session, () => {
      if (session.token && !done) signedIn();
    });
  return cleanup;
}
