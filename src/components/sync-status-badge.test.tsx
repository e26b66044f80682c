import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { setLanguage } from '../lib/i18n';
import {
  resetSyncStatus,
  syncStatus,
  type CollectionProgress,
  type SyncStatus,
} from '../sync/sync-status';
import { resetClient } from '../test/session-reset';
import { SyncStatusBadge } from './sync-status-badge';

const today1326 = () => {
  const d = new Date();
  d.setHours(13, 26, 0, 0);
  return d.toISOString();
};
const entry = (
  collection: CollectionProgress['collection'],
  received: number,
  total: number | null,
  done = false,
) => ({
  collection,
  received,
  total,
  done,
});

function show(status: Partial<SyncStatus>) {
  Object.assign(syncStatus, { state: 'not_synced', lastSyncAt: null, progress: [] }, status);
  render(
    <Providers env="test">
      <SyncStatusBadge />
    </Providers>,
  );
  return screen.getByTestId('sync-status');
}

describe('sync status badge', () => {
  beforeEach(resetClient);
  afterEach(async () => {
    resetSyncStatus();
    await resetClient();
  });

  it('says synced, with the last sync time beside it', () => {
    const badge = show({ state: 'success', lastSyncAt: today1326() });
    expect(badge).toHaveTextContent('Sync successful');
    expect(badge).toHaveTextContent('Last synced 13:26');
    expect(badge).toHaveAttribute('data-state', 'success');
  });

  it('shows how far a first sync is, over the collections still loading', () => {
    const badge = show({
      state: 'synchronizing',
      progress: [
        entry('sectors', 40, 40, true),
        entry('obligations', 150, 600),
        entry('regulations', 50, 400),
      ],
    });
    // 200 of the 1,000 still expected; the finished sectors do not count
    expect(badge).toHaveTextContent('Synchronizing 20%');
  });

  it('says "Synchronizing" without a figure when no estimate is known', () => {
    expect(
      show({ state: 'synchronizing', progress: [entry('sectors', 12, null)] }),
    ).toHaveTextContent(/^Synchronizing$/);
  });

  it('shows offline as offline with the time of the data, in both languages, never as a failure', async () => {
    const badge = show({ state: 'offline', lastSyncAt: today1326() });
    expect(badge).toHaveTextContent('Offline, data from 13:26');
    expect(badge).not.toHaveTextContent('Sync Failed');
    expect(badge).toHaveAccessibleName('Sync status: Offline, data from 13:26');
    await act(() => setLanguage('id'));
    expect(badge).toHaveTextContent('Luring, data dari 13.26');
    expect(badge).not.toHaveTextContent('gagal');
  });

  it('says "Not synced" offline when nothing has synced yet', async () => {
    const badge = show({ state: 'offline', lastSyncAt: null });
    expect(badge).toHaveTextContent(/^Not synced$/);
    await act(() => setLanguage('id'));
    expect(badge).toHaveTextContent(/^Belum disinkronkan$/);
  });

  it('keeps "Sync Failed" for an error answer from the server', () => {
    const badge = show({ state: 'failed', lastSyncAt: today1326() });
    expect(badge).toHaveTextContent('Sync Failed');
    expect(badge).toHaveAttribute('data-state', 'failed');
  });
});
