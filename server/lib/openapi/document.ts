/**
 * The OpenAPI 3.1 document of the API, generated from the route table: every route's params,
 * query, body, answer (in its envelope) and failures, from the same zod schemas that validate
 * them. Nothing here lists routes: a route added to a routes file appears by itself.
 */
import { errorBody } from '../../../contract/envelope';
import { LANGUAGES } from '../../../contract/enums';
import type { RouteEntry } from '../route';
import { failureResponses } from './failures';
import { jsonSchema } from './json-schema';
import { openApiPath, operation, tagOf } from './operation';

export function buildOpenApi(routes: RouteEntry[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = openApiPath(r.url);
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = operation(r);
  }
  const tags = [...new Set(routes.map((r) => tagOf(r.url)))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'RegComply API',
      version,
      description:
        'Every answer is `{ message, data }` (lists: `data: { data, page, limit, total, total_page }`); failures are `{ message, code, errors }`. Messages follow `lang` (`en` or `id`). Send the token from `POST /auth/login` as the `access_token` header.',
    },
    servers: [{ url: '/api' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        access_token: {
          type: 'apiKey',
          in: 'header',
          name: 'access_token',
          description: 'The token `POST /auth/login` answers.',
        },
      },
      parameters: {
        lang: {
          name: 'lang',
          in: 'query',
          required: false,
          description: 'The language of every message in the answer.',
          schema: { type: 'string', enum: [...LANGUAGES], default: 'en' },
        },
        t: {
          name: 't',
          in: 'query',
          required: false,
          description: 'A timestamp for caches; ignored.',
          schema: { type: 'string' },
        },
        idempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'A unique key (a UUID): a repeat with the same key answers the first answer again without doing the work twice (kept 24 hours).',
          schema: { type: 'string', minLength: 8, maxLength: 200 },
        },
      },
      schemas: { Error: jsonSchema(errorBody, 'output') },
      responses: failureResponses(),
    },
  };
}
