/**
 * Several processes on one database without REDIS_URL each count login attempts alone (and keep
 * socket rooms apart): each process writes a heartbeat row, and one that sees another live
 * process while REDIS_URL is unset warns loudly, at its start and when another appears later.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Database } from './db/client';
import { openTestDatabase, testConfig } from './test/harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/6';
const WARNING = /another server process .* REDIS_URL is not set/i;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

interface Started {
  app: FastifyInstance;
  /** The warnings naming one of the given processes (other test files may run beside this one). */
  warnings: (...about: Started[]) => string[];
}

async function start(overrides: Record<string, string> = {}): Promise<Started> {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'warn', PROCESS_HEARTBEAT_MS: '200', ...overrides }),
    database,
    logStream: stream,
  });
  await app.ready();
  return {
    app,
    warnings: (...about) =>
      lines
        .map((l) => JSON.parse(l) as { msg: string; level: number; others?: string[] })
        .filter(
          (l) =>
            l.level >= 40 &&
            WARNING.test(l.msg) &&
            about.some((a) => l.others?.includes(a.app.processId)),
        )
        .map((l) => l.msg),
  };
}

const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
};

describe('process heartbeats', () => {
  it('warns in both processes when two share the database without REDIS_URL: the second at its start, the first when it sees it', async () => {
    const one = await start();
    try {
      const two = await start();
      try {
        expect(await until(() => two.warnings(one).length > 0, 1000)).toBe(true);
        expect(await until(() => one.warnings(two).length > 0)).toBe(true);
        expect(one.warnings(two)[0]).toMatch(/login attempts/);
      } finally {
        await two.app.close();
      }
    } finally {
      await one.app.close();
    }
  });

  it('stays quiet when the processes share Redis, and forgets a process that closed', async () => {
    const one = await start({ REDIS_URL });
    const two = await start({ REDIS_URL });
    try {
      await new Promise((r) => setTimeout(r, 600));
      expect([...one.warnings(two), ...two.warnings(one)]).toEqual([]);
    } finally {
      await two.app.close();
      await one.app.close();
    }
    // Both closed: a process started now does not take them for live ones.
    const alone = await start();
    try {
      await new Promise((r) => setTimeout(r, 600));
      expect(alone.warnings(one, two)).toEqual([]);
    } finally {
      await alone.app.close();
    }
  });
});
