/**
 * A read the specification sends as POST (a compare, a job's status asked through the call that
 * started it): it changes nothing, so it goes straight to the server like a GET instead of through
 * the write kit, which exists for changes (idempotency keys, the outbox, rollback). Screens may not
 * call `api.post` themselves (lint), so such reads are named here, in one place.
 */
import type { Envelope } from '../../contract/envelope';
import { api } from './api-client';

export async function postRead<T>(path: string, body: unknown): Promise<T> {
  const { data } = await api.post<Envelope<T>>(path, body);
  return data.data;
}
