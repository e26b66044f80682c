/**
 * Starts and stops the real server for the sync benchmark: `node dist/server/server.js` as a
 * child process on PostgreSQL (PORT BENCH_PORT, default 3300, SOCKET_PORT BENCH_SOCKET_PORT, default
 * 15300: several benchmarks may share the machine; production mode), after building
 * the app when dist/ is missing or older than the newest file in src/.
 * The client's sync socket uses the page's own origin (/socket.io on PORT), so SOCKET_PORT only
 * has to be free.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startChildServer } from '../child-server';
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
  const server = await startChildServer({
    args: ['dist/server/server.js'],
    base,
    readyWithinMs: 90_000,
    echo: (text) => process.stderr.write(`[server] ${text}`),
    env: {
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      SOCKET_PORT: String(SOCKET_PORT),
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-sync-secret-not-for-production-0123456789',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
    },
  }).catch((error: unknown) => {
    throw new BenchFailure(error instanceof Error ? error.message : String(error));
  });
  log(`server: pid ${server.pid} on ${base}, socket also on ${SOCKET_PORT}`);
  return { base, stop: server.stop };
}
