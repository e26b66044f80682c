/**
 * Early answer for a repeated Idempotency-Key: the stored first answer, or 422 when the same key
 * comes with another request. The write path itself (lib/mutation.ts) settles races. The stored
 * answer keeps the message key, not its text: the replay speaks the repeat's `lang`.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { isMutatingMethod } from '../../contract/http';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { findStored, renderStored } from '../lib/mutation';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { key: string; hash: string } | null;
  }
}

export const idempotencyPlugin = fp<{ database: Database }>(async (app, { database }) => {
  app.decorateRequest('idempotency', null);
  // Runs after auth (registered later, same hook): the key is scoped to the caller.
  app.addHook('preHandler', async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (!isMutatingMethod(req.method) || !req.user || key === undefined) return;
    if (typeof key !== 'string' || key.length < 8 || key.length > 200) {
      throw new AppError('validation', 'idempotency_key_invalid', { 'Idempotency-Key': ['idempotency_key_invalid'] });
    }
    const hash = requestHash(req.method, req.url, req.body);
    req.idempotency = { key, hash };
    const stored = await findStored(database, req.user.user_uuid, key);
    if (!stored || stored.status_code === null) return;
    if (stored.request_hash !== hash) throw new AppError('idempotency_mismatch', 'idempotency_mismatch');
    return reply.code(stored.status_code).header('idempotent-replayed', 'true').send(renderStored(stored.response, req.lang));
  });
});

/** The request's identity for a key: method, path, query without `t` and `lang`, and body. */
export function requestHash(method: string, url: string, body: unknown): string {
  const [path, search = ''] = url.split('?');
  const query = [...new URLSearchParams(search)]
    .filter(([name]) => name !== 't' && name !== 'lang')
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(query)}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}
