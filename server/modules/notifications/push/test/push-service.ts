/**
 * Tests only: a push service on 127.0.0.1 (plain HTTP, allowed by the tests' PUSH_ALLOWED_HOSTS)
 * that keeps every request and answers each device's address with the status set for it, and a
 * browser's side of a subscription: its P-256 key pair and auth secret, and the decryption of an
 * aes128gcm message (RFC 8188 framing, RFC 8291 key derivation) with node's crypto alone.
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusOf.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A new device's address on this service. */
    endpoint: () => `${origin}/push/${randomUUID()}`,
    answer: (endpoint: string, status: number) => statusOf.set(new URL(endpoint).pathname, status),
    to: (endpoint: string) => received.filter((r) => r.path === new URL(endpoint).pathname),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A browser's push subscription keys: the user agent's key pair and the auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** Decrypts one aes128gcm Web Push message (a single record) for the browser holding `keys`. */
export function decryptPush(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const uaPublic = keys.ecdh.getPublicKey();
  const secret = keys.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not a last record');
  return padded.subarray(0, end).toString('utf8');
}

/** The claims of the VAPID JWT in `Authorization: vapid t=<jwt>, k=<key>`. */
export function vapidOf(headers: IncomingHttpHeaders) {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization ?? ''));
  if (!m) return null;
  const claims = JSON.parse(Buffer.from(m[1].split('.')[1], 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  return { claims, key: m[2] };
}
