/**
 * Renders every failure as `{ message, code, errors }` in the request's language. Unexpected
 * errors are logged with their stack and answered with a generic 500: never a stack trace or a
 * raw database message. A lost database connection answers 503 so clients retry.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '../../contract/errors';
import { message, type MessageKey } from '../../contract/messages';
import { AppError } from '../lib/errors';
import { connectionFailure } from './connection-failure';

function render(req: FastifyRequest, reply: FastifyReply, err: AppError) {
  const body: ErrorBody = { message: message(err.messageKey, req.lang, err.vars), code: err.code };
  if (err.fields) {
    body.errors = Object.fromEntries(
      Object.entries(err.fields).map(([f, keys]) => [
        f,
        keys.map((k) => message(k, req.lang, err.vars)),
      ]),
    );
  }
  for (const [name, value] of Object.entries(err.headers)) reply.header(name, value);
  return reply.code(err.status).send(body);
}

function simple(code: ErrorCode, key: MessageKey, fields?: Record<string, MessageKey[]>) {
  return new AppError(code, key, fields);
}

export function toAppError(err: FastifyError & { code?: string }): AppError | null {
  if (err instanceof AppError) return err;
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return simple('invalid_json', 'invalid_json', { _: ['invalid_json'] });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return simple('payload_too_large', 'payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return simple('validation', 'invalid_value', { _: ['invalid_value'] });
  }
  const lost = connectionFailure(err);
  if (lost) return lost;
  // A JSON body with __proto__ and other client errors Fastify raises itself.
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return simple('validation', 'invalid_value', { _: ['invalid_value'] });
  }
  return null;
}

/** `lang` read from a raw URL: router-level errors come before the language plugin has run. */
function langOfUrl(url: string | undefined): 'en' | 'id' {
  const query = url?.split('?')[1]?.split('#')[0] ?? '';
  return new URLSearchParams(query).get('lang') === 'id' ? 'id' : 'en';
}

/**
 * Fastify's `frameworkErrors`: errors its router raises before any route, hook or error handler
 * runs. Left alone they answer Fastify's own body echoing the path (`FST_ERR_BAD_URL` 400,
 * `FST_ERR_MAX_PARAM_LENGTH` 414); here they answer the API's shape in the request's language. A
 * path that cannot be decoded is a bad request; a path parameter too long to be any id names
 * nothing, as any other unknown id (404).
 */
export function renderFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  req.lang = langOfUrl(req.raw.url);
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return render(req, reply, simple('not_found', 'not_found'));
  if (err.code === 'FST_ERR_BAD_URL')
    return render(req, reply, simple('validation', 'bad_request_url', { _: ['bad_request_url'] }));
  req.log.error({ err }, 'router error');
  return render(req, reply, simple('server_error', 'server_error'));
}

export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const known = toAppError(err);
    if (known) {
      if (known.status >= 500) req.log.warn({ err }, 'service unavailable');
      return render(req, reply, known);
    }
    req.log.error({ err }, 'unhandled error');
    return render(req, reply, simple('server_error', 'server_error'));
  });
});
