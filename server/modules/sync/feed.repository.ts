/**
 * Reads the change feed in commit order. An entry is returned only once its transaction is older
 * than every transaction still running (`txid < pg_snapshot_xmin(pg_current_snapshot())`): a
 * transaction that started earlier but commits later has a smaller txid than the horizon, so it
 * is held back until it commits instead of landing behind a checkpoint already handed out.
 */
import { sql } from 'drizzle-orm';
import type { SyncCheckpoint, SyncCollection } from '../../../contract/sync';
import { sharedOrOwn } from '../../lib/tenant';
import type { Database } from '../../db/client';

export interface FeedRow {
  id: string;
  txid: string;
  row_id: string;
}

export interface Reader {
  company_uuid: string;
  user_uuid: string;
}

export async function readFeed(
  database: Database,
  collection: SyncCollection,
  since: SyncCheckpoint | null,
  reader: Reader,
  limit: number,
): Promise<FeedRow[]> {
  return database.rows<FeedRow>(
    sql`SELECT id::text AS id, txid::text AS txid, row_id
       FROM change_feed
      WHERE collection = ${collection}
        AND (txid, id) > (${since?.updated_at ?? '0'}::xid8, ${since?.id ?? '0'}::bigint)
        AND txid < pg_snapshot_xmin(pg_current_snapshot())
        AND ${sharedOrOwn('change_feed', reader.company_uuid)}
        AND (user_uuid IS NULL OR user_uuid = ${reader.user_uuid})
      -- the table's columns, not the text aliases above: ordered as text, id 10 sorts before 9
      ORDER BY change_feed.txid, change_feed.id
      LIMIT ${limit}`,
  );
}

/**
 * How many distinct rows the feed holds for this reader: the size of a first pull, counted with
 * the same filters as readFeed (rows held back by a running transaction included, they follow).
 */
export async function countFeedRows(
  database: Database,
  collection: SyncCollection,
  reader: Reader,
): Promise<number> {
  const rows = await database.rows<{ total: string }>(
    sql`SELECT count(DISTINCT row_id)::text AS total
       FROM change_feed
      WHERE collection = ${collection}
        AND ${sharedOrOwn('change_feed', reader.company_uuid)}
        AND (user_uuid IS NULL OR user_uuid = ${reader.user_uuid})`,
  );
  return Number(rows[0]?.total ?? 0);
}
