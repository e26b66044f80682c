/**
 * Which push service addresses the server may call. A subscription names a URL the server later
 * requests, so an unchecked one would let a user make the server call any address (SSRF): only
 * hosts of PUSH_ALLOWED_HOSTS (exact, or `*.domain` for its subdomains) over https are accepted,
 * plain http only for a loopback host listed there (the tests' local push service). Checked when
 * a device subscribes and again before every send; redirects are never followed.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function pushEndpointAllowed(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(host))) return false;
  return allowedHosts.some((h) =>
    h.startsWith('*.') ? host.endsWith(h.slice(1)) && host.length > h.length - 1 : host === h,
  );
}
