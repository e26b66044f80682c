/**
 * Recognises a lost or unreachable database (or Redis) connection anywhere in an error's cause
 * chain. Drizzle wraps the driver's error ("Failed query: ...", the pg error as `cause`), and a
 * connection refused on several addresses arrives as an AggregateError: reading only the outer
 * error answered 500 where the client should simply retry.
 */
import { AppError } from '../lib/errors';

/** Socket errors and PostgreSQL's connection classes: 57P0x (shut down), 08xxx (connection). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** node-postgres and ioredis (login counters) say these in words only, without a code. */
const CONNECTION_MESSAGES =
  /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection is closed|Reached the max retries per request limit/;

/** Seconds a client waits before retrying: enough for a pool to reconnect or a failover to finish. */
export const RETRY_AFTER_SECONDS = 5;

export function isConnectionFailure(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [err];
  while (pending.length > 0 && seen.size < 20) {
    const e = pending.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/** 503 with `retry-after` for a connection failure; null for any other error. */
export function connectionFailure(err: unknown): AppError | null {
  if (!isConnectionFailure(err)) return null;
  return new AppError(
    'service_unavailable',
    'service_unavailable',
    undefined,
    {},
    { 'retry-after': RETRY_AFTER_SECONDS },
  );
}
