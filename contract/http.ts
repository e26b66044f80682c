/**
 * HTTP facts both programs act on. The mutating methods are the calls that change data: the
 * server's idempotency plugin honours an `Idempotency-Key` on them, the client's api-client sends
 * one with each, and the service worker's outbox queues them while offline. One list, so a method
 * added to one of the three cannot be missing from the others.
 */
export const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type MutatingMethod = (typeof MUTATING_METHODS)[number];

/** Whether a request method (any case) changes data. */
export function isMutatingMethod(method: string | undefined): boolean {
  return (MUTATING_METHODS as readonly string[]).includes((method ?? 'GET').toUpperCase());
}
