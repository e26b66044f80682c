/**
 * Structured logs (pino). Tokens and passwords never reach a log line: headers are not logged,
 * sensitive query parameters are masked in URLs, and known secret fields are redacted.
 */
import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAMS = /([?&](?:access_token|token|msalToken|password)=)[^&]*/gi;

export function scrubUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.access_token', 'req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.access_token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: scrubUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
