/**
 * Starts and stops the real server for the sync benchmark: `node dist/server/server.js` as a
 * child process on PostgreSQL (PORT BENCH_PORT, default 3300, SOCKET_PORT BENCH_SOCKET_PORT, default
 * 15300: several benchmarks may share the machine; production mode), after building
 * the app when dist/ is missing or older than the newest file in src/.
 * The client's sync socket uses the page's own origin (/socket.io on PORT), so SOCKET_PORT only
 * has to be free.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BenchFailure, log } from './api';

export const PORT = Number(process.env.BENCH_PORT ?? 3300);
export const SOCKET_PORT = Number(process.env.BENCH_SOCKET_PORT ?? 15300);
const ROOT = process.cwd();

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Runs `npm run build` when a build output is missing or older than the newest file in src/. */
export function ensureBuild(): void {
  const outputs = ['dist/client/index.html', 'dist/server/server.js'].map((p) => join(ROOT, p));
  const srcNewest = newestMtime(join(ROOT, 'src'));
  const stale = outputs.find((p) => !existsSync(p) || statSync(p).mtimeMs < srcNewest);
  if (!stale) return log('build: dist/ is up to date');
  log(`build: ${stale} is missing or older than src/: npm run build`);
  const r = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new BenchFailure(`npm run build failed (exit ${r.status})`);
}

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

export async function startServer(databaseUrl: string): Promise<RunningServer> {
  const base = `http://127.0.0.1:${PORT}`;
  const child: ChildProcess = spawn(process.execPath, ['dist/server/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      SOCKET_PORT: String(SOCKET_PORT),
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-sync-secret-not-for-production-0123456789',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
    },
  });
  child.stdout?.on('data', (b: Buffer) => process.stderr.write(`[server] ${b.toString()}`));
  child.stderr?.on('data', (b: Buffer) => process.stderr.write(`[server] ${b.toString()}`));
  let exited: number | null = null;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = code ?? (signal ? 128 : 1);
      resolve();
    }),
  );
  // Never leave the server behind, even when the benchmark dies.
  const killOnExit = () => {
    if (exited === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const stop = async () => {
    if (exited === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exitedPromise;
      clearTimeout(timer);
    }
    process.removeListener('exit', killOnExit);
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new BenchFailure(`server exited with code ${exited} before answering /api/health`);
    }
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new BenchFailure('server did not answer /api/health within 90 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  log(`server: pid ${child.pid} on ${base}, socket also on ${SOCKET_PORT}`);
  return { base, stop };
}
