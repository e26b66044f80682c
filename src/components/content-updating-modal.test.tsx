import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../lib/i18n';
import {
  applyContentUpdating,
  contentUpdatingStore,
  resetContentUpdating,
} from '../state/content-updating';
import { ContentUpdatingModal } from './content-updating-modal';

const renderModal = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ContentUpdatingModal />
      </MantineProvider>
    </I18nextProvider>,
  );

beforeEach(async () => {
  await setLanguage('en');
  resetContentUpdating();
});

describe('content updating modal', () => {
  it('blocks the screen with the specification text until every sector in delivery has ended', async () => {
    renderModal();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => applyContentUpdating({ sector_uuid: 'a', updating: true }));
    act(() => applyContentUpdating({ sector_uuid: 'b', updating: true }));
    expect(
      await screen.findByRole('dialog', { name: 'Content update in progress' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('RCS cannot be accessed, the content is currently being updated'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    // One sector done, the other still delivering: still blocked.
    act(() => applyContentUpdating({ sector_uuid: 'a', updating: false }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => applyContentUpdating({ sector_uuid: 'b', updating: false }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks Indonesian, ignores malformed events, and a reconnect starts from what the server repeats', async () => {
    await setLanguage('id');
    renderModal();
    act(() => applyContentUpdating({ updating: true }));
    act(() => applyContentUpdating(null));
    expect(contentUpdatingStore.sectors).toEqual([]);
    act(() => applyContentUpdating({ sector_uuid: 'a', updating: true }));
    expect(
      await screen.findByText('RCS tidak dapat diakses, konten sedang diperbarui'),
    ).toBeInTheDocument();
    act(() => resetContentUpdating());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
