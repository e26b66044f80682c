/**
 * A v4 UUID made on the client: the id of a checklist item or comment created here, which is
 * also its local document's id and the id the server stores it under, so an offline create and
 * the server's echo are one document. crypto.randomUUID exists only in secure contexts; a LAN
 * http address still needs one.
 */
export function clientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
