/**
 * Row counts of every table of the public schema, in one query: "nothing written for a refused
 * request" compares them before and after the request. New tables are counted without an edit.
 *
 * The fuzz callers belong to companies of their own, so a table with `company_uuid` or `user_uuid`
 * is counted for those companies only: on a shared PostgreSQL other test files write at the same
 * time. A table with neither is counted whole where the database is the test file's own (PGlite)
 * and left out on a shared one; every write also logs to activity_logs, which is counted there.
 */
import type { Database } from '../../db/client';

export type RowCounts = Record<string, number>;

export async function rowCountQuery(
  database: Database,
  companies: string[],
): Promise<() => Promise<RowCounts>> {
  const columns = await database.query<{ name: string; columns: string[] }>(
    `SELECT c.table_name AS name, array_agg(c.column_name::text) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      GROUP BY c.table_name ORDER BY c.table_name`,
  );
  const shared = Boolean(process.env.TEST_DATABASE_URL);
  const list = companies.map((c) => `'${c.replace(/[^0-9a-f-]/gi, '')}'`).join(',');
  const counts = columns.flatMap(({ name, columns: cols }) => {
    const from = `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`;
    if (cols.includes('company_uuid')) return [`${from} WHERE company_uuid IN (${list})`];
    if (cols.includes('user_uuid'))
      return [
        `${from} WHERE user_uuid IN (SELECT user_uuid FROM users WHERE company_uuid IN (${list}))`,
      ];
    return shared ? [] : [from];
  });
  const sql = counts.join(' UNION ALL ');
  // Prepared on PostgreSQL: planning the ~55 branches was half of each count (8.2 ms -> 4.5 ms
  // here), and a request takes two; a route fuzz shard on PostgreSQL counts about 2,200 times.
  return async () =>
    Object.fromEntries(
      (await database.query<{ name: string; n: number }>(sql, [], { prepare: true })).map((r) => [
        r.name,
        Number(r.n),
      ]),
    );
}

/** The tables whose count changed, with before and after. */
export function changedTables(
  before: RowCounts,
  after: RowCounts,
): Record<string, [number, number]> {
  const changed: Record<string, [number, number]> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[name] !== after[name]) changed[name] = [before[name], after[name]];
  }
  return changed;
}
