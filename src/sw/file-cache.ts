/**
 * The bounded offline cache of opened files: `GET /api/documents/download/{id}` goes to the
 * network first (a renamed document gets its new name) and keeps a whole answer (200) in the
 * Cache Storage `regcomply-files-v1`; with no network the kept copy answers, so a file opened once
 * opens offline. Never cached: partial answers (206, or any answer with Content-Range), refusals,
 * answers larger than a file's share of the budget. The cache holds at most `maxEntries` files and
 * `maxBytes` bytes: the least recently stored go first. A ranged request offline is answered with
 * its slice of the kept whole file (206), or the whole file when the range cannot be read.
 * The key is the path alone (the app adds `t` and `lang` to every call). Logout deletes the cache
 * with the other runtime caches (src/lib/outbox.ts, `clearRuntimeCaches`).
 */

export const FILE_CACHE = 'regcomply-files-v1';
const STORED_AT = 'x-file-cache-stored-at';

export interface FileCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** The largest single file kept (default: a quarter of maxBytes). */
  maxEntryBytes?: number;
  fetch?: (request: Request) => Promise<Response>;
  caches?: CacheStorage;
  now?: () => number;
}

const DOWNLOAD = /^\/api\/documents\/download\/[^/]+$/;

export function isFileDownload(method: string, url: URL, origin: string): boolean {
  return method === 'GET' && url.origin === origin && DOWNLOAD.test(url.pathname);
}

function keyOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname}`;
}

function lengthOf(response: Response): number {
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length >= 0 ? length : Number.NaN;
}

/** A whole answer: 200, no Content-Range. */
function isWhole(response: Response): boolean {
  return response.status === 200 && !response.headers.has('content-range');
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of a file of `size` bytes; null when unreadable or outside. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

async function sliceOf(whole: Response, range: string): Promise<Response> {
  const blob = await whole.blob();
  const part = parseRange(range, blob.size);
  if (!part) return new Response(blob, { status: 200, headers: whole.headers });
  const headers = new Headers(whole.headers);
  headers.set('content-range', `bytes ${part.start}-${part.end}/${blob.size}`);
  headers.set('content-length', String(part.end - part.start + 1));
  headers.delete(STORED_AT);
  return new Response(blob.slice(part.start, part.end + 1), { status: 206, headers });
}

export function createFileCache(options: FileCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 50;
  const maxBytes = options.maxBytes ?? 200 * 1024 * 1024;
  const maxEntryBytes = options.maxEntryBytes ?? Math.floor(maxBytes / 4);
  const doFetch = options.fetch ?? ((request: Request) => fetch(request));
  const storage = () => options.caches ?? caches;
  const now = options.now ?? Date.now;

  /** Drops the oldest stored files until the cache is within its bounds. */
  async function trim(cache: Cache): Promise<void> {
    const keys = await cache.keys();
    const entries: { key: Request; size: number; at: number }[] = [];
    for (const key of keys) {
      const response = await cache.match(key);
      if (!response) continue;
      const size = lengthOf(response);
      entries.push({
        key,
        size: Number.isNaN(size) ? 0 : size,
        at: Number(response.headers.get(STORED_AT)) || 0,
      });
    }
    entries.sort((a, b) => a.at - b.at);
    let total = entries.reduce((sum, e) => sum + e.size, 0);
    while (entries.length > maxEntries || total > maxBytes) {
      const oldest = entries.shift()!;
      total -= oldest.size;
      await cache.delete(oldest.key);
    }
  }

  async function store(key: string, response: Response): Promise<void> {
    const size = lengthOf(response);
    // Only a whole file whose length is known and within a file's share of the budget.
    if (!isWhole(response) || Number.isNaN(size) || size > maxEntryBytes) return;
    const headers = new Headers(response.headers);
    headers.set(STORED_AT, String(now()));
    const body = await response.blob();
    if (body.size !== size) return; // cut short: never keep a part as the whole
    const cache = await storage().open(FILE_CACHE);
    await cache.put(
      key,
      new Response(body, { status: 200, statusText: response.statusText, headers }),
    );
    await trim(cache);
  }

  /**
   * The answer to a download request: the network's, else the kept copy, else the network error.
   * The copy is stored while the page reads its own (`waitUntil` keeps the worker alive for it).
   */
  async function handle(
    request: Request,
    waitUntil: (work: Promise<unknown>) => void = () => {},
  ): Promise<Response> {
    const key = keyOf(request);
    const range = request.headers.get('range');
    try {
      const response = await doFetch(request);
      if (!range && isWhole(response))
        waitUntil(store(key, response.clone()).catch(() => undefined));
      return response;
    } catch (error) {
      const cache = await storage().open(FILE_CACHE);
      const kept = await cache.match(key);
      if (!kept) throw error;
      return range ? sliceOf(kept, range) : kept;
    }
  }

  return { handle, trim: async () => trim(await storage().open(FILE_CACHE)) };
}

/** What the registration needs of a fetch event and the worker (compiles beside the DOM types too). */
interface DownloadFetchEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerScope {
  location: { origin: string };
  addEventListener(type: 'fetch', listener: (event: DownloadFetchEvent) => void): void;
}

/** The worker's registration: one line in sw.ts, before Workbox's routes. */
export function registerFileCache(scope: WorkerScope, options: FileCacheOptions = {}): void {
  const cache = createFileCache(options);
  scope.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (!isFileDownload(event.request.method, url, scope.location.origin)) return;
    event.respondWith(cache.handle(event.request, (work) => event.waitUntil(work)));
  });
}
