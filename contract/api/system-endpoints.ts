/**
 * The service's own calls, declared once (contract/endpoint.ts): server/modules/system implements
 * them; the client reads the version (user menu) and its configuration (telemetry, Microsoft
 * sign-in) through them.
 */
import { endpoint } from '../endpoint';
import { clientConfigAnswer } from './client-config';
import { healthAnswer, versionAnswer } from './system';

// The client checks the version with its token; an Unauthorized answer clears its session.
export const versionGet = endpoint({
  method: 'GET',
  path: '/version',
  access: { authenticated: true },
  summary: "The server's version",
  response: versionAnswer,
  message: 'version',
  example: { version: '1.0.0' },
});

export const healthGet = endpoint({
  method: 'GET',
  path: '/health',
  access: { public: true },
  summary: 'Health check: the server answers and reaches its database',
  response: healthAnswer,
  example: { status: 'ok' },
});

export const clientConfigGet = endpoint({
  method: 'GET',
  path: '/client-config',
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
});
