import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestApp } from '../test/harness';
import type { Database } from '../db/client';

let dir: string;
let database: Database;
let t: TestApp;
// Big enough to be worth compressing, as Vite's chunks are.
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;

beforeAll(async () => {
  // A built client in miniature, precompressed by the build's own step.
  dir = mkdtempSync(join(tmpdir(), 'regcomply-delivery-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>x</title>${'<!-- pad -->'.repeat(200)}`,
  );
  writeFileSync(join(dir, 'assets', 'index-B7x_Qe9a.js'), script);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"RegComply"}');
  execFileSync(process.execPath, ['scripts/compress-client.mjs', dir]);
  database = await openTestDatabase();
  t = await createTestApp({ SERVE_CLIENT: 'true', CLIENT_DIR: dir }, database);
});
afterAll(async () => {
  await t.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built client over the wire', () => {
  it('sends the JavaScript as brotli when the browser accepts it, with the original bytes inside', async () => {
    const res = await get('/assets/index-B7x_Qe9a.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip when brotli is not accepted, and to the plain file when neither is', async () => {
    const gz = await get('/assets/index-B7x_Qe9a.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-B7x_Qe9a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    const res = await get('/assets/index-B7x_Qe9a.js', 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes browsers revalidate the page, the service worker and the manifest', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/sw.js',
      '/manifest.webmanifest',
      '/library/deep/link',
    ]) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const page = await get('/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(
      readFileSync(join(dir, 'index.html'), 'utf8'),
    );
  });
});
