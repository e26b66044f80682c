/**
 * Socket.IO at the socket root (SOCKET_PORT, default 15081), authenticated with the same token as
 * the API. Each socket joins rooms for its user, its company and, for provider users, the
 * provider. With REDIS_URL the Redis adapter lets several server processes reach each other's
 * rooms. Broadcasts are sent after commit by the mutation layer.
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import { rooms } from '../../contract/socket';
import type { Database } from '../db/client';
import type { AuthUser } from '../lib/auth-user';
import type { FeedEntry } from '../lib/mutation';
import { findSessionUser } from '../modules/auth/session.repository';
import type { Tokens } from '../modules/auth/token';

export interface RealtimeOptions {
  database: Database;
  tokens: Tokens;
  redisUrl?: string;
  corsOrigins: string[];
  log: FastifyBaseLogger;
}

/** Turns committed change-feed entries into socket events; the sync layer registers these. */
export type ChangePublisher = (changes: FeedEntry[], realtime: Realtime) => Promise<void>;

export interface Realtime {
  io: Server;
  attach(server: HttpServer): void;
  emit(room: string, event: string, payload: unknown): void;
  publishChanges(changes: FeedEntry[]): void;
  onChanges(publisher: ChangePublisher): void;
  close(): Promise<void>;
}

function originAllowed(origin: string | undefined, host: string | undefined, allowed: string[]): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    // The web client is served by this same host on another port (the API port).
    return new URL(origin).hostname === (host ?? '').split(':')[0];
  } catch {
    return false;
  }
}

export function createRealtime(opts: RealtimeOptions): Realtime {
  const io = new Server({
    serveClient: false,
    allowRequest: (req, cb) => cb(null, originAllowed(req.headers.origin, req.headers.host, opts.corsOrigins)),
    cors: { origin: true, credentials: false },
  });
  const redis: Redis[] = [];
  let attached = false;
  if (opts.redisUrl) {
    const pub = new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    for (const r of [pub, sub]) r.on('error', (err) => opts.log.warn({ err: err.message }, 'redis error'));
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as Record<string, unknown>;
    const token = (auth.token ?? auth.access_token ?? socket.handshake.headers['access_token']) as string | undefined;
    const claims = token ? await opts.tokens.verify(token) : null;
    const user = claims ? await findSessionUser(opts.database, claims.jti).catch(() => null) : null;
    if (!user) return next(new Error('Unauthorized'));
    socket.data.user = user;
    next();
  });

  io.on('connection', (socket) => {
    const user = socket.data.user as AuthUser;
    void socket.join([rooms.user(user.user_uuid), rooms.company(user.company_uuid)]);
    if (user.is_provider) void socket.join(rooms.provider);
  });

  const publishers: ChangePublisher[] = [];
  const realtime: Realtime = {
    io,
    attach: (server) => {
      io.attach(server);
      attached = true;
    },
    emit: (room, event, payload) => void io.to(room).emit(event, payload),
    publishChanges(changes) {
      for (const publish of publishers) {
        publish(changes, realtime).catch((err) => opts.log.warn({ err }, 'publishing changes failed'));
      }
    },
    onChanges: (publisher) => void publishers.push(publisher),
    async close() {
      // io.close() also closes the HTTP server it was attached to; unattached, only sockets exist.
      if (attached) await new Promise<void>((resolve) => io.close(() => resolve()));
      else io.disconnectSockets(true);
      await Promise.all(redis.map((r) => r.quit().catch(() => undefined)));
    },
  };
  return realtime;
}
