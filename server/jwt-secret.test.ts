/**
 * No public signing secret, ever: without JWT_SECRET the embedded database's first start makes a
 * random one and keeps it in DATA_DIR (mode 0600, created atomically: two processes starting
 * together agree on one), so tokens and sealed secrets (the LDAP bind password) survive restarts;
 * with DATABASE_URL (several processes, another machine) JWT_SECRET is required.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { secretBoxOf } from './lib/secret-box';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'regcomply-secret-'));
  dirs.push(dir);
  return join(dir, 'data');
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Another process loading the configuration: prints the secret it got. */
function loadInChild(dataDir: string): Promise<string> {
  const script = `import { loadConfig } from ${JSON.stringify(join(__dirname, 'config.ts'))}; process.stdout.write(loadConfig({ DATA_DIR: ${JSON.stringify(dataDir)} }).JWT_SECRET);`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`child exited ${code}: ${err}`)),
    );
  });
}

describe('JWT_SECRET', () => {
  it('is never the public development value: the embedded database makes a random one and keeps it, private to its owner', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir }).JWT_SECRET;
    expect(first).not.toMatch(/dev-only/);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    // A restart signs with the same secret, and opens what the first start sealed.
    const sealed = secretBoxOf({ JWT_SECRET: first, DATA_KEY: undefined }).seal('bind-password');
    const again = loadConfig({ DATA_DIR: dataDir }).JWT_SECRET;
    expect(again).toBe(first);
    expect(secretBoxOf({ JWT_SECRET: again, DATA_KEY: undefined }).open(sealed)).toBe(
      'bind-password',
    );
    // Another data directory, another secret.
    expect(loadConfig({ DATA_DIR: freshDir() }).JWT_SECRET).not.toBe(first);
  });

  it('is the same for processes starting together on one data directory', async () => {
    const dataDir = freshDir();
    const secrets = await Promise.all([1, 2, 3, 4].map(() => loadInChild(dataDir)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toBe(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim());
  }, 60_000);

  it('is required with DATABASE_URL, and a configured one is used as it is', () => {
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://db.example/regcomply', DATA_DIR: freshDir() }),
    ).toThrow(/JWT_SECRET: required with DATABASE_URL/);
    const dataDir = freshDir();
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://db.example/regcomply',
        JWT_SECRET: 'x'.repeat(32),
        DATA_DIR: dataDir,
      }).JWT_SECRET,
    ).toBe('x'.repeat(32));
    expect(loadConfig({ JWT_SECRET: 'y'.repeat(32), DATA_DIR: dataDir }).JWT_SECRET).toBe(
      'y'.repeat(32),
    );
  });

  it('refuses a kept secret that was tampered down to something short', () => {
    const dataDir = freshDir();
    loadConfig({ DATA_DIR: dataDir });
    writeFileSync(join(dataDir, 'jwt-secret'), 'short\n');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/jwt-secret/);
  });
});
