import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, uninstallFakeApi } from './api-fake';
import { pushLogout } from './web-push';

afterEach(() => {
  uninstallFakeApi();
  vi.unstubAllGlobals();
});

/** A browser with the Push API whose worker holds `subscription`. */
function pushBrowser(
  subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null,
) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }),
    },
  });
}

describe('push at logout', () => {
  it('ends the browser subscription and removes it from the server, so the next user gets none of its pushes', async () => {
    const unsubscribe = vi.fn(async () => true);
    pushBrowser({ endpoint: 'https://push.example.test/abc', unsubscribe });
    const requests = installFakeApi(() => ({
      status: 200,
      body: { message: 'Success', data: null },
    }));
    await pushLogout();
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(requests).toMatchObject([
      {
        method: 'delete',
        url: '/notification/push/subscribe',
        body: { endpoint: 'https://push.example.test/abc' },
      },
    ]);
  });

  it('calls nothing when the device has no subscription', async () => {
    pushBrowser(null);
    const requests = installFakeApi(() => ({
      status: 200,
      body: { message: 'Success', data: null },
    }));
    await pushLogout();
    expect(requests).toHaveLength(0);
  });
});
