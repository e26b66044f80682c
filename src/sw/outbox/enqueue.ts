/**
 * Turning a page request that found no network into an outbox entry, and the page's answer:
 * `202 { queued: true, message }`, the message in the request's `lang` (English by default).
 * A binary body (multipart file upload) is kept as a Blob, never decoded as text.
 * The stored headers drop `access_token` (the replay adds the current token) and keep the rest,
 * the Idempotency-Key above all (one is made when the page sent none).
 */
import en from '../../../locales/en/pwa.json';
import id from '../../../locales/id/pwa.json';
import { isMutatingMethod } from '../../../contract/http';
import { isBinaryBody, userOfToken, type NewEntry, type OutboxBody } from './entry';

const QUEUED_MESSAGE = { en: en.outbox.queued, id: id.outbox.queued } as const;

/** Mutating calls under /api that the outbox may hold; sign-in calls never are. */
export function isQueueable(method: string, url: URL): boolean {
  return (
    isMutatingMethod(method) &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/auth/')
  );
}

export async function entryFromRequest(request: Request, now = new Date()): Promise<NewEntry> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const token = headers.access_token ?? null;
  delete headers.access_token;
  const key = headers['idempotency-key'] || crypto.randomUUID();
  headers['idempotency-key'] = key;
  const body = await bodyOf(request, headers['content-type']);
  return {
    id: crypto.randomUUID(),
    url: request.url,
    method: request.method.toUpperCase(),
    body,
    headers,
    idempotency_key: key,
    user_uuid: userOfToken(token),
    created_at: now.toISOString(),
    attempts: 0,
    last_error: 'offline',
    next_attempt_at: 0,
  };
}

/** Text bodies as text; a binary one (a multipart upload) as a Blob with its content type. */
async function bodyOf(request: Request, contentType: string | undefined): Promise<OutboxBody> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  if (isBinaryBody(contentType)) {
    const blob = await request.blob();
    return blob.size === 0 ? null : blob;
  }
  const text = await request.text();
  return text === '' ? null : text;
}

export function queuedMessage(url: string): string {
  const lang = new URL(url).searchParams.get('lang');
  return lang === 'id' ? QUEUED_MESSAGE.id : QUEUED_MESSAGE.en;
}

export function queuedResponse(url: string): Response {
  return new Response(JSON.stringify({ queued: true, message: queuedMessage(url) }), {
    status: 202,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-outbox-queued': 'true' },
  });
}
