/**
 * Work that must run when the user logs out, registered by the parts of the app that hold
 * per-user data: the sync (stops replication, deletes the local database) and the service
 * worker's outbox (clears queued writes). `logout()` runs every hook before it calls the server
 * and clears the session, so a hook still has the token. A failing hook is logged and does not
 * stop the others or the logout.
 */
export type LogoutHook = () => void | Promise<void>;

const hooks = new Set<LogoutHook>();

/** Registers a hook; returns its removal. */
export function beforeLogout(hook: LogoutHook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export async function runBeforeLogout(): Promise<void> {
  const results = await Promise.allSettled([...hooks].map(async (hook) => hook()));
  for (const result of results) {
    if (result.status === 'rejected') console.warn('logout hook failed', result.reason);
  }
}
