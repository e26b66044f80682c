/**
 * Stands in for the `unload` package (aliased in vite.config.ts). RxDB's leader election
 * (broadcast-channel) registers its clean-up through that package, which listens to `unload` and
 * `beforeunload`: deprecated, and either keeps the page out of the back/forward cache. The same
 * clean-up runs here on `pagehide`, and only when the page is really going away: a page kept in
 * the cache (`persisted`) stays the leader and carries on replicating when it is shown again.
 */
type Listener = () => unknown;

const listeners = new Set<Listener>();
let listening = false;

function startListening(): void {
  if (listening || typeof window === 'undefined' || typeof window.addEventListener !== 'function')
    return;
  listening = true;
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) void runAll();
  });
}

export function add(fn: Listener): { remove: () => boolean; run: () => unknown } {
  if (typeof fn !== 'function') throw new Error('Listener is no function');
  startListening();
  listeners.add(fn);
  return {
    remove: () => listeners.delete(fn),
    run: () => {
      listeners.delete(fn);
      return fn();
    },
  };
}

export function runAll(): Promise<unknown[]> {
  const pending = [...listeners].map((fn) => {
    listeners.delete(fn);
    return fn();
  });
  return Promise.all(pending);
}

export function removeAll(): void {
  listeners.clear();
}

export function getSize(): number {
  return listeners.size;
}

export default { add, runAll, removeAll, getSize };
