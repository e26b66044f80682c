/**
 * Early answer for a repeated Idempotency-Key: the stored first answer, or 422 when the same key
 * comes with another request. The write path itself (lib/mutation.ts) settles races. The stored
 * answer keeps the message key, not its text: the replay speaks the repeat's `lang`.
 *
 * The request is remembered by a keyed fingerprint (HMAC-SHA256, key derived from DATA_KEY or
 * JWT_SECRET), not a plain hash: the body of a password change or a reset holds the password, and
 * a plain SHA-256 of it in `idempotency_keys` (and in every backup) could be tried against a
 * dictionary at billions of guesses a second, around the argon2 hash that guards it.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import fp from 'fastify-plugin';
import { isMutatingMethod } from '../../contract/http';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { findStored, renderStored } from '../lib/mutation';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { key: string; hash: string } | null;
  }
}

export const idempotencyPlugin = fp<{
  database: Database;
  config: Pick<Config, 'DATA_KEY' | 'JWT_SECRET'>;
}>(async (app, { database, config }) => {
  const requestHash = requestFingerprint(config);
  app.decorateRequest('idempotency', null);
  // Runs after auth (registered later, same hook): the key is scoped to the caller.
  app.addHook('preHandler', async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (!isMutatingMethod(req.method) || !req.user || key === undefined) return;
    if (typeof key !== 'string' || key.length < 8 || key.length > 200) {
      throw new AppError('validation', 'idempotency_key_invalid', {
        'Idempotency-Key': ['idempotency_key_invalid'],
      });
    }
    const hash = requestHash(req.method, req.url, req.body);
    req.idempotency = { key, hash };
    const stored = await findStored(database, req.user.user_uuid, key);
    if (!stored || stored.status_code === null) return;
    if (stored.request_hash !== hash)
      throw new AppError('idempotency_mismatch', 'idempotency_mismatch');
    return reply
      .code(stored.status_code)
      .header('idempotent-replayed', 'true')
      .send(renderStored(stored.response, req.lang));
  });
});

/**
 * The request's identity for a key: method, path, query without `t` and `lang`, and body, keyed
 * by the server's secret (see the header): readable only as "same request or not".
 */
export function requestFingerprint(config: Pick<Config, 'DATA_KEY' | 'JWT_SECRET'>) {
  const key = Buffer.from(
    hkdfSync(
      'sha256',
      config.DATA_KEY ?? config.JWT_SECRET,
      'regcomply',
      'idempotency request v1',
      32,
    ),
  );
  return (method: string, url: string, body: unknown): string => {
    const [path, search = ''] = url.split('?');
    const query = [...new URLSearchParams(search)]
      .filter(([name]) => name !== 't' && name !== 'lang')
      .sort(([a], [b]) => a.localeCompare(b));
    return createHmac('sha256', key)
      .update(`${method} ${path}\n${JSON.stringify(query)}\n${JSON.stringify(body ?? null)}`)
      .digest('hex');
  };
}
