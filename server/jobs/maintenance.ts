/**
 * Housekeeping on a timer: idempotency keys are kept 48 hours (the contract promises at least 24)
 * and expired or revoked sessions a week, so neither table grows without bound. Every statement
 * is a plain DELETE, safe when several processes run it.
 */
import type { FastifyInstance } from 'fastify';

export async function runMaintenance(app: FastifyInstance): Promise<{ keys: number; sessions: number }> {
  const { database } = app.deps;
  const keys = await database.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '48 hours' RETURNING 1`);
  const sessions = await database.query(
    `DELETE FROM sessions WHERE coalesce(revoked_at, expires_at) < now() - interval '7 days' RETURNING 1`,
  );
  return { keys: keys.length, sessions: sessions.length };
}

export function scheduleMaintenance(app: FastifyInstance, everyMs = 60 * 60 * 1000): void {
  const timer = setInterval(() => {
    runMaintenance(app).catch((err) => app.log.warn({ err }, 'maintenance failed'));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
