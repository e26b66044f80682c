import { RATE_LIMIT_HEADERS } from '../../../contract/api/auth';

export interface Attempts {
  used: number;
  limit: number;
}

/**
 * Login attempts from a failure's headers (spec section 8): used = limit - remaining. Null when
 * the server sent no usable rate-limit headers.
 */
export function attemptsFromHeaders(headers: Record<string, string | undefined>): Attempts | null {
  const limit = Number.parseInt(headers[RATE_LIMIT_HEADERS.limit] ?? '', 10);
  const remaining = Number.parseInt(headers[RATE_LIMIT_HEADERS.remaining] ?? '', 10);
  if (!Number.isFinite(limit) || !Number.isFinite(remaining) || limit <= 0) return null;
  const used = Math.min(limit, Math.max(0, limit - remaining));
  return { used, limit };
}
