/**
 * After a commit, tells the sockets that may read the changed rows that their collection moved.
 * The event names the changed ids and carries no checkpoint: events of concurrent transactions
 * can arrive out of commit order, so the client pulls from its own checkpoint (RESYNC) instead
 * of trusting an event's position.
 */
import { rooms, SOCKET_EVENTS, type SyncEvent } from '../../../contract/socket';
import type { FeedEntry } from '../../lib/mutation';
import type { Realtime } from '../../realtime/realtime';

export async function publishSyncHints(changes: FeedEntry[], realtime: Realtime): Promise<void> {
  const byAudience = new Map<string, { room: string | null; collection: string; ids: Set<string> }>();
  for (const c of changes) {
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
}
