/**
 * The real entry point, as `npm start` runs it: starts on an empty embedded database, seeds the
 * demo data, answers, runs its background jobs, and shuts down cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('server process', () => {
  it('starts on an empty database with demo data, and exits 0 on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regcomply-start-'));
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dir,
        PORT: String(port),
        SOCKET_PORT: String(port + 11000),
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    try {
      // Generous: in CI the tsx start, the new database and its seed share 2 cores with the other test files.
      const deadline = Date.now() + 180_000;
      let up = false;
      while (!up && Date.now() < deadline) {
        up = await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((r) => r.ok)
          .catch(() => false);
        if (!up) await new Promise((r) => setTimeout(r, 250));
      }
      expect(up).toBe(true);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'superadmin@provider.test', password: 'Demo#2026' }),
      });
      expect(login.status).toBe(200);
      // The job runner runs in the server process: the hourly housekeeping slot is done at start.
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      let housekeeping: { state: string } | undefined;
      for (let i = 0; i < 240 && housekeeping?.state !== 'done'; i++) {
        const jobs = await fetch(
          `http://127.0.0.1:${port}/api/jobs/list?kind=maintenance.housekeeping`,
          { headers: { access_token: token } },
        );
        expect(jobs.status).toBe(200);
        housekeeping = ((await jobs.json()) as { data: { data: { state: string }[] } }).data
          .data[0];
        if (housekeeping?.state !== 'done') await new Promise((r) => setTimeout(r, 250));
      }
      expect(housekeeping?.state).toBe('done');
      const exited = new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      );
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(out).toContain('shutting down');
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
