/**
 * The sync socket: Socket.IO on the page's own origin (the server serves it there, path
 * /socket.io, as well as at the specification's root on port 15081; VITE_SOCKET_URL overrides,
 * tests pass a URL), authenticated with the current token on every (re)connect (`auth` is a function,
 * so a reconnect after a re-login carries the new token). It only relays:
 * - `sync` events { collection, documents: [{ id }], checkpoint: null } as hints for a collection
 *   (the client then pulls from its own checkpoint; an event never carries data to trust);
 * - every (re)connect, after which each collection must RESYNC (events may have been missed);
 * - `alert` events (the provider's alert messages) into src/state/alerts.ts;
 * - `content-updating` events (the provider delivering a sector version) into
 *   src/state/content-updating.ts; when a delivery ends every collection must RESYNC;
 * - `maintenance` events (a backup being restored) into src/state/maintenance.ts. When the window
 *   closes every collection must RESYNC, as after a reconnect: the restore changed rows under
 *   the client's checkpoints (the server names every row again in its change feed).
 * Socket.IO reconnects by itself with backoff; a refused token waits for `reconnect()`.
 */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, type SyncEvent } from '../../contract/socket';
import { env } from '../lib/env';
import { applyAlerts } from '../state/alerts';
import { applyContentUpdating, resetContentUpdating } from '../state/content-updating';
import { applyMaintenance } from '../state/maintenance';

export interface SyncSocketOptions {
  url?: string;
  getToken: () => string | null;
  onHint: (collection: string, ids: string[]) => void;
  onConnect: () => void;
  onDisconnect?: () => void;
  /** Default: Socket.IO's (long-polling, then upgrade to WebSocket). */
  transports?: ('polling' | 'websocket')[];
}

export interface SyncSocket {
  readonly connected: boolean;
  /** Reconnects now (after a re-login: new token, new rooms). */
  reconnect(): void;
  /** Tests: drops the connection and stays down until reconnect(). */
  disconnect(): void;
  close(): void;
}

export function defaultSocketUrl(): string {
  if (env.socketUrl) return env.socketUrl;
  return typeof location === 'undefined' ? 'http://localhost:3000' : location.origin;
}

export function connectSyncSocket(options: SyncSocketOptions): SyncSocket {
  const socket: Socket = io(options.url ?? defaultSocketUrl(), {
    auth: (cb) => cb({ token: options.getToken() }),
    ...(options.transports ? { transports: options.transports } : {}),
    reconnectionDelay: 1000,
    reconnectionDelayMax: 30_000,
    randomizationFactor: 0.5,
  });
  socket.on('connect', () => {
    // The server repeats the content deliveries running now right after this connect.
    resetContentUpdating();
    options.onConnect();
  });
  socket.on('disconnect', () => options.onDisconnect?.());
  socket.on(SOCKET_EVENTS.sync, (event: SyncEvent) => {
    if (!event || typeof event.collection !== 'string') return;
    const ids = Array.isArray(event.documents)
      ? event.documents
          .map((d) => (d as { id?: unknown }).id)
          .filter((id): id is string => typeof id === 'string')
      : [];
    options.onHint(event.collection, ids);
  });
  // The provider's alert messages (banners): kept in the alerts store.
  socket.on(SOCKET_EVENTS.alert, applyAlerts);
  socket.on(SOCKET_EVENTS.contentUpdating, (event: unknown) => {
    applyContentUpdating(event);
    // Delivered: the compliances and the library changed under every checkpoint of this client.
    if ((event as { updating?: unknown } | null)?.updating === false) options.onConnect();
  });
  socket.on(SOCKET_EVENTS.maintenance, (event: { active?: unknown } | null) => {
    applyMaintenance(event);
    if (event?.active === false) options.onConnect();
  });
  return {
    get connected() {
      return socket.connected;
    },
    reconnect() {
      socket.disconnect();
      socket.connect();
    },
    disconnect() {
      socket.disconnect();
    },
    close() {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
