/**
 * The `data` of a write's direct answer, read through the endpoint the write calls: parsed by
 * its response schema as every read is (src/lib/endpoint-read.ts), so a screen or a `reconcile`
 * names the endpoint instead of casting the answer to a type of its own. Undefined when there is
 * no answer (queued offline, refused) or it does not match the schema: the echo of the
 * replication then brings the server's state.
 */
import type { AnswerOf, EndpointDef } from '../../../contract/endpoint';
import { parsed } from '../../lib/endpoint-read';

export function answerOf<E extends EndpointDef>(
  endpoint: E,
  envelope: unknown,
): AnswerOf<E> | undefined {
  if (envelope === null || typeof envelope !== 'object' || !('data' in envelope)) return undefined;
  try {
    return parsed(endpoint, envelope.data);
  } catch {
    return undefined;
  }
}
