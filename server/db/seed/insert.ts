import { getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';

/** Bind parameters per statement stay well under PostgreSQL's 65535 limit. */
const MAX_PARAMS = 30_000;

/** Multi-row inserts of up to 1000 rows (fewer for wide tables), in order. */
export async function insertMany<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const width = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMS / width)));
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}
