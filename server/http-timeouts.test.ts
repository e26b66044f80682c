import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { createTestApp, type TestApp } from './test/harness';

/** A configured secret: no test writes one into the project's ./data. */
const SECRET = { JWT_SECRET: 'test-secret-0123456789-0123456789-0123456789' };

const PORT = 3401;
// Short bounds so the test runs in seconds; the idle bound is longer than the trickle's pace, so
// only the whole-request bound can end the trickling socket.
const BOUNDS = {
  REQUEST_TIMEOUT_MS: '1500',
  HEADERS_TIMEOUT_MS: '1000',
  CONNECTION_TIMEOUT_MS: '4000',
  KEEP_ALIVE_TIMEOUT_MS: '1000',
};
const SLACK_MS = 1500;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(BOUNDS);
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Opens a raw socket and answers when the server closes it: how long it took and what it said. */
function openSocket(): { socket: Socket; closed: Promise<{ afterMs: number; answer: string }> } {
  const started = Date.now();
  const socket = connect(PORT, '127.0.0.1');
  let answer = '';
  socket.on('data', (d) => (answer += d));
  socket.on('error', () => undefined);
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) => {
    socket.on('close', () => resolve({ afterMs: Date.now() - started, answer }));
  });
  return { socket, closed };
}

/** Fails the wait after `ms` instead of hanging the test. */
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms),
    ),
  ]);

describe('slow and idle clients', () => {
  it('cuts off five bodies that trickle in a byte at a time once the request bound passes', async () => {
    const opened = Array.from({ length: 5 }, () => openSocket());
    for (const { socket } of opened) {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
      );
    }
    const trickle = setInterval(
      () => opened.forEach(({ socket }) => socket.writable && socket.write('a')),
      200,
    );
    try {
      const results = await within(
        Promise.all(opened.map((o) => o.closed)),
        1500 + SLACK_MS + 2000,
      );
      for (const { afterMs, answer } of results) {
        expect(afterMs).toBeLessThan(1500 + SLACK_MS);
        expect(answer).toMatch(/^HTTP\/1\.1 408/);
      }
    } finally {
      clearInterval(trickle);
      opened.forEach(({ socket }) => socket.destroy());
    }
  });

  it('closes a socket whose headers never finish', async () => {
    const { socket, closed } = openSocket();
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    try {
      const { afterMs } = await within(closed, 1000 + SLACK_MS + 2000);
      expect(afterMs).toBeLessThan(1000 + SLACK_MS);
    } finally {
      socket.destroy();
    }
  });

  it('closes a kept-alive socket left idle after its answer', async () => {
    const { socket, closed } = openSocket();
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    try {
      const { afterMs, answer } = await within(closed, 2000 + SLACK_MS + 2000);
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      // Node gives a kept-alive socket up to a second more than its bound.
      expect(afterMs).toBeLessThan(1000 + 1000 + SLACK_MS);
    } finally {
      socket.destroy();
    }
  });

  it('still serves a request that arrives whole within the bounds', async () => {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
    expect(res.status).toBe(200);
  });
});

describe('timeout configuration', () => {
  it('defaults to 30 s for a whole request and refuses a headers bound longer than it', () => {
    const defaults = loadConfig(SECRET);
    expect(defaults.REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(defaults.HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(defaults.REQUEST_TIMEOUT_MS);
    expect(() =>
      loadConfig({ ...SECRET, REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ ...SECRET, REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
