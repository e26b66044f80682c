/**
 * GET /client-config: what the browser may know of the server's configuration, read at start.
 * The telemetry switches of specification section 9 and Microsoft sign-in: each part is null
 * (off) unless the operator configured it; the client then installs nothing.
 */
import { z } from 'zod';

export const clientConfigAnswer = z.strictObject({
  /** Page views (route pattern only), on only with a measurement id. */
  analytics: z.strictObject({ measurement_id: z.string(), url: z.string() }).nullable(),
  /** Uncaught errors, scrubbed of tokens and personal data; never performance traces. */
  error_reporting: z.strictObject({ url: z.string(), trace_sample_rate: z.literal(0) }).nullable(),
  /** Microsoft Entra ID sign-in: the login screen shows "Sign in with Microsoft" only when set. */
  entra: z
    .strictObject({ client_id: z.string(), tenant_id: z.string(), authority: z.string() })
    .nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigAnswer>;

/**
 * Where MSAL's sign-in popup comes back (the redirect URI to register in Entra ID): a page that
 * hands the answer to the login page that opened it. Served without Cross-Origin-Opener-Policy
 * (MSAL v5's redirect bridge needs none) and never from the service worker's cache.
 */
export const MICROSOFT_RETURN_PATH = '/login/microsoft';
