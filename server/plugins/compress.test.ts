import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestApp } from '../test/harness';
import type { Database } from '../db/client';
import { pickEncoding } from './compress';

let database: Database;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = await createTestApp({}, database);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed API answers', () => {
  it('sends a large JSON answer as brotli, else gzip, else plain, each holding the same JSON', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const json = plain.body;
    expect(json.length).toBeGreaterThan(10_000);

    const br = await get('/api/openapi.json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(json.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);

    const gz = await get('/api/openapi.json', 'gzip;q=1.0, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(json);
  });

  it('leaves small answers as they are', async () => {
    const res = await get('/api/client-config', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body)).toBeTypeOf('object');
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('*')).toBe('gzip');
  });
});
