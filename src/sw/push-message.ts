/**
 * The text of a Web Push message; pure, so it compiles with the app's tests as well as in the
 * worker, whose listeners are push.ts. The server sends, encrypted, one JSON message per
 * notification (server/modules/notifications/push/queue-push.ts: kind, title, body, url,
 * notification_uuid, lang), already in the user's language. Only paths of the app's own origin
 * are opened on a click. A message that cannot be read still shows a notification (browsers
 * require one per push) with a generic text in the browser's language (locales/<lang>/pwa.json
 * `push`).
 */
import en from '../../locales/en/pwa.json';
import id from '../../locales/id/pwa.json';

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
  lang: 'en' | 'id';
}

/** A path inside the app ("/compliance/…"), or the notifications list. */
export function safeAppPath(url: unknown): string {
  return typeof url === 'string' &&
    url.startsWith('/') &&
    !url.startsWith('//') &&
    !url.includes('\\')
    ? url
    : '/notifications';
}

/** The notification to show for a push's data (text, or nothing readable). */
export function pushMessageOf(text: string | null, browserLanguage: string): PushMessage {
  const lang = browserLanguage.toLowerCase().startsWith('id') ? 'id' : 'en';
  const fallback: PushMessage = {
    title: (lang === 'id' ? id : en).push.title,
    body: (lang === 'id' ? id : en).push.body,
    url: '/notifications',
    lang,
  };
  if (!text) return fallback;
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    if (typeof data.title !== 'string' || !data.title) return fallback;
    return {
      title: data.title,
      body: typeof data.body === 'string' ? data.body : '',
      url: safeAppPath(data.url),
      tag: typeof data.notification_uuid === 'string' ? data.notification_uuid : undefined,
      lang: data.lang === 'id' ? 'id' : 'en',
    };
  } catch {
    return fallback;
  }
}
