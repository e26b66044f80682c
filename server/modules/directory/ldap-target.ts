/**
 * Where a company's directory may be reached (issue 23, SSRF through the LDAP settings). A
 * customer admin names the address; the server connects to it and sends the bind password, so
 * an unchecked address would let any admin probe the server's own network and hand a password
 * to whoever listens. The rules, checked when the settings are saved and again before every sync:
 *
 * - plain `ldap://` without StartTLS is refused (the password would travel in clear) unless the
 *   operator allows it (LDAP_ALLOW_PLAIN);
 * - the host name is resolved and EVERY address it resolves to is checked: without an operator
 *   allow-list (LDAP_ALLOWED_HOSTS) only public unicast addresses pass (no loopback, private,
 *   link-local, carrier-grade NAT, unique-local, mapped or otherwise special address); with one,
 *   only the hosts it names (exact or `*.domain`), whatever they resolve to, and the addresses
 *   and networks (CIDR) it lists;
 * - the connection goes to the checked address itself, never to the name again (a second lookup
 *   could answer another address: DNS rebinding); TLS still verifies the certificate against the
 *   name (`servername`).
 *
 * Address ranges come from ipaddr.js (already Fastify's for proxy addresses): its `range()` names
 * every special-purpose block of IPv4 and IPv6, which a hand-written list would miss.
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export interface LdapNetPolicy {
  /** Host names (`*.domain` for its subdomains), IP addresses and CIDRs; empty: any public address. */
  allowedHosts: string[];
  /** Plain LDAP without StartTLS (the bind password in clear). */
  allowPlain: boolean;
}

export type Resolve = (host: string) => Promise<string[]>;

const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

export type TargetCheck =
  | { ok: true; target: { url: string; servername: string | undefined } }
  /** `plain`: no TLS before the bind; `host`: an address the server may not reach (or none). */
  | { ok: false; reason: 'plain' | 'host' };

const DEFAULT_PORT = { 'ldap:': 389, 'ldaps:': 636 } as const;

function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    // IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
    return ipaddr.process(address);
  } catch {
    return null;
  }
}

function inEntry(address: ipaddr.IPv4 | ipaddr.IPv6, entry: string): boolean {
  try {
    if (entry.includes('/')) {
      const [network, bits] = ipaddr.parseCIDR(entry);
      return (
        address.kind() === network.kind() &&
        address.match([network, bits] as [typeof address, number])
      );
    }
    const single = parse(entry);
    return (
      single !== null &&
      single.kind() === address.kind() &&
      single.toNormalizedString() === address.toNormalizedString()
    );
  } catch {
    return false;
  }
}

const nameListed = (host: string, entries: string[]) =>
  entries.some((e) =>
    e.startsWith('*.') ? host.endsWith(e.slice(1)) && host.length > e.length - 1 : host === e,
  );

export async function checkLdapTarget(
  url: string,
  startTls: boolean,
  policy: LdapNetPolicy,
  resolve: Resolve = systemResolve,
): Promise<TargetCheck> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'host' };
  }
  const protocol = parsed.protocol as keyof typeof DEFAULT_PORT;
  if (!(protocol in DEFAULT_PORT)) return { ok: false, reason: 'host' };
  if (protocol === 'ldap:' && !startTls && !policy.allowPlain)
    return { ok: false, reason: 'plain' };

  const host = parsed.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  const literal = ipaddr.isValid(host) ? host : null;
  let addresses: string[];
  try {
    addresses = literal ? [literal] : await resolve(host);
  } catch {
    return { ok: false, reason: 'host' };
  }
  const parsedAddresses = addresses.map(parse);
  if (parsedAddresses.length === 0 || parsedAddresses.some((a) => a === null))
    return { ok: false, reason: 'host' };

  const entries = policy.allowedHosts;
  const hostListed = !literal && nameListed(host, entries);
  const allowed = (a: ipaddr.IPv4 | ipaddr.IPv6) =>
    hostListed ||
    entries.some((e) => inEntry(a, e)) ||
    (entries.length === 0 && a.range() === 'unicast');
  if (!parsedAddresses.every((a) => a !== null && allowed(a))) return { ok: false, reason: 'host' };

  const chosen = parsedAddresses[0]!;
  const shown = chosen.kind() === 'ipv6' ? `[${chosen.toString()}]` : chosen.toString();
  const port = parsed.port ? Number(parsed.port) : DEFAULT_PORT[protocol];
  return {
    ok: true,
    target: { url: `${protocol}//${shown}:${port}`, servername: literal ? undefined : host },
  };
}
