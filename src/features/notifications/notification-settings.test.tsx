import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PreferenceItem } from '../../../contract/api/notification-settings';
import { choicesOf } from '../../../contract/notification-channels';
import { NOTIFICATION_KINDS } from '../../../contract/notification-kinds';
import { resetWriteState } from '../../db/writes/writes.fixtures';
import { installFakeApi, uninstallFakeApi, type RecordedRequest } from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { localTestDatabase } from '../../test/library-fixtures';
import { signInAs } from '../../test/render-screen';
import { NotificationSettings } from './notification-settings';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
beforeEach(() => resetWriteState(db()));
afterEach(() => setLanguage('en'));

const defaults = (): PreferenceItem[] =>
  NOTIFICATION_KINDS.map((kind) => ({ kind, ...choicesOf(kind) }));

const renderIt = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <NotificationSettings />
      </MantineProvider>
    </I18nextProvider>,
  );

describe('notification settings panel', () => {
  it('offers each kind its channels only, and saves a change through the kit', async () => {
    let prefs = defaults();
    const requests: RecordedRequest[] = installFakeApi((r) => {
      if (r.method === 'put') {
        const change = (r.body as { preferences: Partial<PreferenceItem>[] }).preferences[0];
        prefs = prefs.map((p) => (p.kind === change.kind ? { ...p, ...change } : p));
        return {
          status: 200,
          body: { message: 'Notification preferences saved', data: { preferences: prefs } },
        };
      }
      return { status: 200, body: { message: 'OK', data: { preferences: prefs } } };
    });
    signInAs(['notifications']);
    const user = userEvent.setup();
    renderIt();
    const reminderPush = await screen.findByRole('switch', { name: 'Reminder: Push' });
    expect(reminderPush).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Reminder: E-mail' })).toBeChecked();
    // A comment is only shown in the app: no mail or push switch for it.
    expect(screen.getByRole('switch', { name: 'Comment: In the app' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Comment: Push' })).toBeNull();
    await user.click(reminderPush);
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'put')?.body).toEqual({
        preferences: [{ kind: 'reminder', push: false }],
      }),
    );
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Reminder: Push' })).not.toBeChecked();
    // No Push API in this environment: the device control says so and cannot be turned on.
    expect(screen.getByTestId('push-state')).toHaveAttribute('data-state', 'unsupported');
    expect(screen.getByRole('switch', { name: 'Enable push on this device' })).toBeDisabled();
  }, 60_000);

  it('puts a refused change back and shows the server’s message, in Indonesian', async () => {
    setLanguage('id');
    installFakeApi((r) =>
      r.method === 'put'
        ? {
            status: 400,
            body: { message: 'Notifikasi ini tidak dikirim melalui saluran ini', errors: {} },
          }
        : { status: 200, body: { message: 'OK', data: { preferences: defaults() } } },
    );
    signInAs(['notifications']);
    const user = userEvent.setup();
    renderIt();
    const inApp = await screen.findByRole('switch', { name: 'Komentar: Di aplikasi' });
    await user.click(inApp);
    expect(
      await screen.findByText('Notifikasi ini tidak dikirim melalui saluran ini'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Komentar: Di aplikasi' })).toBeChecked();
  }, 60_000);
});
