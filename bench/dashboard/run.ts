/**
 * Dashboard benchmark (`npm run bench:dashboard`): every dashboard call at scale 50 on PostgreSQL,
 * its p95 beside the goal (100 ms) and beside the plain SQL of the same aggregate run directly on
 * the database; then the spreadsheet export of the whole company (goal 3 s).
 *
 * The server runs in its own process (bench/api/server-process.ts: production config, logging
 * off) on BENCH_PORT (default 3851 here) / BENCH_SOCKET_PORT (15851); requests go one at a time
 * from this process over loopback, so a latency is the server's answer time plus loopback, an
 * upper bound of the server-side time. The company's history holds a snapshot at the end of each
 * of the last 12 months (taken by the snapshot job's own code) so the statistics read real rows.
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/regcomply_bench_dashboard,
 * created, migrated and seeded at scale 50 when empty), BENCH_REQUESTS (default 200 per call, after
 * 20 warm-up requests).
 */
export {};

// Before server-process.ts reads them (hence the dynamic imports below).
process.env.BENCH_PORT ??= '3851';
process.env.BENCH_SOCKET_PORT ??= '15851';

const { percentile } = await import('../api/direct');
const { prepareDatabase, SEED_SCALE } = await import('../api/setup');
const { startServerProcess } = await import('../api/server-process');
const { takeSnapshot, visibleCells, companyGroups, monthlySnapshotCells, searchGroups } =
  await import('../../server/modules/dashboard/dashboard.repository');
const { findSessionUser } = await import('../../server/modules/auth/session.repository');

const URL_ =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/regcomply_bench_dashboard';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const GOAL_MS = 100;
const EXPORT_GOAL_MS = 3000;
const LOGIN = { email: 'admin@sejahtera.test', password: 'Demo#2026' };

const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 23)}] ${msg}`);
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function timed(n: number, op: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await op();
  const lat: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = process.hrtime.bigint();
    await op();
    lat.push(ms(s));
  }
  lat.sort((a, b) => a - b);
  return { p50: percentile(lat, 50), p95: percentile(lat, 95) };
}

const { database, seedMs } = await prepareDatabase(URL_, log);
if (seedMs !== null) log(`seeded at scale ${SEED_SCALE} in ${(seedMs / 1000).toFixed(1)} s`);
const server = await startServerProcess(URL_);
try {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { access_token: token };

  // The caller as the server resolves it, for the direct SQL column.
  const [session] = await database.query<{ session_uuid: string }>(
    `SELECT s.session_uuid FROM sessions s JOIN users u ON u.user_uuid = s.user_uuid WHERE u.email = $1 ORDER BY s.created_at DESC LIMIT 1`,
    [LOGIN.email],
  );
  const user = await findSessionUser(database, session.session_uuid);
  if (!user) throw new Error('no session user');
  const company = user.company_uuid;
  const [{ n: compliances }] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM compliances WHERE company_uuid = $1 AND deleted_at IS NULL`,
    [company],
  );
  const groups = await companyGroups(database, company);
  const group = groups.find((g) => g.parent_uuid === null)?.group_uuid ?? groups[0]?.group_uuid;

  // Twelve month-end snapshots (idempotent: a day taken again replaces its rows).
  const now = new Date();
  const snapStart = process.hrtime.bigint();
  const days: string[] = [];
  for (let i = 12; i >= 1; i--)
    days.push(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i + 1, 0))
        .toISOString()
        .slice(0, 10),
    );
  for (const d of days) await takeSnapshot(database, company, d);
  const snapMs = ms(snapStart) / days.length;
  log(
    `company: ${compliances} compliances, ${groups.length} groups; one snapshot takes ${snapMs.toFixed(0)} ms`,
  );

  const get = async (path: string) => {
    const res = await fetch(`${server.base}/api${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
  };
  const from = days[0].slice(0, 7);
  const to = now.toISOString().slice(0, 7);
  const q = {};
  const rows: {
    call: string;
    api: { p50: number; p95: number };
    sql: { p50: number; p95: number };
  }[] = [];
  const measure = async (call: string, path: string, sql: () => Promise<unknown>) => {
    const api = await timed(REQUESTS, () => get(path));
    const direct = await timed(REQUESTS, sql);
    rows.push({ call, api, sql: direct });
    log(`${call}: p95 ${api.p95.toFixed(1)} ms (SQL ${direct.p95.toFixed(1)} ms)`);
  };
  await measure('GET /dashboard/list', '/dashboard/list', () =>
    Promise.all([visibleCells(database, user, q), companyGroups(database, company)]),
  );
  await measure('GET /dashboard/list?group_uuid', `/dashboard/list?group_uuid=${group}`, () =>
    Promise.all([visibleCells(database, user, q), companyGroups(database, company)]),
  );
  await measure(
    'GET /dashboard/report/compliance-status (status-all)',
    '/dashboard/report/compliance-status?category=status-all',
    () => visibleCells(database, user, q),
  );
  await measure(
    'GET /dashboard/report/compliance-status (top-comply)',
    '/dashboard/report/compliance-status?category=top-comply',
    () => visibleCells(database, user, q),
  );
  await measure(
    'GET /dashboard/report/compliance-statistics (12 months)',
    `/dashboard/report/compliance-statistics?from=${from}&to=${to}`,
    () =>
      Promise.all([
        visibleCells(database, user, q),
        monthlySnapshotCells(database, company, `${from}-01`, `${to}-28`),
      ]),
  );
  await measure('GET /dashboard/group', '/dashboard/group', () =>
    Promise.all([visibleCells(database, user, q), companyGroups(database, company)]),
  );
  await measure('GET /dashboard/group-search', '/dashboard/group-search?search=a', () =>
    searchGroups(database, company, 'a', 20),
  );

  const exportRuns: number[] = [];
  for (let i = 0; i < 5; i++) {
    const s = process.hrtime.bigint();
    await get(`/dashboard/report/export?from=${from}&to=${to}`);
    exportRuns.push(ms(s));
  }
  exportRuns.sort((a, b) => a - b);
  const exportMs = exportRuns[exportRuns.length - 1];

  console.log(
    `\nDashboard at scale ${SEED_SCALE}: ${compliances} compliances in the company, ${REQUESTS} sequential requests per call`,
  );
  console.log(
    `${'call'.padEnd(58)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}  goal     ${'SQL p95'.padStart(8)}  verdict`,
  );
  let missed = 0;
  for (const r of rows) {
    const ok = r.api.p95 < GOAL_MS;
    if (!ok) missed += 1;
    console.log(
      `${r.call.padEnd(58)} ${r.api.p50.toFixed(1).padStart(6)}ms ${r.api.p95.toFixed(1).padStart(6)}ms  <${GOAL_MS} ms  ${r.sql.p95.toFixed(1).padStart(6)}ms  ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  const exportOk = exportMs < EXPORT_GOAL_MS;
  if (!exportOk) missed += 1;
  console.log(
    `${'GET /dashboard/report/export (full company, worst of 5)'.padEnd(58)} ${''.padStart(8)} ${exportMs.toFixed(0).padStart(6)}ms  <${EXPORT_GOAL_MS} ms ${''.padStart(9)}  ${exportOk ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `${'daily snapshot of the company (job, per day)'.padEnd(58)} ${''.padStart(8)} ${snapMs.toFixed(0).padStart(6)}ms  (no goal)`,
  );
  // A missed goal is a figure, printed above; the run fails only when it throws.
  if (missed) console.log(`${missed} goal(s) MISSED`);
} finally {
  await server.stop();
  await database.close();
}
