/**
 * The server under test, in its own process: the production build, `node dist/server/server.js`
 * (production config, logging off, no client files) on BENCH_PORT (default 3501) and
 * BENCH_SOCKET_PORT (default 15501); the bench scripts build it first. Its resident set size is
 * read from /proc, so memory figures are the product's alone (not tsx's, not the benchmark's).
 */
import { existsSync, readFileSync } from 'node:fs';
import { startChildServer } from '../child-server';

export interface ServerProcess {
  base: string;
  pid: number;
  /** Resident set size in MB (VmRSS of /proc/<pid>/status). */
  rssMb(): number;
  stop(): Promise<void>;
}

export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3501);
export const BENCH_SOCKET_PORT = Number(process.env.BENCH_SOCKET_PORT ?? 15501);
export const SERVER_POOL_SIZE = 20;
const SERVER_BUILD = 'dist/server/server.js';

export function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${BENCH_PORT}`;
  if (!existsSync(SERVER_BUILD))
    throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` first`);
  const { pid, stop } = await startChildServer({
    args: [SERVER_BUILD],
    base,
    readyWithinMs: 60_000,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DB_POOL_SIZE: String(SERVER_POOL_SIZE),
      PORT: String(BENCH_PORT),
      SOCKET_PORT: String(BENCH_SOCKET_PORT),
      HOST: '127.0.0.1',
      JWT_SECRET: 'bench-only-secret-not-for-production-0123456789',
      LOG_LEVEL: 'silent',
      SERVE_CLIENT: 'false',
      SEED_DEMO: 'false',
      LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
    },
  });
  return { base, pid, rssMb: () => rssMbOf(pid), stop };
}
