/**
 * The service worker (built by vite-plugin-pwa, injectManifest).
 *
 * Caches: Workbox precache of the whole build (shell, every lazy chunk with the bundled locales,
 * CSS, icons, manifest); navigations fall back to the precached index.html so deep links open
 * offline, never for /api/. A first install takes control at once (clientsClaim); a new version
 * waits until the page's update prompt sends SKIP_WAITING.
 *
 * Outbox (outbox/*, IndexedDB `regcomply-outbox`): a mutating /api call (not /api/auth/*) that
 * finds no network is stored and answered `202 { queued: true, message }`; the entries replay in
 * order on Background Sync (tag `outbox`), at every worker start, when the page reports `online`
 * or a new token, and on a timer while entries remain. While entries wait, new mutating calls
 * queue behind them so the order holds.
 *
 * Push (push.ts): each Web Push message becomes a system notification; a click opens its screen.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerFileCache } from './file-cache';
import { registerPush } from './push';
import { entryFromRequest, isQueueable, queuedResponse } from './outbox/enqueue';
import { createOutboxWorker } from './outbox/worker';

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const outbox = createOutboxWorker({
  fetch: (request) => fetch(request),
  broadcast: (message) => {
    const channel = new BroadcastChannel('regcomply-outbox');
    channel.postMessage(message);
    channel.close();
  },
  registerSync: async () => {
    const registration = self.registration as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register('outbox').catch(() => undefined);
  },
});

// The outbox answers before Workbox's routes: it must see the mutating /api calls first.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !isQueueable(event.request.method, url)) return;
  event.respondWith(sendOrQueue(event.request));
});

// Opened files (GET /api/documents/download/*): network first, a bounded cache for offline.
registerFileCache(self);

// Web Push: a system notification per push, a click opens the app at its screen (push.ts).
registerPush(self);

async function sendOrQueue(request: Request): Promise<Response> {
  const copy = request.clone();
  if ((await outbox.pending()) === 0) {
    try {
      return await fetch(request);
    } catch (error) {
      if (request.signal.aborted) throw error; // the page gave up: nothing to keep
    }
  }
  await outbox.enqueue(await entryFromRequest(copy));
  return queuedResponse(request.url);
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === 'outbox') sync.waitUntil(outbox.syncReplay());
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  ) {
    void self.skipWaiting();
    return;
  }
  event.waitUntil(outbox.onMessage(data, event.ports[0]));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(outbox.replay({ force: true }).then(() => undefined));
});

clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    // MSAL's popup return is served by the server (no COOP header there), never from the cache.
    denylist: [/^\/api\//, /^\/socket\.io\//, /^\/login\/microsoft\/?$/],
  }),
);

// Every start of the worker (it is stopped when idle) replays what a previous run left.
void outbox.replay({ force: true });
