/**
 * Row counts of every table of the public schema, in one query: "nothing written for a refused
 * request" compares them before and after the request. New tables are counted without an edit.
 */
import type { Database } from '../../db/client';

export type RowCounts = Record<string, number>;

export async function rowCountQuery(database: Database): Promise<() => Promise<RowCounts>> {
  const tables = await database.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE '\\_\\_%'
      ORDER BY table_name`,
  );
  const sql = tables.map((t) => `SELECT '${t.name}' AS name, count(*)::int AS n FROM "${t.name}"`).join(' UNION ALL ');
  return async () => Object.fromEntries((await database.query<{ name: string; n: number }>(sql)).map((r) => [r.name, r.n]));
}

/** The tables whose count changed, with before and after. */
export function changedTables(before: RowCounts, after: RowCounts): Record<string, [number, number]> {
  const changed: Record<string, [number, number]> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[name] !== after[name]) changed[name] = [before[name], after[name]];
  }
  return changed;
}
