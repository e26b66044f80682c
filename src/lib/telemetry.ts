/**
 * Error reporting and analytics (specification section 9): off unless the server's configuration
 * turns them on (GET /api/client-config, from ANALYTICS_* and ERROR_REPORT_URL). Off, nothing is
 * installed and nothing is sent. On:
 * - errors: each uncaught error (`error`) and unhandled rejection (`unhandledrejection`) is posted
 *   to the configured address as `{ kind, message, stack, route, app_version }`, message and stack
 *   scrubbed of tokens, e-mails, uuids, long numbers and query strings (telemetry-scrub.ts); no
 *   user, company, token, URL or browser data; at most MAX_ERROR_REPORTS a page, each once;
 *   never performance traces (trace sample rate 0);
 * - analytics: one `{ measurement_id, event: 'page_view', path }` per navigation, where `path` is
 *   the route's pattern (`/regulations/$regulationId`), never the address with its ids or query.
 * Sent with `navigator.sendBeacon` (a `fetch` with `keepalive` where it is missing or refuses) as
 * JSON in a text/plain body, so a cross-origin collector needs no preflight; no third-party script.
 * A failure to read the configuration or to send leaves the page as it was: telemetry never breaks
 * the app. Loaded on demand from main.tsx, so the login page does not wait for it.
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { ClientConfig } from '../../contract/api/client-config';
import { loadClientConfig } from './client-config';
import { env } from './env';
import { scrub } from './telemetry-scrub';

export { parseClientConfig } from './client-config';

/** More than this many distinct errors on one page is a loop: the rest would only repeat it. */
export const MAX_ERROR_REPORTS = 10;

export type Send = (url: string, body: string) => void;

/** Where the user is: the route's pattern and, to tell navigations apart, its path (never sent). */
export interface RouteSource {
  current(): { pattern: string; pathname: string };
  /** Calls `fn` after each completed navigation; answers the unsubscribe. */
  onNavigated(fn: () => void): () => void;
}

export function sendBeaconOrFetch(url: string, body: string): void {
  try {
    const blob = new Blob([body], { type: 'text/plain;charset=UTF-8' });
    if (
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, blob)
    )
      return;
    void fetch(url, {
      method: 'POST',
      body: blob,
      keepalive: true,
      credentials: 'omit',
      mode: 'no-cors',
    }).catch(() => undefined);
  } catch {
    // A collector that cannot be reached is not the user's problem.
  }
}

function messageOf(error: unknown, fallback: string | undefined): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  if (fallback) return fallback;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export interface TelemetryOptions {
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  routes: RouteSource;
  send?: Send;
  appVersion?: string;
}

/** Installs what `config` turns on; answers the uninstall. With everything off it installs nothing. */
export function installTelemetry(
  config: ClientConfig | null,
  options: TelemetryOptions,
): () => void {
  const send = options.send ?? sendBeaconOrFetch;
  const cleanups: (() => void)[] = [];

  if (config?.error_reporting) {
    const { url } = config.error_reporting;
    const seen = new Set<string>();
    const report = (kind: 'error' | 'unhandledrejection', error: unknown, fallback?: string) => {
      const message = scrub(messageOf(error, fallback)).slice(0, 500);
      const key = `${kind}|${message}`;
      if (seen.has(key) || seen.size >= MAX_ERROR_REPORTS) return;
      seen.add(key);
      const stack =
        error instanceof Error && error.stack ? scrub(error.stack).slice(0, 4000) : null;
      const route = options.routes.current().pattern;
      send(
        url,
        JSON.stringify({
          kind,
          message,
          stack,
          route,
          app_version: options.appVersion ?? env.appVersion,
        }),
      );
    };
    const onError = (e: Event) =>
      report('error', (e as ErrorEvent).error, (e as ErrorEvent).message);
    const onRejection = (e: Event) =>
      report('unhandledrejection', (e as PromiseRejectionEvent).reason);
    options.target.addEventListener('error', onError);
    options.target.addEventListener('unhandledrejection', onRejection);
    cleanups.push(() => {
      options.target.removeEventListener('error', onError);
      options.target.removeEventListener('unhandledrejection', onRejection);
    });
  }

  if (config?.analytics) {
    const { url, measurement_id } = config.analytics;
    let last: string | null = null;
    const pageView = () => {
      const { pattern, pathname } = options.routes.current();
      if (pathname === last) return; // a search or hash change is not a new page
      last = pathname;
      send(url, JSON.stringify({ measurement_id, event: 'page_view', path: pattern }));
    };
    pageView();
    cleanups.push(options.routes.onNavigated(pageView));
  }

  return () => cleanups.forEach((undo) => undo());
}

/** The router as a RouteSource: the deepest match's pattern; unmatched paths are one "not found". */
export function routeSourceOf(router: AnyRouter): RouteSource {
  return {
    current() {
      const { location, matches } = router.state;
      const deepest = matches[matches.length - 1] as
        { fullPath?: string; routeId?: string } | undefined;
      const pattern =
        deepest?.fullPath && deepest.routeId !== '__root__' ? deepest.fullPath : '(not found)';
      return { pattern, pathname: location.pathname };
    },
    onNavigated: (fn) => router.subscribe('onResolved', () => fn()),
  };
}

/** Reads the server's configuration and installs what it turns on (main.tsx, after the first render). */
export async function startTelemetry(
  router: AnyRouter,
  target: TelemetryOptions['target'] = window,
): Promise<() => void> {
  // Offline or no server: null, all off; the next page load asks again.
  const config = await loadClientConfig();
  return installTelemetry(config, { target, routes: routeSourceOf(router) });
}
