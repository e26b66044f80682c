import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../lib/api-client';
import { installFakeApi, uninstallFakeApi } from '../lib/api-fake';
import { i18n, setLanguage } from '../lib/i18n';
import { applyMaintenance, checkMaintenance, maintenanceStore } from '../state/maintenance';
import { MaintenanceModal } from './maintenance-modal';

const renderModal = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <MaintenanceModal />
      </MantineProvider>
    </I18nextProvider>,
  );

beforeEach(async () => {
  await setLanguage('en');
  applyMaintenance({ active: false, reason: 'restore' });
});
afterEach(() => uninstallFakeApi());

describe('maintenance modal', () => {
  it('blocks the screen while a restore runs, with its progress, and lifts when it ends', async () => {
    renderModal();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => applyMaintenance({ active: true, reason: 'restore', progress: 40 }));
    expect(
      await screen.findByRole('dialog', { name: 'Maintenance in progress' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Restore 40% done' })).toBeInTheDocument();
    // It cannot be dismissed: no close button.
    expect(screen.queryByRole('button')).toBeNull();
    act(() => applyMaintenance({ active: false, reason: 'restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens on a call refused with 503 `maintenance`, and closes when the server says the window ended', async () => {
    let active = true;
    installFakeApi((r) => {
      if (r.url === '/database/maintenance')
        return { status: 200, body: { message: 'Success', data: { active, reason: 'restore' } } };
      return {
        status: 503,
        body: { message: 'The service is under maintenance', code: 'maintenance' },
      };
    });
    await expect(api.get('/users/profile')).rejects.toMatchObject({
      status: 503,
      code: 'maintenance',
    });
    expect(maintenanceStore.active).toBe(true);
    await setLanguage('id');
    renderModal();
    expect(
      await screen.findByRole('dialog', { name: 'Pemeliharaan sedang berlangsung' }),
    ).toBeInTheDocument();
    active = false;
    await act(() => checkMaintenance());
    expect(maintenanceStore.active).toBe(false);
  });
});
