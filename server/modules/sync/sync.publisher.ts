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
 *
 * Every hint goes out. If the database connection drops while the publisher waits, the wait is
 * retried with backoff until it succeeds (a lost hint left open clients stale until their next
 * reconnect); the request that committed never waits for any of this. Hints of one collection
 * leave in the order their commits were published, even when an earlier one had to retry.
 */
import { sql } from 'drizzle-orm';
import { rooms, SOCKET_EVENTS, type SyncEvent } from '../../../contract/socket';
import type { Database } from '../../db/client';
import type { SyncCollection } from '../../../contract/collections';
import type { ChangeBatch } from '../../lib/mutation';
import type { ChangePublisher } from '../../realtime/realtime';
import { retryWithBackoff } from '../../realtime/retry';

const POLL_MS = 50;
const GIVE_UP_MS = 5 * 60 * 1000;

/** Resolves once every transaction up to `txid` is visible to a pull (or after GIVE_UP_MS). */
export async function waitUntilPullable(database: Database, txid: string): Promise<boolean> {
  const until = Date.now() + GIVE_UP_MS;
  for (;;) {
    const [row] = await database.rows<{ ready: boolean }>(
      sql`SELECT pg_snapshot_xmin(pg_current_snapshot()) > ${txid}::xid8 AS ready`,
    );
    if (row.ready) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

interface Hint {
  room: string | null;
  event: SyncEvent;
}

/** One event per audience (a user's room, a company's room, everyone) and collection. */
function hintsByCollection(batch: ChangeBatch): Map<string, Hint[]> {
  const byAudience = new Map<
    string,
    { room: string | null; collection: SyncCollection; ids: Set<string> }
  >();
  for (const c of batch.entries) {
    const room = c.user_uuid
      ? rooms.user(c.user_uuid)
      : c.company_uuid
        ? rooms.company(c.company_uuid)
        : null;
    const key = `${room ?? '*'}|${c.collection}`;
    const entry = byAudience.get(key) ?? { room, collection: c.collection, ids: new Set<string>() };
    entry.ids.add(c.row_id);
    byAudience.set(key, entry);
  }
  const byCollection = new Map<string, Hint[]>();
  for (const { room, collection, ids } of byAudience.values()) {
    const event: SyncEvent = {
      collection,
      documents: [...ids].map((id) => ({ id })),
      checkpoint: null,
    };
    byCollection.set(collection, [...(byCollection.get(collection) ?? []), { room, event }]);
  }
  return byCollection;
}

export function syncHintPublisher(database: Database): ChangePublisher {
  /** Per collection, the delivery of its latest hint: the next one of that collection waits for it. */
  const tails = new Map<string, Promise<void>>();

  return async (batch: ChangeBatch, realtime) => {
    // Past the give-up time the hint goes anyway: clients also resync on every reconnect.
    const pullable = retryWithBackoff(() => waitUntilPullable(database, batch.txid), {
      signal: realtime.closing,
      onFailure: (err, attempt) =>
        realtime.log.warn(
          { err: err instanceof Error ? err.message : err, attempt, txid: batch.txid },
          'sync hint waits: database unreachable, retrying',
        ),
    });
    const deliveries = [...hintsByCollection(batch)].map(([collection, hints]) => {
      const previous = tails.get(collection) ?? Promise.resolve();
      const delivery = Promise.all([previous, pullable]).then(() => {
        for (const { room, event } of hints) {
          if (room) realtime.emit(room, SOCKET_EVENTS.sync, event);
          else realtime.broadcast(SOCKET_EVENTS.sync, event);
        }
      });
      // A failed delivery (only on close) must not stop the hints queued behind it.
      const tail = delivery.catch(() => undefined);
      tails.set(collection, tail);
      void tail.then(() => {
        if (tails.get(collection) === tail) tails.delete(collection);
      });
      return delivery;
    });
    await Promise.all(deliveries);
  };
}
