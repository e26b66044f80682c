import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers gain less than the encoding costs (a packet holds ~1.4 KB anyway). */
const COMPRESS_MIN_BYTES = 1024;

/** The encoding to answer with: brotli, else gzip, when the request accepts it (q > 0). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compresses the API's JSON and text answers (the client's files are compressed at build time
 * and served by @fastify/static). A first sync pulls pages of 500 documents, about 500 KB of JSON
 * each, which brotli brings to a tenth: on a phone's slow link the library's first pages arrive
 * in seconds instead of minutes, and stop holding up the screens' own files. Streams (file
 * downloads) and small answers go as they are. Brotli at quality 4: most of the gain of the
 * higher levels for a fraction of their CPU; both encoders run off the event loop.
 */
export const compressPlugin = fp(async (app) => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/') || req.method === 'HEAD') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    const length = Buffer.byteLength(payload);
    if (length < COMPRESS_MIN_BYTES) return payload;
    if (!/json|text/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_SIZE_HINT]: length,
            },
          })
        : await gzipAsync(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
});
