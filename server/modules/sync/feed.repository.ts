/**
 * Reads the change feed in commit order. An entry is returned only once its transaction is older
 * than every transaction still running (`txid < pg_snapshot_xmin(pg_current_snapshot())`): a
 * transaction that started earlier but commits later has a smaller txid than the horizon, so it
 * is held back until it commits instead of landing behind a checkpoint already handed out.
 */
import type { SyncCheckpoint, SyncCollection } from '../../../contract/sync';
import { sharedOrOwnSql } from '../../lib/tenant';
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
  return database.query<FeedRow>(
    `SELECT id::text AS id, txid::text AS txid, row_id
       FROM change_feed
      WHERE collection = $1
        AND (txid, id) > ($2::xid8, $3::bigint)
        AND txid < pg_snapshot_xmin(pg_current_snapshot())
        AND ${sharedOrOwnSql('change_feed', '$4')}
        AND (user_uuid IS NULL OR user_uuid = $5)
      -- the table's columns, not the text aliases above: ordered as text, id 10 sorts before 9
      ORDER BY change_feed.txid, change_feed.id
      LIMIT $6`,
    [
      collection,
      since?.updated_at ?? '0',
      since?.id ?? '0',
      reader.company_uuid,
      reader.user_uuid,
      limit,
    ],
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
  const rows = await database.query<{ total: string }>(
    `SELECT count(DISTINCT row_id)::text AS total
       FROM change_feed
      WHERE collection = $1
        AND ${sharedOrOwnSql('change_feed', '$2')}
        AND (user_uuid IS NULL OR user_uuid = $3)`,
    [collection, reader.company_uuid, reader.user_uuid],
  );
  return Number(rows[0]?.total ?? 0);
}
