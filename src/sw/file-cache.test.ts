// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFileCache, FILE_CACHE, isFileDownload, parseRange } from './file-cache';

/** An in-memory Cache Storage: enough of the API the file cache uses. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (name: string): Cache => {
    const map = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, map);
    const url = (key: RequestInfo | URL) =>
      typeof key === 'string' ? key : key instanceof URL ? key.href : key.url;
    return {
      put: async (key: RequestInfo | URL, response: Response) => {
        map.set(url(key), response);
      },
      match: async (key: RequestInfo | URL) => map.get(url(key))?.clone(),
      delete: async (key: RequestInfo | URL) => map.delete(url(key)),
      keys: async () => [...map.keys()].map((k) => new Request(k)),
    } as unknown as Cache;
  };
  return {
    caches: { open: async (name: string) => cacheOf(name) } as unknown as CacheStorage,
    stores,
  };
}

const ORIGIN = 'http://app.test';
const file = (n: number) => new Uint8Array(n).map((_, i) => i % 251);

function server(sizes: Record<string, number>) {
  let offline = false;
  const calls: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    calls.push(request.url);
    if (offline) throw new TypeError('Failed to fetch');
    const id = new URL(request.url).pathname.split('/').pop()!;
    const bytes = file(sizes[id]);
    const range = request.headers.get('range');
    if (range) {
      const part = parseRange(range, bytes.length)!;
      return new Response(bytes.slice(part.start, part.end + 1), {
        status: 206,
        headers: {
          'content-range': `bytes ${part.start}-${part.end}/${bytes.length}`,
          'content-length': String(part.end - part.start + 1),
        },
      });
    }
    return new Response(bytes, {
      status: 200,
      headers: { 'content-length': String(bytes.length), 'content-type': 'image/png' },
    });
  };
  return { fetch, calls, goOffline: () => (offline = true) };
}

const get = (id: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/api/documents/download/${id}?t=${Math.random()}&lang=en`, { headers });

async function settle(
  handle: (r: Request, w: (p: Promise<unknown>) => void) => Promise<Response>,
  request: Request,
) {
  const work: Promise<unknown>[] = [];
  const response = await handle(request, (p) => work.push(p));
  const bytes = new Uint8Array(await response.arrayBuffer());
  await Promise.all(work);
  return { response, bytes };
}

describe('the bounded cache of opened files', () => {
  it('matches only GET downloads of this origin', () => {
    expect(isFileDownload('GET', new URL(`${ORIGIN}/api/documents/download/d1?t=1`), ORIGIN)).toBe(
      true,
    );
    expect(isFileDownload('POST', new URL(`${ORIGIN}/api/documents/download/d1`), ORIGIN)).toBe(
      false,
    );
    expect(isFileDownload('GET', new URL(`${ORIGIN}/api/documents/list`), ORIGIN)).toBe(false);
    expect(
      isFileDownload('GET', new URL(`http://other.test/api/documents/download/d1`), ORIGIN),
    ).toBe(false);
  });

  it('a file opened once opens offline, whatever the query; a range offline gets its slice', async () => {
    const { caches } = memoryCaches();
    const net = server({ d1: 1000 });
    const cache = createFileCache({ caches, fetch: net.fetch });
    const first = await settle(cache.handle, get('d1'));
    expect(first.response.status).toBe(200);
    net.goOffline();
    const again = await settle(cache.handle, get('d1'));
    expect(again.response.status).toBe(200);
    expect(again.bytes).toEqual(file(1000));
    const part = await settle(cache.handle, get('d1', { range: 'bytes=10-19' }));
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(part.bytes).toEqual(file(1000).slice(10, 20));
    await expect(cache.handle(get('never-opened'))).rejects.toThrow('Failed to fetch');
  });

  it('never keeps a 206 as the whole file', async () => {
    const { caches, stores } = memoryCaches();
    const net = server({ d1: 1000 });
    const cache = createFileCache({ caches, fetch: net.fetch });
    const part = await settle(cache.handle, get('d1', { range: 'bytes=0-99' }));
    expect(part.response.status).toBe(206);
    expect(stores.get(FILE_CACHE)?.size ?? 0).toBe(0);
    net.goOffline();
    await expect(cache.handle(get('d1'))).rejects.toThrow();
  });

  it('is bounded by entries and by bytes, the oldest going first; a file too large is not kept', async () => {
    const { caches, stores } = memoryCaches();
    let clock = 0;
    const net = server({ a: 300, b: 300, c: 300, d: 300, big: 600 });
    const cache = createFileCache({
      caches,
      fetch: net.fetch,
      maxEntries: 3,
      maxBytes: 700,
      maxEntryBytes: 500,
      now: () => ++clock,
    });
    const kept = () =>
      [...(stores.get(FILE_CACHE)?.keys() ?? [])].map((k) => k.split('/').pop()).sort();
    await settle(cache.handle, get('a'));
    await settle(cache.handle, get('b'));
    expect(kept()).toEqual(['a', 'b']);
    await settle(cache.handle, get('c')); // 900 bytes > 700: a goes
    expect(kept()).toEqual(['b', 'c']);
    await settle(cache.handle, get('big')); // larger than a file's share: not kept
    expect(kept()).toEqual(['b', 'c']);
    const small = createFileCache({
      caches,
      fetch: server({ x: 10, y: 10, z: 10, w: 10 }).fetch,
      maxEntries: 3,
      now: () => ++clock,
    });
    for (const id of ['x', 'y', 'z', 'w']) await settle(small.handle, get(id));
    expect(kept()).toEqual(['w', 'y', 'z']); // 3 entries at most
  });

  it('parses ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=200-300', 100)).toBeNull();
    expect(parseRange('items=1-2', 100)).toBeNull();
  });
});
