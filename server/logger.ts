/**
 * Structured logs (pino). Tokens and passwords never reach a log line: headers are not logged,
 * sensitive query parameters are masked in URLs, and known secret fields are redacted.
 */
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

const SECRET_PARAMS = /([?&](?:access_token|token|msalToken|password)=)[^&]*/gi;

export function scrubUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

interface FailedQuery {
  query: string;
  params: unknown[];
}
const isFailedQuery = (e: unknown): e is FailedQuery =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as FailedQuery).query === 'string' &&
  Array.isArray((e as FailedQuery).params);

/**
 * A failed query's error (drizzle's DrizzleQueryError) carries its parameters in its message and
 * its `params`: a password hash, a sealed secret, a token's hash, a user's data. Log lines and
 * stored error texts (a job's last_error, shown to the provider) keep the query, never the values.
 */
export function scrubQueryParams(text: string, err: unknown): string {
  let out = text;
  for (
    let e: unknown = err, depth = 0;
    e && depth < 10;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if (isFailedQuery(e) && e.params.length > 0)
      out = out.split(`params: ${String(e.params)}`).join('params: [redacted]');
  }
  return out;
}

/** An error's text for storage (jobs' last_error): its message, without query parameters. */
export const errorText = (err: unknown, max = 2000) =>
  (err instanceof Error ? scrubQueryParams(err.message || err.name, err) : String(err)).slice(
    0,
    max,
  );

/** pino's error serializer, with every text scrubbed of query parameters and `params` dropped. */
function serializeError(err: Error): ReturnType<typeof stdSerializers.err> {
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return scrubQueryParams(value, err);
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([k]) => k !== 'params')
          .map(([k, v]) => [k, scrub(v)]),
      );
    }
    return value;
  };
  return scrub(stdSerializers.err(err)) as ReturnType<typeof stdSerializers.err>;
}

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.access_token',
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: scrubUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
