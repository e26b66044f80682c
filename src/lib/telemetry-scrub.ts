/**
 * Scrubs text before it leaves the browser in an error report (src/lib/telemetry.ts): tokens,
 * secrets, e-mail addresses, uuids (people's ids look like any other uuid, so every one goes),
 * long digit runs (phone and identity numbers) and the query strings and fragments of addresses
 * (they carry search words, tokens, e-mails). What remains is the error's shape: its message
 * words, file names, line and column numbers.
 */

const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
/** `access_token: x`, `"password":"x"`, `token=x`: the name stays, the value goes. */
const NAMED_SECRET =
  /\b(access_token|refresh_token|id_token|token|authorization|password|passwd|secret|api_?key|cookie|idempotency-key)(["']?\s*[:=]\s*["']?)(?:bearer\s+)?[^\s"'&,;)}\]]+/gi;
const BEARER = /\bbearer\s+[\w.~+/-]+=*/gi;
const EMAIL =
  /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+/gi;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** An address's query and fragment: from `?` or `#` to the end of the address. */
const QUERY = /((?:\b[a-z][a-z0-9+.-]*:\/\/|(?:^|[\s("'=])\/)[^\s?#"'()<>]*)[?#][^\s"'()<>]*/gi;
const LONG_NUMBER = /\+?\d(?:[\d -]{7,}\d)/g;
/** A date ("2026-11-22 13:26") is not a phone number: it stays. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?!\d)/;

/** The text with every secret and personal datum replaced by a marker naming what was there. */
export function scrub(text: string): string {
  return text
    .replace(NAMED_SECRET, (_m, name: string, sep: string) => `${name}${sep}[redacted]`)
    .replace(JWT, '[token]')
    .replace(BEARER, 'Bearer [redacted]')
    .replace(QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(UUID, '[uuid]')
    .replace(LONG_NUMBER, (m) =>
      m.replace(/\D/g, '').length >= 9 && !ISO_DATE.test(m) ? '[number]' : m,
    );
}
