/**
 * API benchmark (`npm run bench:api`): the read routes at scale 50 on PostgreSQL, each printed
 * beside its goal, with the share of the time the database itself takes.
 *
 * Three processes, so none measures itself: the server (the production build,
 * `node dist/server/server.js`, production config, logging off, pool of 20, port BENCH_PORT 3501
 * / socket 15501; the npm script builds it first), the load
 * generator (bench/api/load-worker.ts: autocannon, one process per run) and this one (database
 * preparation, the direct-SQL column, the report). All share the machine with PostgreSQL.
 *
 * Per endpoint: a 2 s warm-up, then BENCH_SECONDS (default 10) of load; every answer must be 2xx.
 * List routes run at 20 connections (goal >= 2,000 req/s, p99 < 50 ms), search at 4 (goal p95 <
 * 150 ms: typed by people, so latency, not throughput, is the promise), rotating 16 queries.
 * DB-direct: the route's repository calls alone, in this process on its own pool of 20, from as
 * many loops as the API had connections; overhead ratio = DB-direct ops/s / API req/s (near 1:
 * the database bounds the route; well above: HTTP, auth, validation and JSON cost more).
 * The auth hook's session lookup is measured alone too: every API request pays it once. Two
 * reference rows without goals: GET /api/health (no auth, SELECT 1: the HTTP side's floor on this
 * machine) and GET /api/users/profile (auth only: the floor of every authenticated read).
 *
 * Memory: the server's RSS (from /proc) at rest and after each load run, over BENCH_ROUNDS
 * (default 2) rounds of every endpoint on the same server process (goal < 300 MB, and the last
 * round's peak within 10% of the first's: flat, no growth from run to run).
 *
 * The machine's load (load average, CPU split, busiest processes) is printed before and after;
 * each row also carries the 1-minute load average when its run ended. The database is vacuumed
 * and analysed first, as autovacuum leaves a settled database (fresh seeds leave GIN pending
 * lists and no statistics, which the planner pays for).
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/regcomply_bench, created and
 * seeded at scale 50 when empty), BENCH_SECONDS (default 10), BENCH_ROUNDS (default 2),
 * BENCH_PORT / BENCH_SOCKET_PORT (default 3501 / 15501), BENCH_ONLY (substring of endpoint names).
 */
import { spawn } from 'node:child_process';
import type { AuthUser } from '../../server/lib/auth-user';
import { findSessionUser } from '../../server/modules/auth/session.repository';
import { runDirect, type LoadResult } from './direct';
import { endpoints, sessionLookup, type Context, type Endpoint } from './endpoints';
import type { LoadOutcome, LoadSpec } from './load-worker';
import { busiestProcesses, loadAvg, machineLine } from './machine';
import { DEFAULT_BENCH_URL, prepareDatabase, SEED_SCALE } from './setup';
import { SERVER_POOL_SIZE, startServerProcess, type ServerProcess } from './server-process';

const WARMUP_SECONDS = 2;
const RSS_GOAL_MB = 300;
const LOGIN = { email: 'admin@sejahtera.test', password: 'Demo#2026' };

