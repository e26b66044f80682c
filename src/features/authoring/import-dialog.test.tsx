import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, uninstallFakeApi } from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { ImportDialog } from './import-dialog';

installFakeIndexedDb();

const refusal = {
  status: 422,
  body: {
    message: 'The file has 2 errors; nothing was written.',
    code: 'archive_invalid',
    errors: {
      '4.type': ['Not one of the codes on the template’s Values sheet'],
      '3.sector_code': ['No sector has this code'],
    },
  },
};
const written = {
  status: 201,
  body: {
    message: 'Spreadsheet imported',
    data: {
      rows: 3,
      created: 1,
      updated: 0,
      unchanged: 0,
      topics_created: 1,
      skipped: 2,
      obligation_uuids: ['o1'],
      problems: [{ line: 3, column: 'sector_code', messages: ['No sector has this code'] }],
    },
  },
};

function open(onImported = vi.fn()) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ImportDialog
          sector={{ sector_uuid: 's1', code: 'ENV' }}
          onClose={() => {}}
          onImported={onImported}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { user, onImported };
}

async function pick(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByTestId('import-dialog');
  const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'regframe.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  await user.upload(
    document.querySelector(
      '[data-testid="import-dialog"] input[type="file"], input[type="file"]',
    ) as HTMLInputElement,
    file,
  );
  return dialog;
}

beforeEach(async () => {
  await setLanguage('en');
  setProfile(
    makeProfile({
      modules: ['content', 'import'],
      privileges: {
        content: { view: true, create: true, update: true, delete: true },
        import: { view: true, create: true, update: false, delete: false },
      },
    }),
  );
  session.token = 'test-token';
});
afterEach(() => uninstallFakeApi());

describe('regframe import dialog', () => {
  it('sends the workbook, lists each row and column of a refusal, then imports the valid rows only when asked', async () => {
    let refuse = true;
    const requests = installFakeApi((r) =>
      r.url === '/upload' ? (refuse ? refusal : written) : { status: 200, body: { data: null } },
    );
    const { user, onImported } = open();
    await pick(user);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const report = await screen.findByTestId('import-report');
    expect(
      within(report)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      '3Sector codeNo sector has this code',
      '4TypeNot one of the codes on the template’s Values sheet',
    ]);
    expect(screen.getByTestId('import-refused')).toHaveTextContent('nothing was written');
    const first = requests.find((r) => r.url === '/upload')!.body as FormData;
    expect(first.get('file')).toBeInstanceOf(File);
    expect(first.get('import_valid')).toBe('false');
    expect(onImported).not.toHaveBeenCalled();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Import the valid rows only' }));
    expect(await screen.findByTestId('import-done')).toHaveTextContent(
      '3 rows read: 1 obligations created, 0 changed, 0 unchanged, 1 topics made. 2 rows in error were skipped',
    );
    const second = requests.filter((r) => r.url === '/upload')[1].body as FormData;
    expect(second.get('import_valid')).toBe('true');
    expect(onImported).toHaveBeenCalledTimes(1);
    // The skipped rows stay listed.
    expect(within(screen.getByTestId('import-report')).getAllByRole('row')).toHaveLength(2);
  });

  it('names the columns in Indonesian, and offers no "valid rows" choice for a file-wide problem', async () => {
    await setLanguage('id');
    installFakeApi(() => ({
      status: 422,
      body: {
        message: 'Berkas memiliki 2 kesalahan',
        code: 'archive_invalid',
        errors: {
          file: ['Berkas tidak memiliki baris di bawah judul kolomnya'],
          '1.title_en': ['Kolom ini wajib ada di judul kolom'],
        },
      },
    }));
    const { user } = open();
    await pick(user);
    await user.click(screen.getByRole('button', { name: 'Impor' }));
    const report = await screen.findByTestId('import-report');
    expect(
      within(report)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      'BerkasBerkas tidak memiliki baris di bawah judul kolomnya',
      '1Kewajiban (EN)Kolom ini wajib ada di judul kolom',
    ]);
    expect(screen.queryByTestId('import-valid-rows')).toBeNull();
  });
});
