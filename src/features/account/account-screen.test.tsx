import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OwnAccount } from '../../../contract/api/account-access';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeAnswer,
  type RecordedRequest,
} from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { AccountScreen } from './account-screen';

installFakeIndexedDb();

const ACCOUNT: OwnAccount = {
  email: 'ana@acme.test',
  name: 'Ana Putri',
  phone: '0812',
  position: 'Officer',
  language: 'en',
};
const ok = (data: unknown, status = 200): FakeAnswer => ({
  status,
  body: { message: 'Success', data },
});

function serve(writes: (r: RecordedRequest) => FakeAnswer = () => ok(ACCOUNT)) {
  return installFakeApi((r) =>
    r.method === 'get' && r.url === '/users/account' ? ok(ACCOUNT) : writes(r),
  );
}

function renderScreen() {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <AccountScreen />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { user };
}

beforeEach(async () => {
  await setLanguage('en');
  setProfile(makeProfile({ name: 'Ana Putri', email: 'ana@acme.test' }));
  session.token = 'test-token';
});
afterEach(async () => {
  uninstallFakeApi();
  await setLanguage('en');
});

describe('account screen', () => {
  it('loads the own account into the profile form and saves a change through PUT /users/update', async () => {
    const requests = serve();
    const { user } = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Ana Putri');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await user.clear(name);
    await user.type(name, 'Ana P. Putri');
    await user.clear(screen.getByRole('textbox', { name: 'Position' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'put')!;
    expect(put).toMatchObject({
      url: '/users/update',
      body: { name: 'Ana P. Putri', phone: '0812', position: null },
    });
    expect(put.headers['Idempotency-Key']).toBeTruthy();
    expect(session.profile?.name).toBe('Ana P. Putri');
  });

  it('shows the load error with a retry', async () => {
    let calls = 0;
    installFakeApi(() =>
      ++calls === 1
        ? {
            status: 500,
            body: {
              message: 'Something went wrong on our side. Please try again.',
              code: 'server_error',
            },
          }
        : ok(ACCOUNT),
    );
    const { user } = renderScreen();
    expect(await screen.findByText('Your account could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Ana Putri');
  });

  it('changes the password with the spec rules checked first, and puts a wrong current password under its field', async () => {
    let wrong = true;
    const requests = serve(() =>
      wrong
        ? {
            status: 400,
            body: {
              message: 'Please check this field',
              code: 'validation',
              errors: { old_password: ['Please check this field'] },
            },
          }
        : ok(ACCOUNT),
    );
    const { user } = renderScreen();
    const section = (await screen.findByRole('heading', { name: 'Change password' })).closest(
      'section',
    )!;
    const current = within(section).getByLabelText(/^Current password/);
    await user.type(current, 'Old#Pass2026');
    await user.type(within(section).getByLabelText(/^New password/), 'Old#Pass2026');
    await user.type(within(section).getByLabelText(/^Confirm new password/), 'Old#Pass2026');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Please input different password')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'put')).toBe(false);

    await user.clear(within(section).getByLabelText(/^New password/));
    await user.type(within(section).getByLabelText(/^New password/), 'New#Pass2026');
    await user.clear(within(section).getByLabelText(/^Confirm new password/));
    await user.type(within(section).getByLabelText(/^Confirm new password/), 'New#Pass2026');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Please check this field')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'put')!.body).toEqual({
      old_password: 'Old#Pass2026',
      password: 'New#Pass2026',
      password_confirmation: 'New#Pass2026',
    });

    wrong = false;
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(
      await within(section).findByText(
        'Your password was changed. Other sessions were signed out.',
      ),
    ).toBeInTheDocument();
    expect(current).toHaveValue('');
  });

  it('applies a chosen language at once and saves it to the profile', async () => {
    const requests = serve();
    const { user } = renderScreen();
    await screen.findByRole('textbox', { name: /^Name/ });
    await user.click(screen.getByRole('radio', { name: 'Indonesian' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pengaturan akun' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'put')?.body).toEqual({ language: 'id' }),
    );
    expect(await screen.findByText('Bahasa disimpan ke profil Anda.')).toBeInTheDocument();
  });

  it('switches the theme', async () => {
    serve();
    const { user } = renderScreen();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
    await user.click(screen.getByRole('radio', { name: 'Light' }));
  });

  it('sends a language request and refuses an empty one', async () => {
    const requests = serve(() => ok({ request_uuid: 'x' }, 201));
    const { user } = renderScreen();
    const section = (await screen.findByRole('heading', { name: 'Request a language' })).closest(
      'section',
    )!;
    await user.click(within(section).getByRole('button', { name: 'Send request' }));
    expect(await within(section).findByText('This field is required')).toBeInTheDocument();
    await user.type(
      within(section).getByRole('textbox', { name: /Your request/ }),
      'Javanese please',
    );
    await user.click(within(section).getByRole('button', { name: 'Send request' }));
    expect(
      await within(section).findByText('Thank you, your request was sent.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'post')).toMatchObject({
      url: '/user-request/create',
      body: { content: 'Javanese please', type: 'language' },
    });
  });
});
