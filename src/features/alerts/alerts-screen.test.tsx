import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AlertItem } from '../../../contract/api/alerts';
import { AlertBanner } from '../../components/alert-banner';
import { resetWriteState } from '../../db/writes/writes.fixtures';
import { installFakeApi, uninstallFakeApi, type RecordedRequest } from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { alertStore, applyAlerts } from '../../state/alerts';
import { localTestDatabase } from '../../test/library-fixtures';
import { signInAs } from '../../test/render-screen';
import { AlertsScreen } from './alerts-screen';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
beforeEach(() => resetWriteState(db()));

const item = (over: Partial<AlertItem> = {}): AlertItem => ({
  alert_uuid: 'a1',
  code: 'maintenance',
  title: 'Maintenance',
  body: 'Down tonight',
  title_en: 'Maintenance',
  title_id: 'Pemeliharaan',
  body_en: 'Down tonight',
  body_id: 'Mati malam ini',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

const renderIt = (ui: React.ReactElement) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </I18nextProvider>,
  );

describe('alert messages editor', () => {
  it('lists the messages, saves a new one through the kit and sends them to customers', async () => {
    let rows = [item()];
    const requests: RecordedRequest[] = installFakeApi((r) => {
      if (r.method === 'put') {
        rows = [...rows, item({ alert_uuid: 'a2', code: 'outage', title: 'Outage' })];
        return { status: 200, body: { message: 'Alert messages saved', data: rows } };
      }
      if (r.url === '/alert-message/sync')
        return {
          status: 200,
          body: { message: 'Alert messages sent to every customer', data: { sent: rows.length } },
        };
      return {
        status: 200,
        body: {
          message: 'OK',
          data: { data: rows, page: 1, limit: 100, total: rows.length, total_page: 1 },
        },
      };
    });
    signInAs(['alerts'], true);
    const user = userEvent.setup();
    renderIt(<AlertsScreen />);
    await waitFor(() => expect(screen.getAllByTestId('alert-row')).toHaveLength(1));
    await user.click(screen.getByTestId('alert-add'));
    await user.type(await screen.findByTestId('alert-code'), 'outage');
    await user.type(screen.getByTestId('alert-title-en'), 'Out');
    await user.type(screen.getByTestId('alert-title-id'), 'Pd');
    await user.type(screen.getByTestId('alert-body-en'), 'B');
    await user.type(screen.getByTestId('alert-body-id'), 'I');
    await user.click(screen.getByTestId('alert-save'));
    await waitFor(() => expect(screen.getAllByTestId('alert-row')).toHaveLength(2));
    expect(requests.find((r) => r.method === 'put')!.body).toEqual({
      data: [{ code: 'outage', title_en: 'Out', title_id: 'Pd', body_en: 'B', body_id: 'I' }],
    });
    await user.click(screen.getByTestId('alert-sync'));
    expect(await screen.findByText('Alert messages sent to every customer')).toBeInTheDocument();
  }, 60_000);
});

describe('alert banner', () => {
  it('shows the messages the socket delivered, in the current language, until dismissed', async () => {
    alertStore.alerts = [];
    renderIt(<AlertBanner />);
    expect(screen.queryByTestId('alert-banner')).toBeNull();
    applyAlerts({
      alerts: [
        {
          code: 'maintenance',
          title_en: 'Maintenance',
          title_id: 'Pemeliharaan',
          body_en: 'Down tonight',
          body_id: 'Mati malam ini',
        },
      ],
    });
    expect(await screen.findByText('Down tonight')).toBeInTheDocument();
    await setLanguage('id');
    expect(await screen.findByText('Mati malam ini')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tutup pesan ini' }));
    await waitFor(() => expect(screen.queryByTestId('alert-banner')).toBeNull());
  });
});
