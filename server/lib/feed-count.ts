/**
 * List totals kept between requests and checked against the change feed, so a page of a big
 * company's list does not count every match again while nothing in it has changed.
 *
 * Why it is safe: a list statement carries, beside its rows, the horizon of its snapshot
 * (`pg_snapshot_xmin`: every transaction older than it had ended when the rows were read, and any
 * later one has a transaction id at or above it). A change to the listed rows writes a feed entry
 * of the collection for the company in its own transaction (the mutation's, the jobs', the
 * restore's), as the sync already needs. So while no entry of the company at or above the horizon
 * is visible, the count of a later snapshot is the stored one; the same statement that reads the
 * page checks that, and counts only when an entry is there (a `CASE`: the count's subquery is not
 * run otherwise). A writing transaction held open anywhere keeps the horizon low: the check then
 * sees its newer entries and counts, as it would without this.
 *
 * Per process, bounded (lru-cache, least recently used out), and each total is counted again
 * after `ttlMs` whatever the feed says, which also bounds how much of the feed a check reads.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SyncCollection } from '../../contract/collections';

interface Stored {
  total: number;
  horizon: string;
}

/** What a list statement selects for its total, and how its first row settles it. */
export interface TotalPlan {
  /** `total` (null when the stored one holds) and `total_horizon`, given the count subquery. */
  select(count: SQL): SQL;
  /** The list's total from its first row (storing it when counted). */
  settle(row: { total: number | null; total_horizon: string | null }): number;
}

export class FeedCountCache {
  private readonly entries: LRUCache<string, Stored>;

  constructor(
    private readonly collection: SyncCollection,
    max = 5000,
    ttlMs = 60_000,
  ) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
  }

  /**
   * The total's plan for one read: `key` names the count (the caller's visibility and every
   * filter; null: not kept, when a filter reads rows the collection's feed does not cover).
   */
  plan(key: string | null, companyUuid: string): TotalPlan {
    // A kept total older than the TTL is not answered: it is counted again.
    const fresh = key === null ? undefined : this.entries.get(key);
    return {
      select: (count) => {
        const total = fresh
          ? sql`CASE WHEN NOT EXISTS (SELECT 1 FROM change_feed cf
                 WHERE cf.collection = ${this.collection} AND cf.txid >= ${fresh.horizon}::xid8
                   AND cf.company_uuid = ${companyUuid}) THEN NULL ELSE (${count}) END`
          : sql`(${count})`;
        return sql`${total} AS total, pg_snapshot_xmin(pg_current_snapshot())::text AS total_horizon`;
      },
      settle: (row) => {
        if (row.total === null && fresh) return fresh.total;
        const total = Number(row.total);
        if (key !== null && row.total_horizon)
          this.entries.set(key, { total, horizon: row.total_horizon });
        return total;
      },
    };
  }
}
