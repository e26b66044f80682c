import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { defineRoute } from '../lib/route';
import { customerCompany } from '../test/fixtures';
import { createTestApp, testConfig, type TestApp } from '../test/harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await customerCompany(t.app, t.database)).member.token;
});
afterAll(() => t.close());

const send = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload,
    headers: { 'content-type': 'application/json', access_token: token, ...headers },
  });

describe('error answers', () => {
  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await send('{"title": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_json' });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers a __proto__ key with 400', async () => {
    const res = await send('{"title":"x","content":"y","__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
  });

  it('answers an oversized body with 413', async () => {
    const res = await send(JSON.stringify({ title: 'x', content: 'y'.repeat(1024 * 1024 + 10) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('answers an unknown API path with a JSON 404 in the request language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/route?lang=id' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Rute tidak ditemukan');
  });

  it('answers an undecodable URL in the API shape and language, without echoing the path', async () => {
    for (const [lang, text] of [
      ['en', 'The request address is not valid'],
      ['id', 'Alamat permintaan tidak valid'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/obligation/%E0%A4%A?lang=${lang}`,
        headers: { access_token: token },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: text, code: 'validation', errors: { _: [text] } });
      expect(res.body).not.toMatch(/FST_|obligation/);
    }
  });

  it('answers a path parameter over the length limit as not found, in the API shape and language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/obligation/${'a'.repeat(150)}?lang=id`,
      headers: { access_token: token },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Data tidak ditemukan', code: 'not_found' });
  });

  it('answers an unexpected failure with a generic 500, never the raw database message', async () => {
    // A real database error from a route of its own: renaming a shared table broke every other
    // test file writing to it at the same time on PostgreSQL (the route fuzz test among them).
    const app = await buildApp({ config: testConfig(), database: t.database });
    await app.register(
      async (api) =>
        defineRoute(api, {
          method: 'GET',
          url: '/broken',
          access: { authenticated: true },
          summary: 'A route whose query fails',
          response: z.array(z.unknown()),
          example: [],
          handler: () => t.database.query('SELECT title FROM feedback_gone'),
        }),
      { prefix: '/api' },
    );
    await app.ready();
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/broken',
        headers: { access_token: token },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'server_error',
      });
      expect(res.body).not.toMatch(/feedback|relation|does not exist|SELECT/);
    } finally {
      await app.close();
    }
  });

  it('allows no foreign origin unless configured', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.test', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const open = await createTestApp({ CORS_ORIGINS: 'https://app.example.test' }, t.database);
    try {
      const ok = await open.app.inject({
        method: 'OPTIONS',
        url: '/api/health',
        headers: { origin: 'https://app.example.test', 'access-control-request-method': 'GET' },
      });
      expect(ok.headers['access-control-allow-origin']).toBe('https://app.example.test');
      const no = await open.app.inject({
        method: 'OPTIONS',
        url: '/api/health',
        headers: { origin: 'https://evil.test', 'access-control-request-method': 'GET' },
      });
      expect(no.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
