/**
 * Builds the real app for a test file against a real database: PGlite loaded from the migrated
 * template, or PostgreSQL when TEST_DATABASE_URL is set. No mocks of our own server.
 */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { pooledPglite } from './pglite-pool';

export const TEST_PASSWORD = 'Test#2026-pass';
let passwordHash: Promise<string> | undefined;
/** Hashing is slow on purpose; tests share one hash. */
export const testPasswordHash = () => (passwordHash ??= hash(TEST_PASSWORD));

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openDatabase({ databaseUrl: url, dataDir: '', poolSize: 5 });
  return pooledPglite();
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_CLIENT: 'false',
    JWT_SECRET: 'test-secret-0123456789-0123456789-0123456789',
    // Stored files of this test file, never in the project's ./data. A worker runs many files in
    // one process (isolate: false), so the directory is named after the file, not the process.
    DATA_DIR: testDataDir(),
    ...overrides,
  });
}

/** This test file's own data directory: its path's short hash, beside the process id. */
function testDataDir(): string {
  const file = expect.getState().testPath ?? '';
  const tag = createHash('sha1').update(file).digest('hex').slice(0, 10);
  return join(tmpdir(), `regcomply-test-${process.pid}-${tag}`);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  database?: Database,
): Promise<TestApp> {
  const db = database ?? (await openTestDatabase());
  const app = await buildApp({ config: testConfig(overrides), database: db });
  await app.ready();
  return {
    app,
    database: db,
    close: async () => {
      await app.close();
      if (!database) await db.close();
    },
  };
}

/** inject() with the token header and JSON parsing. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(opts.token ? { access_token: opts.token } : {}), ...opts.headers },
    payload: opts.body as InjectOptions['payload'],
  });
  let json: any = undefined;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, headers: res.headers, body: json, raw: res };
}

/**
 * A sync pull of what the test has written: `call` once every committed feed entry is below the
 * commit-order horizon. On PostgreSQL the horizon (pg_snapshot_xmin) is the whole server's, so a
 * write transaction of the other worker's file, in its own database, can hold the test's newest
 * entries back for a moment, as it would for a client, which pulls again later; the pull waits
 * for that (up to 10 s) instead. Not for a test that holds a transaction open on purpose.
 */
export async function pullSync(app: FastifyInstance, url: string, token: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await app.deps.database.rows<{ settled: boolean }>(
      sql`SELECT coalesce(max(txid) < pg_snapshot_xmin(pg_current_snapshot()), true) AS settled
            FROM change_feed`,
    );
    if (row?.settled || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return call(app, 'GET', url, { token });
}

export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await call(app, 'POST', '/auth/login', { body: { email, password } });
  if (res.status !== 200)
    throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}
