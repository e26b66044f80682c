/**
 * Process heartbeats. Login-attempt counters (and Socket.IO rooms) are shared between processes
 * only through Redis: several processes on one DATABASE_URL without REDIS_URL each count alone,
 * so the per-account and per-address limits multiply by the number of processes. Every process
 * therefore renews a row of `process_heartbeats` every PROCESS_HEARTBEAT_MS (an unref'd timer:
 * it never holds the process open) and, when REDIS_URL is unset and another process renewed its
 * row within the last three periods, logs a loud warning: at its start, and whenever another
 * process appears later. Its row is removed when the app closes; rows of processes that died are
 * removed once a day old.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { processHeartbeats } from './db/schema/platform';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's heartbeat row (host, pid and a random part). */
    processId: string;
  }
}

export function startProcessHeartbeat(app: FastifyInstance): void {
  const { database, config } = app.deps;
  const periodMs = config.PROCESS_HEARTBEAT_MS;
  const processId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  app.decorate('processId', processId);
  const sharesRedis = Boolean(config.REDIS_URL);
  const warned = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const beat = async () => {
    const db = database.db;
    await db
      .insert(processHeartbeats)
      .values({
        process_id: processId,
        host: hostname(),
        pid: process.pid,
        shares_redis: sharesRedis,
      })
      .onConflictDoUpdate({ target: processHeartbeats.process_id, set: { seen_at: sql`now()` } });
    await db
      .delete(processHeartbeats)
      .where(lt(processHeartbeats.seen_at, sql`now() - interval '1 day'`));
    if (sharesRedis) return;
    const others = await db
      .select({
        process_id: processHeartbeats.process_id,
        host: processHeartbeats.host,
        pid: processHeartbeats.pid,
      })
      .from(processHeartbeats)
      .where(
        and(
          ne(processHeartbeats.process_id, processId),
          gt(
            processHeartbeats.seen_at,
            sql`now() - make_interval(secs => ${(periodMs * 3) / 1000})`,
          ),
        ),
      );
    const fresh = others.filter((o) => !warned.has(o.process_id));
    if (fresh.length === 0) return;
    for (const o of fresh) warned.add(o.process_id);
    app.log.warn(
      { others: fresh.map((o) => o.process_id) },
      'Another server process is using this database and REDIS_URL is not set: each process counts login attempts on its own (the login limits multiply by the number of processes) and socket events do not reach the other processes. Set the same REDIS_URL in every process.',
    );
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      void beat()
        .catch((err: Error) => app.log.debug({ err: err.message }, 'process heartbeat failed'))
        .finally(schedule);
    }, periodMs);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    await beat().catch((err: Error) =>
      app.log.debug({ err: err.message }, 'process heartbeat failed'),
    );
    schedule();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await database.db
      .delete(processHeartbeats)
      .where(sql`${processHeartbeats.process_id} = ${processId}`)
      .catch(() => undefined);
  });
}
