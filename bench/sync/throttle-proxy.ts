/**
 * A throttling TCP proxy for the first-visit figure: everything between Chromium and the server
 * (pages, scripts, the service worker's precache, API calls, the socket) passes through it, so
 * the service worker is slowed exactly like the page. Each direction is one shared link, like a
 * phone's radio: a chunk waits for the link to be free, takes `bytes / rate` to send, then
 * arrives `latency` later (half the round trip). Defaults: 2 s round trip, 50 kB/s each way
 * (Chrome's "Slow 3G" figures of issue 7). Loopback only.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface ThrottleOptions {
  /** Upstream (the server under test). */
  target: { host: string; port: number };
  /** The proxy's own port on 127.0.0.1. */
  port: number;
  roundTripMs?: number;
  bytesPerSecond?: number;
}

export interface ThrottleProxy {
  base: string;
  /** Bytes that went down (server -> browser) and up. */
  bytes(): { down: number; up: number };
  close(): Promise<void>;
}

/** Pieces of at most this size, so one large chunk does not hold the link in one block. */
const PIECE = 4096;

class Link {
  private freeAt = 0;
  bytes = 0;
  constructor(
    private readonly latencyMs: number,
    private readonly bytesPerSecond: number,
  ) {}

  /** Delivers `chunk` to `to` after the link's queue, its send time and the latency. */
  send(chunk: Buffer, to: Socket): void {
    for (let i = 0; i < chunk.length; i += PIECE) {
      const piece = chunk.subarray(i, i + PIECE);
      const now = Date.now();
      const sent = Math.max(now, this.freeAt) + (piece.length / this.bytesPerSecond) * 1000;
      this.freeAt = sent;
      this.bytes += piece.length;
      setTimeout(
        () => {
          if (!to.destroyed) to.write(piece);
        },
        sent + this.latencyMs - now,
      );
    }
  }

  /** When everything queued so far has arrived (to end a socket after its last bytes). */
  drainedInMs(): number {
    return Math.max(0, this.freeAt - Date.now()) + this.latencyMs;
  }
}

export function startThrottleProxy(options: ThrottleOptions): Promise<ThrottleProxy> {
  const oneWay = (options.roundTripMs ?? 2000) / 2;
  const rate = options.bytesPerSecond ?? 50_000;
  const down = new Link(oneWay, rate);
  const up = new Link(oneWay, rate);
  const sockets = new Set<Socket>();

  const server: Server = createServer((client) => {
    const upstream = connect(options.target.port, options.target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.on('data', (chunk: Buffer) => up.send(chunk, upstream));
    upstream.on('data', (chunk: Buffer) => down.send(chunk, client));
    // A side that ends is ended on the other once its last bytes have crossed the link.
    client.on('end', () => setTimeout(() => upstream.end(), up.drainedInMs()));
    upstream.on('end', () => setTimeout(() => client.end(), down.drainedInMs()));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => setTimeout(() => client.destroy(), down.drainedInMs()));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      resolve({
        base: `http://127.0.0.1:${options.port}`,
        bytes: () => ({ down: down.bytes, up: up.bytes }),
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
