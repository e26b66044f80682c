/**
 * GET /client-config: what the browser may know of the server's configuration, read at start.
 * Today the telemetry switches of specification section 9: each part is null (off) unless the
 * operator configured it; the client then installs nothing.
 */
import { z } from 'zod';

export const clientConfigAnswer = z.strictObject({
  /** Page views (route pattern only), on only with a measurement id. */
  analytics: z.strictObject({ measurement_id: z.string(), url: z.string() }).nullable(),
  /** Uncaught errors, scrubbed of tokens and personal data; never performance traces. */
  error_reporting: z.strictObject({ url: z.string(), trace_sample_rate: z.literal(0) }).nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigAnswer>;
