/**
 * The server under test, in its own process: `node --import tsx server/server.ts` (production
 * config, logging off, no client files) on BENCH_PORT (default 3501) and BENCH_SOCKET_PORT
 * (default 15501). Its resident set size is read from /proc, so memory figures are the server's
 * alone, not the benchmark's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

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

export function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${BENCH_PORT}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: process.cwd(),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
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
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => void (stderr = (stderr + b.toString()).slice(-4000)));
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

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== null) throw new Error(`server exited with code ${exited} before answering /api/health:\n${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer /api/health within 60 s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('server process has no pid');
  return { base, pid, rssMb: () => rssMbOf(pid), stop };
}
