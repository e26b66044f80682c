/**
 * The two-process test harness of the job runner: a worker process (the real app on the PostgreSQL
 * database of DATABASE_URL and the real runner with the handlers its script gives), started from a
 * test and awaited until it prints "ready", and a wait for a condition on the shared database.
 * Used by runner-processes.test.ts and the reminder delivery test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createJobRunner, type JobHandler } from '../runner';

/** Inside the worker script: runs the given handlers until SIGTERM (a test's SIGKILL is the crash). */
export async function runWorkerProcess(handlers: Record<string, JobHandler>): Promise<void> {
  // DATABASE_URL wants a JWT_SECRET (config.ts): the tests' own unless the environment has one.
  const config = loadConfig({
    JWT_SECRET: 'test-secret-0123456789-0123456789-0123456789',
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_CLIENT: 'false',
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: '',
    poolSize: 4,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const runner = createJobRunner({
    deps: app.deps,
    log: app.log,
    handlers,
    schedule: [],
    concurrency: 2,
    workerId: process.env.WORKER_NAME,
  });
  runner.start();
  process.stdout.write('ready\n');
  process.on(
    'SIGTERM',
    () =>
      void runner
        .stop()
        .then(() => app.close())
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
}

/** The script's `main`, failing the process visibly when it cannot start. */
export function workerMain(start: () => Promise<void>): void {
  start().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

/** In a test: starts a worker script (short lease, poll and retry) and resolves once it is ready. */
export function startWorker(
  script: string,
  name: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      WORKER_NAME: name,
      JOBS_LEASE_MS: '1000',
      JOBS_POLL_MS: '100',
      JOBS_RETRY_MS: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
  return new Promise((ok, fail) => {
    child.stdout!.on('data', (b: Buffer) => b.toString().includes('ready') && ok(child));
    child.once('exit', (code) => fail(new Error(`worker ${name} exited (${code}): ${err}`)));
  });
}

/** Polls `check` until it holds; fails naming `what` after `ms`. */
export async function until(
  what: string,
  check: () => Promise<boolean>,
  ms = 40_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
