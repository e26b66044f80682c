/**
 * The Content-Security-Policy's connect-src names the socket root exactly (the public host on
 * SOCKET_PORT), never "any host on that port": an injected script could otherwise send what it
 * read to a server of its own choosing listening on the same port number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestApp } from './test/harness';
import type { Database } from './db/client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function connectSrc(overrides: Record<string, string>): Promise<string[]> {
  const t: TestApp = await createTestApp(overrides, database);
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const directive =
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('connect-src')) ?? '';
    return directive.split(/\s+/).slice(1);
  } finally {
    await t.close();
  }
}

describe('connect-src', () => {
  it('names the socket origin of the public address exactly, with no wildcard host', async () => {
    const sources = await connectSrc({
      PUBLIC_URL: 'https://comply.example',
      SOCKET_PORT: '15081',
    });
    expect(sources).toEqual([
      "'self'",
      'https://comply.example:15081',
      'wss://comply.example:15081',
    ]);
    expect(sources.join(' ')).not.toContain('*');
  });

  it('follows a plain-http public address (a local start)', async () => {
    const sources = await connectSrc({ PUBLIC_URL: 'http://localhost:3000', SOCKET_PORT: '15090' });
    expect(sources).toEqual(["'self'", 'http://localhost:15090', 'ws://localhost:15090']);
  });
});
