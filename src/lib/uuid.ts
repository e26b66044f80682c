/**
 * A v4 UUID made on the client: idempotency keys, the ids of rows created offline (a checklist
 * item, a comment: the local document's id is the id the server stores), upload keys.
 * crypto.randomUUID exists only in secure contexts; a LAN http address still needs one, built from
 * getRandomValues (RFC 9562 section 5.4). Written here rather than taken from the `uuid` package:
 * that package's v4 is the same call with the same fallback, and this is the client bundle.
 */
export function newUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
