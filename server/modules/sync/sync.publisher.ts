/**
 * After a commit, tells the sockets that may read the changed rows that their collection moved.
 *
 * The hint goes out only once the change can be pulled: a pull returns feed entries older than
 * every transaction still running (feed.repository.ts), so while an older transaction is open
 * anywhere in the database, a fresh commit is held back. A hint sent then would trigger a pull
 * that finds nothing, and no later hint would come. So the publisher waits for the horizon to
 * pass its transaction (at once, unless something long is running).
 *
 * The event names the changed ids and carries no checkpoint: events of concurrent transactions
 * can arrive out of commit order, so the client pulls from its own checkpoint (RESYNC) instead
 * of trusting an event's position.
 */
import { rooms, SOCKET_EVENTS, type SyncEvent } from '../../../contract/socket';
import type { Database } from '../../db/client';
import type { SyncCollection } from '../../../contract/collections';
import type { ChangeBatch } from '../../lib/mutation';
import type { ChangePublisher } from '../../realtime/realtime';

const POLL_MS = 50;
const GIVE_UP_MS = 5 * 60 * 1000;

/** Resolves once every transaction up to `txid` is visible to a pull (or after GIVE_UP_MS). */
export async function waitUntilPullable(database: Database, txid: string): Promise<boolean> {
  const until = Date.now() + GIVE_UP_MS;
  for (;;) {
    const [row] = await database.query<{ ready: boolean }>(
      'SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 AS ready',
      [txid],
    );
    if (row.ready) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

export function syncHintPublisher(database: Database): ChangePublisher {
  return async (batch: ChangeBatch, realtime) => {
    // Past the give-up time the hint goes anyway: clients also resync on every reconnect.
    await waitUntilPullable(database, batch.txid);
    const byAudience = new Map<string, { room: string | null; collection: SyncCollection; ids: Set<string> }>();
    for (const c of batch.entries) {
      const room = c.user_uuid ? rooms.user(c.user_uuid) : c.company_uuid ? rooms.company(c.company_uuid) : null;
      const key = `${room ?? '*'}|${c.collection}`;
      const entry = byAudience.get(key) ?? { room, collection: c.collection, ids: new Set<string>() };
      entry.ids.add(c.row_id);
      byAudience.set(key, entry);
    }
    for (const { room, collection, ids } of byAudience.values()) {
      const event: SyncEvent = { collection, documents: [...ids].map((id) => ({ id })), checkpoint: null };
      if (room) realtime.emit(room, SOCKET_EVENTS.sync, event);
      else realtime.broadcast(SOCKET_EVENTS.sync, event);
    }
  };
}
