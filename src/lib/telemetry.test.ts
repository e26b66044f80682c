import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installTelemetry,
  MAX_ERROR_REPORTS,
  parseClientConfig,
  startTelemetry,
  type RouteSource,
} from './telemetry';
import { resetClientConfig } from './client-config';

function routes(start = { pattern: '/', pathname: '/' }) {
  let current = start;
  const listeners = new Set<() => void>();
  const source: RouteSource = {
    current: () => current,
    onNavigated: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  const go = (pattern: string, pathname: string) => {
    current = { pattern, pathname };
    listeners.forEach((fn) => fn());
  };
  return { source, go, listeners };
}

const ERRORS = { url: 'https://errors.example.com/r', trace_sample_rate: 0 as const };
const ANALYTICS = { measurement_id: 'G-T1', url: 'https://stats.example.com/c' };

/** The page's events arrive on a stand-in for window (the test runner listens on the real one). */
let page = new EventTarget();
function uncaught(error: unknown) {
  page.dispatchEvent(
    new ErrorEvent('error', {
      error,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
}
function unhandled(reason: unknown) {
  const event = new Event('unhandledrejection') as Event & { reason: unknown };
  event.reason = reason;
  page.dispatchEvent(event);
}
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
function stubBeacon() {
  const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  return beacon;
}

let uninstall: (() => void) | undefined;
beforeEach(() => {
  page = new EventTarget();
});
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  vi.unstubAllGlobals();
});

describe('telemetry', () => {
  it('sends nothing and listens to nothing when nothing is configured', () => {
    const send = vi.fn();
    const add = vi.spyOn(page, 'addEventListener');
    const r = routes();
    uninstall = installTelemetry(
      { analytics: null, error_reporting: null, entra: null },
      { target: page, routes: r.source, send },
    );
    uninstall = installTelemetry(null, { target: page, routes: r.source, send });
    uncaught(new Error('boom'));
    r.go('/library', '/library');
    expect(send).not.toHaveBeenCalled();
    expect(
      add.mock.calls.filter(([type]) => type === 'error' || type === 'unhandledrejection'),
    ).toEqual([]);
    expect(r.listeners.size).toBe(0);
    add.mockRestore();
  });

  it('reports uncaught errors and rejections scrubbed, with the route pattern, once each', () => {
    const send = vi.fn();
    const r = routes({
      pattern: '/regulations/$regulationId',
      pathname: '/regulations/9c1d7a34-5b2e-4c8f-a1d3-0e5f6a7b8c9d',
    });
    uninstall = installTelemetry(
      { analytics: null, error_reporting: ERRORS, entra: null },
      { target: page, routes: r.source, send, appVersion: '2.0.0' },
    );
    const error = new Error(
      'No access for budi@contoh.co.id on /api/users/9c1d7a34-5b2e-4c8f-a1d3-0e5f6a7b8c9d?token=abc',
    );
    uncaught(error);
    uncaught(error);
    unhandled('access_token: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTYifQ.c2lnbmF0dXJl');
    expect(send).toHaveBeenCalledTimes(2);
    const [url, body] = send.mock.calls[0];
    expect(url).toBe(ERRORS.url);
    const report = JSON.parse(body);
    expect(report).toMatchObject({
      kind: 'error',
      message: 'Error: No access for [email] on /api/users/[uuid]',
      route: '/regulations/$regulationId',
      app_version: '2.0.0',
    });
    expect(Object.keys(report).sort()).toEqual([
      'app_version',
      'kind',
      'message',
      'route',
      'stack',
    ]);
    expect(JSON.parse(send.mock.calls[1][1])).toMatchObject({
      kind: 'unhandledrejection',
      message: 'access_token: [redacted]',
    });
    for (const [, sent] of send.mock.calls) expect(sent).not.toMatch(/budi|9c1d7a34|token=abc|eyJ/);
  });

  it(`stops after ${MAX_ERROR_REPORTS} distinct errors on one page`, () => {
    const send = vi.fn();
    uninstall = installTelemetry(
      { analytics: null, error_reporting: ERRORS, entra: null },
      { target: page, routes: routes().source, send },
    );
    for (let i = 0; i < MAX_ERROR_REPORTS + 5; i++) uncaught(new Error(`failure ${i}`));
    expect(send).toHaveBeenCalledTimes(MAX_ERROR_REPORTS);
  });

  it('sends one page view per navigation with the route pattern only, and no error listener', () => {
    const send = vi.fn();
    const r = routes({ pattern: '/', pathname: '/' });
    uninstall = installTelemetry(
      { analytics: ANALYTICS, error_reporting: null, entra: null },
      { target: page, routes: r.source, send },
    );
    r.go('/regulations/$regulationId', '/regulations/a1');
    r.go('/regulations/$regulationId', '/regulations/a1'); // the same page again (a search change)
    r.go('/regulations/$regulationId', '/regulations/b2');
    uncaught(new Error('not reported'));
    expect(send.mock.calls.map(([url, body]) => [url, JSON.parse(body)])).toEqual([
      [ANALYTICS.url, { measurement_id: 'G-T1', event: 'page_view', path: '/' }],
      [
        ANALYTICS.url,
        { measurement_id: 'G-T1', event: 'page_view', path: '/regulations/$regulationId' },
      ],
      [
        ANALYTICS.url,
        { measurement_id: 'G-T1', event: 'page_view', path: '/regulations/$regulationId' },
      ],
    ]);
    uninstall();
    uninstall = undefined;
    r.go('/library', '/library');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('reads only a well-formed configuration; anything else is off', () => {
    expect(parseClientConfig({ analytics: ANALYTICS, error_reporting: ERRORS })).toEqual({
      analytics: ANALYTICS,
      error_reporting: ERRORS,
      entra: null,
    });
    expect(
      parseClientConfig({
        analytics: { measurement_id: '', url: ANALYTICS.url },
        error_reporting: { url: 'javascript:alert(1)' },
      }),
    ).toEqual({
      analytics: null,
      error_reporting: null,
      entra: null,
    });
    const entra = {
      client_id: 'app',
      tenant_id: 'tenant',
      authority: 'https://login.microsoftonline.com/tenant',
    };
    expect(parseClientConfig({ entra })?.entra).toEqual(entra);
    expect(
      parseClientConfig({ entra: { ...entra, authority: 'javascript:alert(1)' } })?.entra,
    ).toBeNull();
    expect(parseClientConfig({ entra: { ...entra, client_id: '' } })?.entra).toBeNull();
    expect(parseClientConfig('nope')).toBeNull();
  });

  it('asks the server for its configuration and stays off when it cannot', async () => {
    resetClientConfig();
    const beacon = stubBeacon();
    const router = {
      state: { location: { pathname: '/login' }, matches: [] },
      subscribe: vi.fn(() => () => undefined),
    };
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    uninstall = await startTelemetry(router as never, page);
    expect(fetchMock).toHaveBeenCalledWith('/api/client-config', { credentials: 'omit' });
    uncaught(new Error('offline boom'));
    expect(router.subscribe).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('installs what the server turns on, and sends with sendBeacon', async () => {
    resetClientConfig();
    const beacon = stubBeacon();
    const router = {
      state: {
        location: { pathname: '/library' },
        matches: [
          { routeId: '__root__', fullPath: '/' },
          { routeId: '/app/library', fullPath: '/library' },
        ],
      },
      subscribe: vi.fn(() => () => undefined),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(
          JSON.stringify({
            message: 'OK',
            data: { analytics: ANALYTICS, error_reporting: null },
          }),
        ),
      ),
    );
    uninstall = await startTelemetry(router as never, page);
    expect(router.subscribe).toHaveBeenCalledWith('onResolved', expect.any(Function));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0][0]).toBe(ANALYTICS.url);
    expect(JSON.parse(await readBlob(beacon.mock.calls[0][1] as Blob))).toEqual({
      measurement_id: 'G-T1',
      event: 'page_view',
      path: '/library',
    });
  });
});

describe('routeSourceOf', () => {
  it("names the app router's route by its pattern, and an unknown address as not found", async () => {
    const { createMemoryHistory } = await import('@tanstack/react-router');
    const { createAppRouter } = await import('../app/router');
    const { routeSourceOf } = await import('./telemetry');
    const router = createAppRouter(
      createMemoryHistory({ initialEntries: ['/login?next=budi@contoh.co.id'] }),
    );
    await router.load();
    expect(routeSourceOf(router).current()).toEqual({ pattern: '/login', pathname: '/login' });
    await router.navigate({ to: '/no/such/9c1d7a34-5b2e-4c8f-a1d3-0e5f6a7b8c9d' as never });
    expect(routeSourceOf(router).current().pattern).toBe('(not found)');
  });
});
