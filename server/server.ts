/**
 * Entry point: validates configuration, opens the database, migrates, seeds demo data on the
 * first start of an empty database, listens for HTTP (PORT) and Socket.IO (SOCKET_PORT), and
 * shuts down gracefully on SIGTERM and SIGINT.
 */
import { buildApp } from './app';
import { createBoundedServer } from './http-timeouts';
import { JOB_HANDLERS, SCHEDULE } from './job-table';
import { startJobRunner } from './jobs/runner';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed';
import { createStorage } from './storage/create';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // The pool's error listener logs through the app, which is built after the pool opens.
  const holder: { app?: Awaited<ReturnType<typeof buildApp>> } = {};
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
    onError: (err) => holder.app?.log.warn({ err: err.message }, 'database connection error'),
  });
  await runMigrations(database);
  if (config.SEED_DEMO && (await isEmpty(database))) {
    console.log('Empty database: loading demo data…');
    await seedDemo(database, { storage: createStorage(config), log: (m) => console.log(m) });
  }

  const app = await buildApp({ config, database });
  holder.app = app;
  // Background jobs (mail, housekeeping, ...); stops after the job in hand when the app closes.
  startJobRunner(app, { handlers: JOB_HANDLERS, schedule: SCHEDULE });
  const socketServer = createBoundedServer(config);
  app.deps.realtime.attach(socketServer);

  await app.listen({ port: config.PORT, host: config.HOST });
  await new Promise<void>((resolve) =>
    socketServer.listen(config.SOCKET_PORT, config.HOST, resolve),
  );
  app.log.info(
    `API, client and socket on http://localhost:${config.PORT}, socket root also on :${config.SOCKET_PORT} (${database.kind})`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // disconnects sockets, stops accepting, waits for in-flight requests
      await new Promise<void>((resolve) => socketServer.close(() => resolve()));
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
