import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Runs a `$n`-parameterised statement inside a mutation's transaction, so the compliance reads
 * that decide a write (visibility, the caller's actions, the row lock) share their SQL text with
 * the reads outside one (Database.query) and run on the transaction's connection (PGlite has one).
 */
export async function txQuery<T>(tx: Tx, text: string, params: unknown[] = []): Promise<T[]> {
  const parts: SQL[] = text.split(/(\$\d+)/).map((chunk) => {
    const m = /^\$(\d+)$/.exec(chunk);
    // sql.param keeps an array one parameter (a uuid[]), where a template would spread it.
    return m ? sql`${sql.param(params[Number(m[1]) - 1])}` : sql.raw(chunk);
  });
  const result = (await tx.execute(sql.join(parts))) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}
