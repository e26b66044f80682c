/**
 * `DATABASE_URL=... npx tsx bench/api/dashboard-explain.ts`: the plan and direct timing of
 * GET /v2/compliance/list-dashboard's counting statement on PostgreSQL, for the largest company's
 * manager and its busiest member (an auditor), in the same process (no HTTP). The counts read the
 * caller's visible compliances: a manager's whole company, a member's own rows.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../../server/db/client';
import type { AuthUser } from '../../server/lib/auth-user';
import { dashboardCountsQuery } from '../../server/modules/compliance/compliance.repository';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a seeded PostgreSQL database');
const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1 });
const [company] = await database.query<{ company_uuid: string; n: number }>(
  `SELECT company_uuid, count(*)::int AS n FROM compliances GROUP BY company_uuid ORDER BY count(*) DESC LIMIT 1`,
);
const [member] = await database.query<{ user_uuid: string; n: number }>(
  `SELECT user_uuid, count(*)::int AS n FROM compliance_members WHERE company_uuid = $1 AND role_code = 'auditor' GROUP BY user_uuid ORDER BY count(*) DESC LIMIT 1`,
  [company.company_uuid],
);
console.log(
  `company ${company.company_uuid}: ${company.n} compliances; member ${member.user_uuid} on ${member.n}`,
);
const user = (manager: boolean) =>
  ({
    user_uuid: member.user_uuid,
    company_uuid: company.company_uuid,
    is_provider: false,
    privileges: { compliance: { view: true, create: true, update: true, delete: manager } },
  }) as unknown as AuthUser;
const today = new Date().toISOString().slice(0, 10);
const weekEnd = new Date(Date.now() + 7 * 86400e3).toISOString().slice(0, 10);
const dialect = new PgDialect();

for (const [who, caller] of [
  ['manager', user(true)],
  ['member', user(false)],
] as const) {
  const { sql: text, params } = dialect.sqlToQuery(dashboardCountsQuery(caller, today, weekEnd));
  const plan = await database.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
    params,
  );
  console.log(`\n--- ${who}: EXPLAIN ANALYZE`);
  console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
  const runs = 50;
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) await database.query(text, params, { prepare: true });
  console.log(
    `${who}: ${runs} prepared runs, mean ${((performance.now() - t0) / runs).toFixed(2)} ms`,
  );
}
await database.close();
