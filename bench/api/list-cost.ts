/**
 * `DATABASE_URL=... npx tsx bench/api/list-cost.ts`: what the paged lists of issue 24 cost a
 * company admin at this seed's scale, over HTTP on the server in its own process. Each list is
 * read 30 times (page 1, limit 20) after 3 warm-up reads; mean and p95 are printed beside the
 * goal: the same cost at `--scale 10` and `--scale 200` (a page, not the company), p95 < 50 ms.
 */
import { startServerProcess } from './server-process';
import { DEMO_PASSWORD } from '../../server/db/seed/index';
import { openDatabase } from '../../server/db/client';
import { sql } from 'drizzle-orm';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a seeded PostgreSQL database');
const EMAIL = process.env.BENCH_EMAIL ?? 'admin@sejahtera.test';
const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1 });
const [who] = await database.rows<{ company_uuid: string }>(
  sql`SELECT company_uuid::text FROM users WHERE email = ${EMAIL}`,
);
// The company's busiest compliance: the most members, so the member list is at its longest.
const [busy] = await database.rows<{ compliance_uuid: string; n: number }>(
  sql`SELECT compliance_uuid::text, count(*)::int AS n FROM compliance_members WHERE company_uuid = ${who.company_uuid}::uuid
       GROUP BY compliance_uuid ORDER BY count(*) DESC LIMIT 1`,
);
const [size] = await database.rows<{ compliances: number; users: number; groups: number }>(
  sql`SELECT (SELECT count(*)::int FROM compliances WHERE company_uuid = ${who.company_uuid}::uuid) AS compliances,
             (SELECT count(*)::int FROM users WHERE company_uuid = ${who.company_uuid}::uuid) AS users,
             (SELECT count(*)::int FROM user_groups WHERE company_uuid = ${who.company_uuid}::uuid) AS groups`,
);
await database.close();
console.log(
  `${EMAIL}: ${size.compliances} compliances, ${size.users} users, ${size.groups} groups; busiest compliance has ${busy?.n ?? 0} members`,
);

const server = await startServerProcess(url);
/** The path of a list's last page, read from its first page's total. */
async function lastPage(token: string, path: string): Promise<string> {
  const res = await fetch(`${server.base}/api${path}&page=1`, { headers: { access_token: token } });
  const body = (await res.json()) as { data: { total_page: number } };
  return `${path}&page=${Math.max(1, body.data.total_page)}`;
}
try {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const lists: [string, string][] = [
    ['role list', '/role/list?page=1&limit=20'],
    ['group list', '/v2/users/group/list?page=1&limit=20'],
    ['group users', '/users/company/group-user?page=1&limit=20'],
    ['member roles', `/member/role/list/${who.company_uuid}?page=1&limit=20`],
    [
      'members of a compliance',
      `/member/list?compliance_uuid=${busy.compliance_uuid}&page=1&limit=20`,
    ],
    ['obligation actions', '/member/obligation-action/list?page=1&limit=20'],
    ['compliance folders', `/folders/list?compliance_uuid=${busy.compliance_uuid}&page=1&limit=20`],
    ['update dates', '/obligation/updating-content/date-list?page=1&limit=20'],
    ['notification counter', '/notification/counter-list'],
    // The compliance list (issue 26): the screen's default (active, by deadline), its last page
    // (OFFSET), a status filter and the title sort.
    ['compliances', '/v2/compliance/list?page=1&limit=20'],
    ['compliances, last page', await lastPage(token, '/v2/compliance/list?limit=20')],
    ['compliances in claim', '/v2/compliance/list?page=1&limit=20&process_status=claim'],
    ['compliances by title', '/v2/compliance/list?page=1&limit=20&sort_by=title'],
  ];
  console.log(
    'list'.padEnd(26),
    'status',
    'total'.padStart(7),
    'mean ms'.padStart(8),
    'p95 ms'.padStart(7),
    ' goal p95 < 50 ms',
  );
  for (const [name, path] of lists) {
    const times: number[] = [];
    let status = 0;
    let total: unknown = '';
    for (let i = 0; i < 33; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api${path}`, { headers: { access_token: token } });
      const body = (await res.json()) as { data?: { total?: number } };
      if (i >= 3) times.push(performance.now() - t0);
      status = res.status;
      total = body.data?.total ?? '-';
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const p95 = times[Math.floor(times.length * 0.95) - 1];
    console.log(
      name.padEnd(26),
      String(status).padEnd(6),
      String(total).padStart(7),
      mean.toFixed(1).padStart(8),
      p95.toFixed(1).padStart(7),
      p95 < 50 ? ' met' : ' NOT MET',
    );
  }
} finally {
  await server.stop();
}
