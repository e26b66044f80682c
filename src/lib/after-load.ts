/**
 * Runs `run` once the page has loaded and the main thread is idle (at most 2 s later): for work
 * the first screen does not need (the service worker, telemetry), so it neither competes with that
 * screen's files and tasks nor counts among what the login page loads before its form shows.
 */
export function afterLoad(run: () => void): void {
  if (typeof window === 'undefined') return run();
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 2000 })
      : window.setTimeout(run, 500);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
