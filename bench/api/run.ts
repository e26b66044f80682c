/**
 * API benchmark: how much of an endpoint's throughput the HTTP stack costs.
 *
 * What is measured, per endpoint:
 *  - API: the real app (buildApp, production config, logging off) listening on 127.0.0.1, driven
 *    by autocannon with 20 connections for BENCH_SECONDS (default 10) after a 2 s warm-up run.
 *    Every answer must be 200. Latency is autocannon's per-response time (sub-millisecond, taken
 *    from its 'response' event); req/s is completed responses / run duration.
 *  - DB-direct: the same database work the route does, called in-process on the same pg Pool
 *    (20 connections) from 20 concurrent async loops for the same duration, after a 2 s warm-up:
 *      profile: findSessionUser (the auth hook's session lookup) then the route's company select;
 *      sectors: listSectors + lastSync with the route's options (no session lookup: the API side
 *               also pays one per request for auth, so that query counts as API overhead here).
 *
 * How to read it: overhead ratio = DB-direct ops/s / API req/s. Near 1 means the database bounds
 * the endpoint; well above 1 means HTTP, Fastify, validation, JWT verification and JSON
 * serialisation cost more than the queries. The load generator runs in the SAME Node process as
 * the server (one event loop shared by both), on the same machine as PostgreSQL, so API figures
 * are pessimistic and absolute numbers only compare within one run on one machine.
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/regcomply_bench, created and
 * seeded at scale 50 when empty), BENCH_SECONDS (default 10).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { companies } from '../../server/db/schema/identity';
import { findSessionUser } from '../../server/modules/auth/session.repository';
import {
  countUnpublished,
  lastSync,
  listSectors,
  type SectorListOptions,
} from '../../server/modules/library/sectors.repository';
import { runDirect, summarise, type LoadResult } from './direct';
import { DEFAULT_BENCH_URL, prepareDatabase, SEED_SCALE } from './setup';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const LOGIN = { email: 'admin@sejahtera.test', password: 'Demo#2026' };

const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 23)}] ${msg}`);

class BenchFailure extends Error {}

function benchSeconds(): number {
  const n = Number(process.env.BENCH_SECONDS ?? 10);
  if (!Number.isFinite(n) || n <= 0)
    throw new BenchFailure(
      `BENCH_SECONDS must be a positive number (got "${process.env.BENCH_SECONDS}")`,
    );
  return n;
}

/** One autocannon run; fails unless every answer was a 2xx without errors or timeouts. */
async function cannon(
  url: string,
  token: string,
  seconds: number,
  label: string,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { access_token: token },
  });
  instance.on('response', (_client, _status, _bytes, ms) => void latencies.push(ms));
  const result = await instance;
  if (result.non2xx !== 0 || result.errors !== 0 || result.timeouts !== 0) {
    throw new BenchFailure(
      `${label}: non2xx=${result.non2xx} errors=${result.errors} timeouts=${result.timeouts} status=${JSON.stringify(result.statusCodeStats)}`,
    );
  }
  return summarise(latencies, result.duration);
}

