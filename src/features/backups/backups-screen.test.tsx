import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BackupItem } from '../../../contract/api/backups';
import { backupExample } from '../../../contract/api/examples-backups';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeHandler,
  type RecordedRequest,
} from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { BackupsScreen } from './backups-screen';

installFakeIndexedDb();

const ok = (data: unknown, status = 200) => ({ status, body: { message: 'Success', data } });
let backups: BackupItem[];
let failList = false;

function serve(writes: FakeHandler = () => ok(null)): RecordedRequest[] {
  return installFakeApi((r) => {
    if (r.method === 'get' && r.url === '/database/list') {
      if (failList)
        return { status: 500, body: { message: 'Something went wrong', code: 'server_error' } };
      return ok({
        data: backups,
        page: 1,
        limit: 20,
        total: backups.length,
        total_page: 1,
        maintenance: false,
      });
    }
    return writes(r);
  });
}

function signIn() {
  const base = makeProfile();
  setProfile(
    makeProfile({ modules: ['backup'], company_data: { ...base.company_data, is_provider: true } }),
  );
  session.token = 'test-token';
}

function renderScreen() {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <BackupsScreen />
      </MantineProvider>
    </I18nextProvider>,
  );
  return user;
}

beforeEach(async () => {
  await setLanguage('en');
  failList = false;
  backups = [
    backupExample,
    {
      ...backupExample,
      backup_uuid: '6c1f7a1b-2d3e-4f5a-9b0c-1d2e3f4a5b6c',
      file_name: 'backup-old.ndjson.gz',
      status: 'failed',
      error: 'disk full',
      checksum: null,
      size: 0,
    },
  ];
});
afterEach(() => uninstallFakeApi());

describe('backups screen', () => {
  it('lists the backups with their name, size, checksum and state', async () => {
    serve();
    signIn();
    renderScreen();
    const rows = await screen.findAllByTestId('backup-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText(backupExample.file_name)).toBeInTheDocument();
    expect(within(rows[0]).getByText('1.4 MB')).toBeInTheDocument();
    expect(
      within(rows[0]).getByText(`${backupExample.checksum!.slice(0, 12)}…`),
    ).toBeInTheDocument();
    expect(within(rows[0]).getByText('Ready')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[1]).getByText('disk full')).toBeInTheDocument();
    // Only a finished backup can be restored.
    expect(within(rows[1]).queryByRole('button', { name: /Restore/ })).toBeNull();
  });

  it('says when there is no backup yet, and shows a failed read', async () => {
    backups = [];
    serve();
    signIn();
    renderScreen();
    expect(
      await screen.findByText('No backup yet. Take one now, or wait for the daily backup.'),
    ).toBeInTheDocument();
    uninstallFakeApi();
  });

  it('shows the error of a list that could not be read', async () => {
    failList = true;
    serve();
    signIn();
    renderScreen();
    expect(
      await screen.findByText(/The backups could not be loaded: Something went wrong/),
    ).toBeInTheDocument();
  });

  it('takes a backup now', async () => {
    const requests = serve(() => {
      backups = [
        {
          ...backupExample,
          backup_uuid: '7d2a8b2c-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
          status: 'pending',
          checksum: null,
        },
        ...backups,
      ];
      return ok(backups[0], 201);
    });
    signIn();
    const user = renderScreen();
    await screen.findAllByTestId('backup-row');
    await user.click(screen.getByRole('button', { name: 'Take a backup now' }));
    await waitFor(() =>
      expect(screen.getByTestId('backups-notice')).toHaveTextContent('Backup queued'),
    );
    expect(requests.find((r) => r.method === 'post')!.url).toBe('/database/backup');
    await waitFor(() => expect(screen.getAllByTestId('backup-row')).toHaveLength(3));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
  });

  it('restores only once the backup’s name is typed, and shows a refusal in the dialog', async () => {
    let answer = {
      status: 400,
      body: {
        message: 'Validation failed',
        code: 'validation',
        errors: { confirmation: ['Type the backup’s name exactly to confirm'] },
      },
    } as ReturnType<FakeHandler>;
    const requests = serve(() => answer);
    signIn();
    const user = renderScreen();
    await user.click(
      await screen.findByRole('button', { name: `Restore ${backupExample.file_name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restore this backup?' });
    const confirm = within(dialog).getByRole('button', { name: 'Restore' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Backup name' }), 'backup-2026');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Backup name' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Backup name' }),
      backupExample.file_name,
    );
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(
      await within(dialog).findByText(
        /Type the backup’s name exactly to confirm|Validation failed/,
      ),
    ).toBeInTheDocument();
    answer = ok({ ...backupExample, restore_state: 'queued' });
    await user.click(confirm);
    await waitFor(() =>
      expect(screen.getByTestId('backups-notice')).toHaveTextContent('Restore started'),
    );
    const post = requests.filter((r) => r.method === 'post').at(-1)!;
    expect(post.url).toBe(`/database/restore/${backupExample.backup_uuid}`);
    expect(post.body).toEqual({ confirmation: backupExample.file_name });
  });
});
