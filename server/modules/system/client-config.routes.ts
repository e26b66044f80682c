/**
 * GET /client-config: the telemetry switches the operator configured (server/config.ts), read by
 * the client at start (src/lib/telemetry.ts). Public: the login page reports its errors too, and
 * the answer holds only what any page script would carry (addresses and a measurement id).
 */
import type { FastifyInstance } from 'fastify';
import { clientConfigAnswer } from '../../../contract/api/client-config';
import { clientConfigOf } from '../../config';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';

export async function clientConfigRoutes(app: FastifyInstance, deps: Deps) {
  const answer = clientConfigOf(deps.config);
  defineRoute(app, {
    method: 'GET',
    url: '/client-config',
    access: { public: true },
    summary:
      "The client's configuration: analytics, error reporting and Microsoft sign-in, each null (off) unless configured",
    response: clientConfigAnswer,
    example: {
      analytics: { measurement_id: 'G-EXAMPLE1', url: 'https://analytics.example.com/collect' },
      error_reporting: { url: 'https://errors.example.com/report', trace_sample_rate: 0 },
      entra: {
        client_id: '00000000-0000-4000-8000-00000000c11e',
        tenant_id: '00000000-0000-4000-8000-0000000007e7',
        authority: 'https://login.microsoftonline.com/00000000-0000-4000-8000-0000000007e7',
      },
    },
    handler: async () => answer,
  });
}
