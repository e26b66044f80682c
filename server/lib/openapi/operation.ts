/** One route of the table as an OpenAPI 3.1 operation. */
import { envelopeOf } from '../../../contract/envelope';
import { MESSAGES } from '../../../contract/messages';
import type { Access } from '../../../contract/modules';
import type { RouteEntry } from '../route';
import { failureStatuses, MUTATING } from './failures';
import { jsonSchema, objectProperties } from './json-schema';

/** `/v2/sectors/:id` as OpenAPI writes it: `/v2/sectors/{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The area a route belongs to, for grouping: its first path segment after a version. */
export const tagOf = (url: string) =>
  url.split('/').filter((s) => s && !/^v\d+$/.test(s))[0] ?? 'api';

const operationId = (r: RouteEntry) =>
  r.method.toLowerCase() +
  r.url.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''));

/** The access rule in words, for the description. */
export function accessWords(access: Access | undefined): string {
  if (!access || 'public' in access) return 'Access: public, no token needed.';
  if ('authenticated' in access) return 'Access: any signed-in user (`access_token`).';
  if ('provider' in access) {
    const { provider: p, customer: c } = access;
    return `Access: the provider's \`${p.action}\` right on the \`${p.module}\` module, or a customer's \`${c.action}\` right on the \`${c.module}\` module for its own company's rows (\`access_token\`).`;
  }
  return `Access: the \`${access.action}\` right on the \`${access.module}\` module (\`access_token\`).`;
}

function success(r: RouteEntry) {
  const s = r.schemas;
  if (s.produces) {
    return {
      description: s.summary ?? 'OK',
      content: {
        [s.produces]: {
          schema: s.produces.includes('json') ? { type: 'object' } : { type: 'string' },
        },
      },
    };
  }
  const body = s.response ? jsonSchema(envelopeOf(s.response), 'output') : {};
  const message = MESSAGES[s.message ?? 'success'].en;
  return {
    description: message,
    content: {
      'application/json': { schema: body, example: { message, data: s.example ?? null } },
    },
  };
}

/** A multipart upload: its text fields and the file part (`file` unless the route names another). */
function formSchema(form: NonNullable<RouteEntry['schemas']['form']>, fileField = 'file') {
  const fields = jsonSchema(form, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      [fileField]: { type: 'string', format: 'binary', description: 'The file (one part).' },
    },
    required: [...(fields.required ?? []), fileField],
  };
}

export function operation(r: RouteEntry) {
  const s = r.schemas;
  const isPublic = !r.access || 'public' in r.access;
  const parameters: unknown[] = [
    ...(s.params
      ? objectProperties(s.params).map((p) => ({
          name: p.name,
          in: 'path',
          required: true,
          schema: p.schema,
        }))
      : []),
    ...(s.query
      ? objectProperties(s.query).map((p) => ({
          name: p.name,
          in: 'query',
          required: p.required,
          schema: p.schema,
        }))
      : []),
    { $ref: '#/components/parameters/lang' },
    { $ref: '#/components/parameters/t' },
  ];
  if (!isPublic && MUTATING.has(r.method))
    parameters.push({ $ref: '#/components/parameters/idempotencyKey' });
  const responses: Record<string, unknown> = { [String(s.status ?? 200)]: success(r) };
  for (const status of failureStatuses(r))
    responses[String(status)] = { $ref: `#/components/responses/${status}` };
  return {
    operationId: operationId(r),
    tags: [tagOf(r.url)],
    summary: s.summary ?? `${r.method} ${r.url}`,
    description: [s.description, accessWords(r.access)].filter(Boolean).join('\n\n'),
    'x-access': r.access ?? null,
    security: isPublic ? [] : [{ access_token: [] }],
    parameters,
    ...(s.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(s.body, 'input') } },
          },
        }
      : {}),
    ...(s.form
      ? {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: formSchema(s.form, s.file?.field) } },
          },
        }
      : {}),
    responses,
  };
}
