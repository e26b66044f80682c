/**
 * What a synced collection's loader is: given the ids of changed rows, the documents the caller
 * may read, shaped as the collection's descriptor (contract/collections). A row the loader does
 * not return becomes a tombstone, so each loader applies its area's policy, the same one the
 * area's REST reads use. Loaders live beside their server module (`<area>/<name>.sync.ts`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SyncCollection, SyncDocs } from '../../contract/collections';
import type { Database } from '../db/client';
import type { AuthUser } from './auth-user';

export interface LoadedDoc<D = Record<string, unknown>> {
  /** The feed's row id (a uuid), and the document as the client stores it. */
  row_id: string;
  doc: D | { id: string; _deleted: true };
}

export type SyncLoader<N extends SyncCollection = SyncCollection> = (
  database: Database,
  ids: string[],
  user: AuthUser,
) => Promise<LoadedDoc<SyncDocs[N]>[]>;

/**
 * A timestamp column as the ISO text the documents carry (UTC, milliseconds). The column is the
 * caller's code (`c.updated_at`), never input.
 */
export const iso = (column: string): SQL =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
