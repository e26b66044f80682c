import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/**
 * Runs a bound `sql` template on the database or a transaction and answers its rows: PGlite and
 * node-postgres both answer `{ rows }`, drizzle's other drivers an array.
 */
export async function sqlRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

