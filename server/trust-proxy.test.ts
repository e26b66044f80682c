/**
 * TRUST_PROXY names how far the client address may be taken from X-Forwarded-For: a hop count
 * (the load balancers in front) or the proxies' own addresses and CIDRs. `true` (every hop, so
 * any address a client writes) is refused: rotating the header would forge the address the
 * per-address login limit, sessions and logs rely on.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { openTestDatabase, testConfig } from './test/harness';

const SECRET = { JWT_SECRET: 'test-secret-0123456789-0123456789-0123456789' };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The real app with one extra route answering the address and protocol Fastify derived. */
async function appWith(trustProxy: string): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig({ TRUST_PROXY: trustProxy }), database });
  app.get('/whoami', async (req) => ({ ip: req.ip, protocol: req.protocol }));
  await app.ready();
  return app;
}

const whoami = async (
  app: FastifyInstance,
  remoteAddress: string,
  headers: Record<string, string>,
) =>
  (await app.inject({ method: 'GET', url: '/whoami', remoteAddress, headers })).json() as {
    ip: string;
    protocol: string;
  };

describe('TRUST_PROXY', () => {
  it('refuses `true` alone, and entries that are no hop count, address or CIDR', () => {
    expect(() => loadConfig({ ...SECRET, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*hop count/,
    );
    expect(() => loadConfig({ ...SECRET, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...SECRET, TRUST_PROXY: 'lb.example' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...SECRET, TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ ...SECRET }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...SECRET, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...SECRET, TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...SECRET, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      loadConfig({ ...SECRET, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8']);
  });

  it('with a hop count of 1, a rotated X-Forwarded-For chain does not move the client address past the one proxy', async () => {
    const app = await appWith('1');
    try {
      const seen = new Set<string>();
      for (let i = 1; i <= 20; i++) {
        const forged = `198.51.100.${i}, 192.0.2.${i}`;
        const who = await whoami(app, '10.0.0.2', {
          'x-forwarded-for': `${forged}, 203.0.113.9`,
          'x-forwarded-proto': 'https',
        });
        seen.add(who.ip);
        expect(who.protocol).toBe('https');
      }
      // The address the load balancer itself saw, every time.
      expect([...seen]).toEqual(['203.0.113.9']);
    } finally {
      await app.close();
    }
  });

  it('with the proxies named, only their headers are trusted', async () => {
    const app = await appWith('10.0.0.0/8');
    try {
      // Through the load balancer: its entry is the client; the forged one before it is not.
      expect(
        await whoami(app, '10.0.0.2', { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }),
      ).toMatchObject({ ip: '203.0.113.9' });
      // Straight from the internet: the header is the client's own word, ignored.
      expect(
        await whoami(app, '198.51.100.7', {
          'x-forwarded-for': '203.0.113.9',
          'x-forwarded-proto': 'https',
        }),
      ).toEqual({
        ip: '198.51.100.7',
        protocol: 'http',
      });
    } finally {
      await app.close();
    }
  });
});
