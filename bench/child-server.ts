/**
 * The server under test in a child process, shared by the benchmarks: spawns it, waits until
 * `/api/health` answers, and stops it (SIGTERM, then SIGKILL after 12 s). A child left behind
 * would hold the port for the next run, so it is killed when the benchmark process exits too.
 */
import { spawn } from 'node:child_process';

export interface ChildServer {
  pid: number;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** Arguments after `node` (e.g. `['dist/server/server.js']`). */
  args: string[];
  env: Record<string, string>;
  base: string;
  readyWithinMs: number;
  /** Echo the server's output (else only its last 4 KB of stderr, shown when it fails to start). */
  echo?: (text: string) => void;
}

export async function startChildServer(o: ChildServerOptions): Promise<ChildServer> {
  const child = spawn(process.execPath, o.args, {
    cwd: process.cwd(),
    stdio: ['ignore', o.echo ? 'pipe' : 'ignore', 'pipe'],
    env: { ...process.env, ...o.env },
  });
  let stderr = '';
  child.stdout?.on('data', (b: Buffer) => o.echo?.(b.toString()));
  child.stderr?.on('data', (b: Buffer) => {
    o.echo?.(b.toString());
    stderr = (stderr + b.toString()).slice(-4000);
  });
  let exited: number | null = null;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = code ?? (signal ? 128 : 1);
      resolve();
    }),
  );
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

  const deadline = Date.now() + o.readyWithinMs;
  for (;;) {
    if (exited !== null)
      throw new Error(`server exited with code ${exited} before answering /api/health:\n${stderr}`);
    try {
      if ((await fetch(`${o.base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `server did not answer /api/health within ${o.readyWithinMs / 1000} s:\n${stderr}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (child.pid === undefined) throw new Error('server process has no pid');
  return { pid: child.pid, stop };
}
