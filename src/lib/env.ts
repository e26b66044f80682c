/**
 * Client configuration from `import.meta.env`, validated once at start. A bad value fails with a
 * readable list instead of odd behaviour later.
 */
export interface ClientEnv {
  /** Base of every API call, `/api` on the same origin by default. */
  apiBase: string;
  /** Socket.IO root; empty means the page's origin (the server serves Socket.IO there). */
  socketUrl: string;
  /** The build's app version. */
  appVersion: string;
}

export function parseEnv(raw: Record<string, string | boolean | undefined>): ClientEnv {
  const problems: string[] = [];
  const apiBase = String(raw.VITE_API_BASE ?? '/api').replace(/\/+$/, '');
  if (!/^(\/|https?:\/\/)/.test(apiBase)) {
    problems.push(`VITE_API_BASE must start with "/" or "http(s)://" (got "${apiBase}")`);
  }
  const socketUrl = String(raw.VITE_SOCKET_URL ?? '');
  if (socketUrl && !/^(https?|wss?):\/\//.test(socketUrl)) {
    problems.push(
      `VITE_SOCKET_URL must be an absolute http(s) or ws(s) address (got "${socketUrl}")`,
    );
  }
  if (problems.length > 0) {
    throw new Error(`Invalid client configuration:\n- ${problems.join('\n- ')}`);
  }
  return { apiBase, socketUrl, appVersion: String(raw.VITE_APP_VERSION ?? '1.0.0') };
}

export const env: ClientEnv = parseEnv(import.meta.env);