const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 23)}] ${msg}`);

class BenchFailure extends Error {}

function positiveEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = Number(raw ?? fallback);
  if (!Number.isFinite(n) || n <= 0)
    throw new BenchFailure(`${name} must be a positive number (got "${raw}")`);
  return n;
}

/** One load run in its own process; fails unless every answer was a 2xx without errors or timeouts. */
function load(
  e: Endpoint,
  base: string,
  token: string,
  seconds: number,
  label: string,
): Promise<LoadOutcome> {
  const spec: LoadSpec = {
    base,
    method: e.method,
    paths: e.paths,
    bodies: e.bodies,
    token,
    connections: e.connections,
    seconds,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/api/load-worker.ts', JSON.stringify(spec)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => void (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => void (err += b.toString()));
    child.once('exit', (code) => {
      if (code !== 0)
        return reject(
          new BenchFailure(`${label}: load generator exited ${code}: ${err.slice(-2000)}`),
        );
      const r = JSON.parse(out.trim().split('\n').pop() ?? '{}') as LoadOutcome;
      if (r.non2xx !== 0 || r.errors !== 0 || r.timeouts !== 0) {
        return reject(
          new BenchFailure(
            `${label}: non2xx=${r.non2xx} errors=${r.errors} timeouts=${r.timeouts} status=${JSON.stringify(r.statusCodes)}`,
          ),
        );
      }
      resolve(r);
    });
  });
}

async function direct(
  op: () => Promise<unknown>,
  loops: number,
  seconds: number,
  label: string,
): Promise<LoadResult> {
  await runDirect(op, { concurrency: loops, durationMs: WARMUP_SECONDS * 1000 });
  const r = await runDirect(op, { concurrency: loops, durationMs: seconds * 1000 });
  if (r.errors !== 0) throw new BenchFailure(`${label}: ${r.errors} failed operations`);
  return r;
}

function jtiOf(token: string): string {
  const payload = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { jti?: unknown };
  if (typeof payload.jti !== 'string') throw new BenchFailure('login token has no jti claim');
  return payload.jti;
}

interface Row {
  round: number;
  endpoint: Endpoint;
  api: LoadOutcome;
  db: LoadResult | null;
  load1: string;
  rssMb: number;
}

function table(header: string[], body: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of body) console.log(line(r));
}

const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');

function printFigures(rows: Row[]): void {
  table(
    [
      'round',
      'endpoint',
      'conns',
      'API req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'DB-direct ops/s',
      'DB p50',
      'DB p99',
      'ratio',
      'goal',
      'met?',
      'load1',
      'RSS MB',
    ],
    rows.map(({ round, endpoint: e, api, db, load1, rssMb }) => [
      String(round),
      e.name,
      String(e.connections),
      f(api.perSecond, 0),
      f(api.p50Ms, 2),
      f(api.p95Ms, 2),
      f(api.p99Ms, 2),
      db ? f(db.perSecond, 0) : '',
      db ? f(db.p50Ms, 2) : '',
      db ? f(db.p99Ms, 2) : '',
      db ? `${f(db.perSecond / api.perSecond, 2)}x` : '',
      e.goal?.text ?? '(reference)',
      e.goal ? (e.goal.met(api) ? 'met' : 'NOT MET') : '',
      load1,
      f(rssMb),
    ]),
  );
}

function printMemory(restMb: number, rows: Row[], rounds: number): void {
  // Peaks per round, not the last sample: a sample lands anywhere in the garbage collector's cycle
  // (tens of MB apart), while a leak raises every round's peak.
  const peakOf = (round: number) =>
    Math.max(...rows.filter((r) => r.round === round).map((r) => r.rssMb));
  const peak = Math.max(restMb, ...rows.map((r) => r.rssMb));
  const first = peakOf(1);
  const last = peakOf(rounds);
  const flat = rounds < 2 ? null : last <= first * 1.1;
  console.log(
    `\nmemory (server RSS): at rest ${f(restMb)} MB; after each run ${rows.map((r) => f(r.rssMb, 0)).join(', ')} MB`,
  );
  console.log(
    `  peak per round: ${Array.from({ length: rounds }, (_, i) => `${f(peakOf(i + 1))} MB`).join(', ')}; overall peak ${f(peak)} MB`,
  );
  console.log(
    `  goal < ${RSS_GOAL_MB} MB at scale ${SEED_SCALE}: ${peak < RSS_GOAL_MB ? 'met' : 'NOT MET'}`,
  );
  console.log(
    `  goal flat from run to run (the last round's peak within 10% of the first's): ${flat === null ? 'n/a (BENCH_ROUNDS=1)' : flat ? 'met' : 'NOT MET'}` +
      (flat === null
        ? ''
        : ` (${f(first)} -> ${f(last)} MB, ${f(((last - first) / first) * 100)}%)`),
  );
}

async function main(): Promise<void> {
  const seconds = positiveEnv('BENCH_SECONDS', 10);
  const rounds = Math.floor(positiveEnv('BENCH_ROUNDS', 2));
  const only = process.env.BENCH_ONLY;
  const databaseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_URL;
  console.log(`machine: ${machineLine()}`);
  for (const l of busiestProcesses()) console.log(`  ${l}`);
  console.log(
    'processes: server, load generator (autocannon) and this benchmark (DB-direct) are separate; PostgreSQL on the same machine',
  );
  console.log(`database: ${databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`);

  const prepared = await prepareDatabase(databaseUrl, log);
  const { database } = prepared;
  let server: ServerProcess | null = null;
  try {
    console.log(
      prepared.seedMs === null
        ? 'seed: skipped (database already seeded)'
        : `seed: scale ${SEED_SCALE} took ${(prepared.seedMs / 1000).toFixed(1)} s`,
    );
    console.log(`rows: obligations=${prepared.obligations} regulations=${prepared.regulations}`);
    const vacuumStart = Date.now();
    await database.exec('VACUUM (ANALYZE)');
    log(`VACUUM (ANALYZE) took ${Date.now() - vacuumStart} ms`);

    server = await startServerProcess(databaseUrl);
    log(`server: pid ${server.pid} on ${server.base}, pool ${SERVER_POOL_SIZE}`);
    const res = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN),
    });
    const login = (await res.json()) as { data?: { token?: string } };
    const token = login.data?.token;
    if (res.status !== 200 || !token)
      throw new BenchFailure(`login failed: HTTP ${res.status} ${JSON.stringify(login)}`);
    const sessionUuid = jtiOf(token);
    const user: AuthUser | null = await findSessionUser(database, sessionUuid);
    if (!user) throw new BenchFailure('session from login not found');
    // The sector with the most obligations the user may list: the obligation list's worst page.
    const [sector] = await database.query<{ sector_uuid: string }>(
      `SELECT o.sector_uuid FROM obligations o JOIN sectors s ON s.sector_uuid = o.sector_uuid
        WHERE o.company_uuid IS NULL AND o.deleted_at IS NULL AND o.obligation_status = 1 AND o.is_active AND s.is_active
        GROUP BY o.sector_uuid ORDER BY count(*) DESC, o.sector_uuid LIMIT 1`,
    );
    if (!sector) throw new BenchFailure('no sector with listable obligations');
    const context: Context = { database, sessionUuid, user, sectorUuid: sector.sector_uuid };
    const list = endpoints(context).filter((e) => !only || e.name.includes(only));
    if (list.length === 0) throw new BenchFailure(`BENCH_ONLY="${only}" matches no endpoint`);

    await new Promise((r) => setTimeout(r, 1000));
    const restMb = server.rssMb();
    log(`server RSS at rest (after login): ${f(restMb)} MB`);

    const rows: Row[] = [];
    for (let round = 1; round <= rounds; round++) {
      for (const e of list) {
        log(
          `round ${round}: ${e.name}: warm-up ${WARMUP_SECONDS} s, then ${seconds} s at ${e.connections} connections`,
        );
        await load(e, server.base, token, WARMUP_SECONDS, `${e.name} warm-up`);
        const api = await load(e, server.base, token, seconds, e.name);
        const rssMb = server.rssMb();
        const load1 = loadAvg().split(' ')[0];
        let db: LoadResult | null = null;
        if (round === 1) {
          log(
            `${e.name}: DB-direct warm-up ${WARMUP_SECONDS} s, then ${seconds} s from ${e.connections} loops`,
          );
          db = await direct(e.direct, e.connections, seconds, `${e.name} DB-direct`);
        }
        rows.push({ round, endpoint: e, api, db, load1, rssMb });
      }
    }
    log(`auth hook's session lookup (findSessionUser) alone: DB-direct ${seconds} s from 20 loops`);
    const session = await direct(sessionLookup(context), 20, seconds, 'session lookup');

    console.log(`\nafter the runs: load avg ${loadAvg()}`);
    for (const l of busiestProcesses()) console.log(`  ${l}`);
    console.log(
      `\n${seconds} s per run after ${WARMUP_SECONDS} s warm-up, ${rounds} round(s); user ${LOGIN.email} (${user.is_provider ? 'provider' : 'customer'}); ` +
        `search rotates ${list.find((e) => e.paths.length > 1)?.paths.length ?? 0} queries`,
    );
    printFigures(rows);
    console.log(
      `\nsession lookup per request (auth hook, DB-direct, 20 loops): ${f(session.perSecond, 0)} ops/s, p50 ${f(session.p50Ms, 2)} ms, p99 ${f(session.p99Ms, 2)} ms`,
    );
    printMemory(restMb, rows, rounds);
    console.log('ratio = DB-direct ops/s / API req/s (1.0 = the database is the limit)');
  } finally {
    await server?.stop();
    await database.close();
  }
}

main().then(
  () => {
    process.exitCode = 0;
  },
  (err: unknown) => {
    console.error(err instanceof BenchFailure ? `error: ${err.message}` : err);
    process.exit(1);
  },
);
