import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourcemapOption } from '../vite.config';
import { createTestApp, openTestDatabase } from './test/harness';
import type { Database } from './db/client';

let dir: string;
let database: Database;
beforeAll(async () => {
  // A built client in miniature: the page, a script and its map with the full sources.
  dir = mkdtempSync(join(tmpdir(), 'regcomply-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);');
  writeFileSync(
    join(dir, 'assets', 'app.js.map'),
    JSON.stringify({ version: 3, sourcesContent: ['secret source'] }),
  );
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

async function get(overrides: Record<string, string>, url: string) {
  const t = await createTestApp({ SERVE_CLIENT: 'true', CLIENT_DIR: dir, ...overrides }, database);
  try {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.body };
  } finally {
    await t.close();
  }
}

describe('source maps of the built client', () => {
  it('answers 404 for a map by default, while the script itself is served', async () => {
    const map = await get({}, '/assets/app.js.map');
    expect(map.status).toBe(404);
    expect(map.body).not.toContain('secret source');
    expect(map.body).toContain('not_found');
    expect((await get({}, '/assets/APP.JS.MAP')).status).toBe(404);
    expect((await get({}, '/assets/app.js')).status).toBe(200);
  });

  it('serves the map when SOURCE_MAPS is on', async () => {
    const map = await get({ SOURCE_MAPS: 'true' }, '/assets/app.js.map');
    expect(map.status).toBe(200);
    expect(map.body).toContain('secret source');
  });

  it('builds the client without maps unless BUILD_SOURCEMAP asks for them', () => {
    expect(sourcemapOption(undefined)).toBe(false);
    expect(sourcemapOption('')).toBe(false);
    expect(sourcemapOption('true')).toBe(true);
    expect(sourcemapOption('hidden')).toBe('hidden');
  });
});
