/**
 * `DATABASE_URL=... npx tsx bench/api/compliance-list-explain.ts [company_uuid]`: the plan and the
 * direct timing of GET /v2/compliance/list's statement (20 rows, one status filter) on PostgreSQL,
 * for the company's manager and for one of its members, in the same process (no HTTP). Used to
 * design the list index (migration 0005_compliance_note); the HTTP figures belong to bench:api.
 */
import { complianceListQuery } from '../../contract/api/compliance';
import { openDatabase } from '../../server/db/client';
import type { AuthUser } from '../../server/lib/auth-user';
import { PgDialect } from 'drizzle-orm/pg-core';
import { FeedCountCache } from '../../server/lib/feed-count';
import { listQuery, totalKey } from '../../server/modules/compliance/compliance-list.repository';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a seeded PostgreSQL database');
const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1 });

const [company] = await database.query<{ company_uuid: string }>(
  process.argv[2]
    ? `SELECT $1::uuid AS company_uuid`
    : `SELECT company_uuid FROM compliances GROUP BY company_uuid ORDER BY count(*) DESC LIMIT 1`,
  process.argv[2] ? [process.argv[2]] : [],
);
const [member] = await database.query<{ user_uuid: string }>(
  `SELECT user_uuid FROM compliance_members WHERE company_uuid = $1 GROUP BY user_uuid ORDER BY count(*) DESC LIMIT 1`,
  [company.company_uuid],
);
const user = (user_uuid: string, manager: boolean) =>
  ({
    user_uuid,
    company_uuid: company.company_uuid,
    is_provider: false,
    privileges: { compliance: { view: true, create: true, update: true, delete: manager } },
  }) as unknown as AuthUser;

// LIST_QUERY: the list's query string (default one status filter, as the list index was designed for).
const LIST_QUERY = process.env.LIST_QUERY ?? 'process_status=claim&limit=20';
const query = complianceListQuery.parse(Object.fromEntries(new URLSearchParams(LIST_QUERY)));
const today = new Date().toISOString().slice(0, 10);
const [{ n }] = await database.query<{ n: number }>(
  `SELECT count(*)::int AS n FROM compliances WHERE company_uuid = $1`,
  [company.company_uuid],
);
console.log(`company ${company.company_uuid}: ${n} compliances`);

// The total as a first read counts it, then as the next reads find it kept (server/lib/feed-count.ts).
const totals = new FeedCountCache('compliances');
for (const [who, caller, kept] of [
  ['manager', user(member.user_uuid, true), false],
  ['member', user(member.user_uuid, false), false],
  ['manager, total kept', user(member.user_uuid, true), true],
  ['member, total kept', user(member.user_uuid, false), true],
] as const) {
  const key = totalKey(caller, query, today);
  const plan = totals.plan(key, company.company_uuid);
  if (kept) {
    const first = new PgDialect().sqlToQuery(
      listQuery(caller, query, 'en', today, plan.select).page,
    );
    const [row] = await database.query<{ total: number; total_horizon: string }>(
      first.sql,
      first.params,
    );
    plan.settle(row);
  }
  // The very statement the route runs, as text and parameters (Drizzle's numbering).
  const { sql: text, params } = new PgDialect().sqlToQuery(
    listQuery(
      caller,
      query,
      'en',
      today,
      kept ? totals.plan(key, company.company_uuid).select : undefined,
    ).page,
  );
  const explained = await database.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
    params,
  );
  console.log(`\n--- ${who}: EXPLAIN ANALYZE (${LIST_QUERY})`);
  console.log(explained.map((r) => r['QUERY PLAN']).join('\n'));
  for (let i = 0; i < 20; i++) await database.query(text, params, { prepare: true });
  const runs = 300;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await database.query(text, params, { prepare: true });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const total = times.reduce((s, x) => s + x, 0);
  console.log(
    `${who}: ${runs} sequential prepared runs, mean ${(total / runs).toFixed(2)} ms, p50 ${times[runs / 2].toFixed(2)} ms, p99 ${times[Math.floor(runs * 0.99)].toFixed(2)} ms, ${(1000 / (total / runs)).toFixed(0)} queries/s on one connection`,
  );
}
await database.close();
