/**
 * The failure answers a route can give, derived from what it declares: validation when it takes
 * input, 401 and 403 behind a token, 404 for ids in its path, 413 with a body, 422 for a reused
 * Idempotency-Key, 503 when the database is away; plus what the route names itself (429, 404).
 */
import { MESSAGES, message } from '../../../contract/messages';
import type { RouteEntry } from '../route';

const WHY: Record<
  number,
  {
    description: string;
    example: { message: string; code: string; errors?: Record<string, string[]> };
  }
> = {
  400: {
    description: 'Invalid input: `errors` names each field with its messages.',
    example: {
      message: MESSAGES.validation_failed.en,
      code: 'validation',
      errors: { email: [MESSAGES.required.en] },
    },
  },
  401: {
    description: 'No token, or a token that is no longer valid.',
    example: { message: MESSAGES.unauthorized.en, code: 'unauthorized' },
  },
  403: {
    description: 'The caller lacks the right this route needs.',
    example: { message: MESSAGES.forbidden.en, code: 'forbidden' },
  },
  404: {
    description: 'Not found (another company’s row is not found either).',
    example: { message: MESSAGES.not_found.en, code: 'not_found' },
  },
  409: {
    description: 'Conflicts with the current state.',
    example: { message: 'User Role Already Exists', code: 'conflict' },
  },
  413: {
    description: 'The body is too large.',
    example: { message: MESSAGES.payload_too_large.en, code: 'payload_too_large' },
  },
  416: {
    description:
      'The Range asked for lies outside the file (`Content-Range: bytes */<size>` gives its size).',
    example: { message: MESSAGES.range_not_satisfiable.en, code: 'range_not_satisfiable' },
  },
  422: {
    description: 'The Idempotency-Key was used before with another request.',
    example: { message: MESSAGES.idempotency_mismatch.en, code: 'idempotency_mismatch' },
  },
  429: {
    description: 'Too many attempts; try again later.',
    example: {
      message: message('too_many_attempts', 'en', { minutes: 15 }),
      code: 'too_many_attempts',
    },
  },
  503: {
    description:
      'The service is briefly unavailable (the database away, or code `maintenance` while a backup is restored); retry.',
    example: { message: MESSAGES.service_unavailable.en, code: 'service_unavailable' },
  },
};
export const FAILURE_STATUSES = Object.keys(WHY).map(Number);

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function failureStatuses(route: RouteEntry): number[] {
  const s = route.schemas;
  const guarded = !!route.access && !('public' in route.access);
  const out = new Set<number>(s.errors ?? []);
  if (s.params || s.query || s.body || s.form) out.add(400);
  if (guarded) out.add(401).add(403);
  if (s.params) out.add(404);
  if (s.body || s.form) out.add(413);
  if (guarded && MUTATING.has(route.method)) out.add(422);
  if (!s.produces) out.add(503);
  return [...out].sort();
}

/** `components.responses`: one entry per failure status, each the error envelope. */
export function failureResponses() {
  return Object.fromEntries(
    Object.entries(WHY).map(([status, why]) => [
      status,
      {
        description: why.description,
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Error' },
            example: why.example,
          },
        },
      },
    ]),
  );
}
