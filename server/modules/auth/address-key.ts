/**
 * The address an attempt is counted on. An IPv4 address (also written IPv4-mapped, ::ffff:a.b.c.d)
 * counts as itself; an IPv6 address by its /64 network: one subscriber usually holds a whole /64,
 * and counting each of its 2^64 addresses alone would let one person try as many "new" addresses
 * as they like. ipaddr.js (already Fastify's through proxy-addr) parses every notation.
 */
import ipaddr from 'ipaddr.js';

export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}
