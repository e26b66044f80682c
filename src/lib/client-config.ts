/**
 * The server's configuration for the browser (GET /api/client-config): telemetry switches and
 * Microsoft sign-in. Read once per page with `fetch` (the login page loads no API client) and
 * shared by its readers; anything malformed is off. Offline, everything is off until the next load.
 */
import type { ClientConfig } from '../../contract/api/client-config';
import { clientConfigGet } from '../../contract/api/system-endpoints';
import { env } from './env';

const isHttpUrl = (v: unknown): v is string =>
  typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** The configuration as the server answered it, or null (all off) when it is anything else. */
export function parseClientConfig(raw: unknown): ClientConfig | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { analytics, error_reporting, entra } = raw as Record<
    string,
    Record<string, unknown> | null | undefined
  >;
  return {
    analytics:
      analytics &&
      typeof analytics.measurement_id === 'string' &&
      analytics.measurement_id &&
      isHttpUrl(analytics.url)
        ? { measurement_id: analytics.measurement_id, url: analytics.url }
        : null,
    error_reporting:
      error_reporting && isHttpUrl(error_reporting.url)
        ? { url: error_reporting.url, trace_sample_rate: 0 }
        : null,
    entra:
      entra && isText(entra.client_id) && isText(entra.tenant_id) && isHttpUrl(entra.authority)
        ? { client_id: entra.client_id, tenant_id: entra.tenant_id, authority: entra.authority }
        : null,
  };
}

let loaded: Promise<ClientConfig | null> | undefined;

export function loadClientConfig(): Promise<ClientConfig | null> {
  loaded ??= fetch(`${env.apiBase}${clientConfigGet.path}`, { credentials: 'omit' })
    .then(async (res) =>
      res.ok ? parseClientConfig(((await res.json()) as { data?: unknown }).data) : null,
    )
    .catch(() => {
      loaded = undefined; // offline: the next reader asks again
      return null;
    });
  return loaded;
}

/** Tests: forget the configuration read. */
export function resetClientConfig(): void {
  loaded = undefined;
}
