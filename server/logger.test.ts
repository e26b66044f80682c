import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { customerCompany } from './test/fixtures';
import { call, openTestDatabase, TEST_PASSWORD, testConfig } from './test/harness';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

let lines = '';
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  const stream = new Writable({ write: (chunk, _enc, cb) => ((lines += chunk.toString()), cb()) });
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database, logStream: stream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('are structured JSON and never contain a password or a token', async () => {
    const { member } = await customerCompany(app, database);
    await call(app, 'POST', '/auth/login', {
      body: { email: member.email, password: TEST_PASSWORD },
    });
    await call(app, 'POST', '/auth/login', {
      body: { email: member.email, password: 'Wrong#Secret-123' },
    });
    await call(app, 'GET', `/users/profile?access_token=${member.token}&msalToken=abc.def.ghi`, {
      token: member.token,
    });
    await call(app, 'PUT', '/users/update', {
      token: member.token,
      body: {
        old_password: TEST_PASSWORD,
        password: 'Another#Secret-9',
        password_confirmation: 'x',
      },
    });
    expect(lines.length).toBeGreaterThan(100);
    for (const line of lines.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
    for (const secret of [
      TEST_PASSWORD,
      'Wrong#Secret-123',
      'Another#Secret-9',
      member.token,
      member.token.split('.')[2],
      'abc.def.ghi',
    ]) {
      expect(lines).not.toContain(secret);
    }
    expect(lines).toContain('[redacted]');
  });
});

describe('failed queries', () => {
  it('log and store the query but never its parameters', async () => {
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    const { errorText, loggerOptions } = await import('./logger');
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$hash-of-a-password';
    const failed = new DrizzleQueryError(
      'update "users" set "password_hash" = $1 where "user_uuid" = $2',
      [secret, 'u-1'],
      new Error('connection lost'),
    );
    const wrapped = new Error('restore failed', { cause: failed });
    expect(errorText(failed)).toContain('update "users" set "password_hash" = $1');
    expect(errorText(failed)).not.toContain(secret);
    let out = '';
    const stream = new Writable({ write: (chunk, _enc, cb) => ((out += chunk.toString()), cb()) });
    const { default: pino } = await import('pino');
    const logger = pino({ ...(loggerOptions('info', stream) as object) }, stream);
    logger.error({ err: failed }, 'query failed');
    logger.error({ err: wrapped }, 'wrapped');
    await new Promise((r) => setImmediate(r));
    expect(out).toContain('password_hash');
    expect(out).not.toContain('hash-of-a-password');
  });
});
