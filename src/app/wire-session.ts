import { onUnauthorized } from '../lib/api-client';
import { setNavigator } from '../lib/navigation';
import { resetSession } from '../state/session';
import type { AppRouter } from './router';

/** Connects code outside React to the router and the session store: a 401 ends the session. */
export function wireSession(router: AppRouter): () => void {
  setNavigator((to) => void router.navigate({ to, replace: true }));
  return onUnauthorized(() => resetSession());
}