async function direct(
  op: () => Promise<unknown>,
  seconds: number,
  label: string,
): Promise<LoadResult> {
  await runDirect(op, { concurrency: CONNECTIONS, durationMs: WARMUP_SECONDS * 1000 });
  const r = await runDirect(op, { concurrency: CONNECTIONS, durationMs: seconds * 1000 });
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

function printTable(rows: { name: string; api: LoadResult; db: LoadResult }[]) {
  const header = [
    'endpoint',
    'API req/s',
    'API p50 ms',
    'API p99 ms',
    'DB-direct ops/s',
    'DB p50',
    'DB p99',
    'overhead ratio',
  ];
  const f = (n: number, d = 2) => n.toFixed(d);
  const body = rows.map(({ name, api, db }) => [
    name,
    f(api.perSecond, 0),
    f(api.p50Ms),
    f(api.p99Ms),
    f(db.perSecond, 0),
    f(db.p50Ms),
    f(db.p99Ms),
    `${f(db.perSecond / api.perSecond)}x`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of body) console.log(line(r));
}

async function main(): Promise<void> {
  const seconds = benchSeconds();
  const databaseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_URL;
  const cpuModel = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `machine: ${availableParallelism()} cores (${cpuModel}), Node ${process.version}, ${process.platform}/${process.arch}, load avg ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    'note: autocannon runs in the same Node process as the server (shared event loop) on the same machine as PostgreSQL',
  );
  console.log(`database: ${databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`);

  const prepared = await prepareDatabase(databaseUrl, log);
  const { database } = prepared;
  console.log(
    prepared.seedMs === null
      ? 'seed: skipped (database already seeded)'
      : `seed: scale ${SEED_SCALE} took ${(prepared.seedMs / 1000).toFixed(1)} s`,
  );
  console.log(`rows: obligations=${prepared.obligations} regulations=${prepared.regulations}`);

  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-secret-not-for-production-0123456789',
    LOG_LEVEL: 'silent',
    SERVE_CLIENT: 'false',
    DATABASE_URL: databaseUrl,
    LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
  });
  const app = await buildApp({ config, database });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN),
    });
    const login = (await res.json()) as { data?: { token?: string } };
    const token = login.data?.token;
    if (res.status !== 200 || !token)
      throw new BenchFailure(`login failed: HTTP ${res.status} ${JSON.stringify(login)}`);
    const sessionUuid = jtiOf(token);
    const user = await findSessionUser(database, sessionUuid);
    if (!user) throw new BenchFailure('session from login not found');

    const profileOp = async () => {
      const u = await findSessionUser(database, sessionUuid);
      if (!u) throw new Error('session lookup returned no user');
      await database.db
        .select({ name: companies.name, subscription_start: companies.subscription_start })
        .from(companies)
        .where(eq(companies.company_uuid, u.company_uuid));
    };
    const listOpts: SectorListOptions = {
      companyUuid: user.company_uuid,
      isProvider: user.is_provider,
      lang: 'en',
      page: 2,
      limit: 20,
    };
    const listOp = (db: Database) => () =>
      Promise.all([
        listSectors(db, listOpts),
        user.is_provider ? countUnpublished(db) : Promise.resolve(undefined),
        lastSync(db, user.company_uuid),
      ]);

    const endpoints = [
      { name: 'GET /api/users/profile', path: '/api/users/profile', op: profileOp },
      {
        name: 'GET /api/v2/sectors?page=2&limit=20',
        path: '/api/v2/sectors?page=2&limit=20',
        op: listOp(database),
      },
    ];
    const rows: { name: string; api: LoadResult; db: LoadResult }[] = [];
    for (const e of endpoints) {
      log(`${e.name}: API warm-up ${WARMUP_SECONDS} s, then ${seconds} s`);
      await cannon(base + e.path, token, WARMUP_SECONDS, `${e.name} warm-up`);
      const api = await cannon(base + e.path, token, seconds, e.name);
      log(`${e.name}: DB-direct warm-up ${WARMUP_SECONDS} s, then ${seconds} s`);
      const db = await direct(e.op, seconds, `${e.name} DB-direct`);
      rows.push({ name: e.name, api, db });
    }

    console.log('');
    console.log(
      `${CONNECTIONS} connections / ${CONNECTIONS} loops, ${seconds} s each after ${WARMUP_SECONDS} s warm-up; user ${LOGIN.email} (${user.is_provider ? 'provider' : 'customer'})`,
    );
    printTable(rows);
    console.log(
      `samples: ${rows.map((r) => `${r.name} API ${r.api.count} / DB ${r.db.count}`).join('; ')}`,
    );
    console.log('overhead ratio = DB-direct ops/s / API req/s (1.0 = the database is the limit)');
  } finally {
    await app.close();
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
