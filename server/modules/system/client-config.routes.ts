/**
 * GET /client-config: the telemetry switches the operator configured (server/config.ts), read by
 * the client at start (src/lib/telemetry.ts). Public: the login page reports its errors too, and
 * the answer holds only what any page script would carry (addresses and a measurement id).
 */
import type { FastifyInstance } from 'fastify';
import { clientConfigGet } from '../../../contract/api/system-endpoints';
import { clientConfigOf } from '../../config';
import type { Deps } from '../../deps';
import { implement } from '../../lib/route';

export async function clientConfigRoutes(app: FastifyInstance, deps: Deps) {
  const answer = clientConfigOf(deps.config);
  implement(app, clientConfigGet, { handler: async () => answer });
}
