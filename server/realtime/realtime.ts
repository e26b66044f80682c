/**
 * Socket.IO, authenticated with the same token as the API. It is served on the API's own origin
 * (path /socket.io: works behind any reverse proxy and TLS, no CORS, no port to discover) and at
 * the specification's socket root (SOCKET_PORT, default 15081) for clients that expect it: one
 * Socket.IO server per HTTP server, all fed by the same emits. Each socket joins rooms for its
 * user, its company and, for provider users, the provider. With REDIS_URL the Redis adapter lets
 * several server processes reach each other's rooms. Broadcasts are sent after commit.
 *
 * A socket lives no longer than its session: each socket also joins a room of its session, which
 * logout empties on every process (`endSession`, through the adapter with Redis), and a socket is
 * closed when its token expires. Otherwise a logged-out device kept receiving hints.
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { rooms } from '../../contract/socket';
import type { Database } from '../db/client';
import type { AuthUser } from '../lib/auth-user';
import type { ChangeBatch } from '../lib/mutation';
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
export type ChangePublisher = (batch: ChangeBatch, realtime: Realtime) => Promise<void>;

/**
 * What a socket must be told as soon as it connects, because it may have missed the event while
 * offline (a content delivery running for its company...): the events to send it, to it alone.
 */
export type ConnectGreeter = (user: AuthUser) => Promise<{ event: string; payload: unknown }[]>;

export interface Realtime {
  /** Serves Socket.IO on one more HTTP server. */
  attach(server: HttpServer): void;
  emit(room: string, event: string, payload: unknown): void;
  /** To every connected socket (shared content). */
  broadcast(event: string, payload: unknown): void;
  publishChanges(batch: ChangeBatch): void;
  onChanges(publisher: ChangePublisher): void;
  onConnect(greeter: ConnectGreeter): void;
  /** Disconnects every socket of a session, on every server process: call after it is revoked. */
  endSession(sessionUuid: string): void;
  /** Disconnects every socket; the HTTP servers stay with their owners, who close them. */
  disconnect(): void;
  /** Aborted on close: after-commit work still retrying stops. */
  readonly closing: AbortSignal;
  readonly log: FastifyBaseLogger;
  close(): Promise<void>;
}

function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: string[],
): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    // The web client is served by this same host, on this port or the API's.
    return new URL(origin).hostname === (host ?? '').split(':')[0];
  } catch {
    return false;
  }
}

/** Server-side only: clients never address a session. */
export const sessionRoom = (sessionUuid: string) => `session:${sessionUuid}`;

/** setTimeout's limit (about 24.8 days); a longer token is looked at again when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Disconnects the socket when its token expires. */
function closeAtExpiry(socket: Socket, expiresAtSeconds: number) {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const left = expiresAtSeconds * 1000 - Date.now();
    if (left <= 0) return void socket.disconnect(true);
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
  };
  arm();
  socket.on('disconnect', () => clearTimeout(timer));
}

export function createRealtime(opts: RealtimeOptions): Realtime {
  const servers: Server[] = [];
  const redis: Redis[] = [];
  const pub = opts.redisUrl ? new Redis(opts.redisUrl, { maxRetriesPerRequest: null }) : null;
  if (pub) {
    pub.on('error', (err) => opts.log.warn({ err: err.message }, 'redis error'));
    redis.push(pub);
  }

  function create(): Server {
    const io = new Server({
      serveClient: false,
      allowRequest: (req, cb) =>
        cb(null, originAllowed(req.headers.origin, req.headers.host, opts.corsOrigins)),
      cors: { origin: true, credentials: false },
    });
    if (pub) {
      const sub = pub.duplicate();
      sub.on('error', (err) => opts.log.warn({ err: err.message }, 'redis error'));
      redis.push(sub);
      io.adapter(createAdapter(pub, sub));
    }
    io.use(async (socket, next) => {
      const auth = socket.handshake.auth as Record<string, unknown>;
      const token = (auth.token ??
        auth.access_token ??
        socket.handshake.headers['access_token']) as string | undefined;
      const claims = token ? await opts.tokens.verify(token) : null;
      const user = claims
        ? await findSessionUser(opts.database, claims.jti).catch(() => null)
        : null;
      if (!user) return next(new Error('Unauthorized'));
      socket.data.user = user;
      socket.data.expiresAt = claims!.exp;
      next();
    });
    io.on('connection', (socket) => {
      const user = socket.data.user as AuthUser;
      void socket.join([
        rooms.user(user.user_uuid),
        rooms.company(user.company_uuid),
        sessionRoom(user.session_uuid),
      ]);
      if (user.is_provider) void socket.join(rooms.provider);
      closeAtExpiry(socket, socket.data.expiresAt as number);
      for (const greet of greeters) {
        greet(user)
          .then((events) => {
            for (const { event, payload } of events) socket.emit(event, payload);
          })
          .catch((err) => opts.log.warn({ err }, 'greeting a socket failed'));
      }
    });
    return io;
  }

  // With Redis, one emit reaches every Socket.IO server (this process's too) through the adapter;
  // without it, each server delivers to its own sockets.
  const targets = () => (pub ? servers.slice(0, 1) : servers);
  const publishers: ChangePublisher[] = [];
  const greeters: ConnectGreeter[] = [];
  const closing = new AbortController();
  const realtime: Realtime = {
    closing: closing.signal,
    log: opts.log,
    attach(server) {
      const io = create();
      io.attach(server);
      servers.push(io);
    },
    emit: (room, event, payload) => {
      for (const io of targets()) io.to(room).emit(event, payload);
    },
    broadcast: (event, payload) => {
      for (const io of targets()) io.emit(event, payload);
    },
    publishChanges(batch) {
      for (const publish of publishers) {
        // Publishers retry until they deliver (sync.publisher.ts); this is reached only on close.
        publish(batch, realtime).catch((err) =>
          opts.log.warn({ err }, 'publishing changes failed'),
        );
      }
    },
    onChanges: (publisher) => void publishers.push(publisher),
    onConnect: (greeter) => void greeters.push(greeter),
    endSession(sessionUuid) {
      // With Redis the adapter carries this to every process, as it does emits.
      for (const io of targets()) io.in(sessionRoom(sessionUuid)).disconnectSockets(true);
    },
    disconnect() {
      for (const io of servers) {
        io.disconnectSockets(true);
        io.engine?.close();
      }
    },
    async close() {
      closing.abort();
      realtime.disconnect();
      await Promise.all(redis.map((r) => r.quit().catch(() => undefined)));
    },
  };
  return realtime;
}
