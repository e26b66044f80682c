// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pushMessageOf, safeAppPath } from './push-message';

describe('the service worker’s push messages', () => {
  it('shows the server’s text in the user’s language and opens the notification’s screen', () => {
    const text = JSON.stringify({
      kind: 'reminder',
      title: 'Pengingat',
      body: 'Izin kebakaran: Pesan',
      url: '/compliance/abc',
      notification_uuid: 'n-1',
      lang: 'id',
    });
    expect(pushMessageOf(text, 'en-US')).toEqual({
      title: 'Pengingat',
      body: 'Izin kebakaran: Pesan',
      url: '/compliance/abc',
      tag: 'n-1',
      lang: 'id',
    });
  });

  it('opens only paths of the app: another origin or a protocol-relative address goes to the list', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      42,
    ])
      expect(safeAppPath(url)).toBe('/notifications');
    expect(
      pushMessageOf(JSON.stringify({ title: 'T', body: 'B', url: '//evil.example' }), 'en').url,
    ).toBe('/notifications');
  });

  it('an unreadable message still shows a generic notification in the browser’s language', () => {
    expect(pushMessageOf('not json', 'id-ID')).toMatchObject({
      title: 'RegComply',
      body: 'Anda memiliki notifikasi baru.',
      url: '/notifications',
    });
    expect(pushMessageOf(null, 'en')).toMatchObject({ body: 'You have a new notification.' });
  });
});
