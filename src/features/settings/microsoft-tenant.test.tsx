/** The company settings' Microsoft tenant: registered through PUT /settings/microsoft; another company's tenant refused (409) under the field. */
import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, uninstallFakeApi, type FakeAnswer } from '../../lib/api-fake';
import { resetClientConfig } from '../../lib/client-config';
import { i18n, setLanguage } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { MicrosoftTenant } from './microsoft-tenant';

installFakeIndexedDb();

const ENTRA = {
  client_id: 'app-id',
  tenant_id: 'organizations',
  authority: 'https://login.microsoftonline.com/organizations',
};
const TENANT = '7d0c5a9e-1b2f-4c3d-8e4f-5a6b7c8d9e0f';
const ok = (data: unknown): FakeAnswer => ({ status: 200, body: { message: 'Success', data } });

beforeEach(async () => {
  resetClientConfig();
  await setLanguage('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            message: 'Success',
            data: { analytics: null, error_reporting: null, entra: ENTRA },
          }),
        ),
    ),
  );
  setProfile(
    makeProfile({
      modules: ['settings'],
      privileges: { settings: { view: true, create: false, update: true, delete: false } },
    }),
  );
  session.token = 'test-token';
});
afterEach(() => {
  uninstallFakeApi();
  vi.unstubAllGlobals();
});

const renderCard = () => {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <MicrosoftTenant online />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { user };
};

describe('settings, Microsoft tenant', () => {
  it('registers the tenant, and shows another company’s refusal under the field', async () => {
    let taken = true;
    const requests = installFakeApi((r) => {
      if (r.method !== 'put') return ok({ tenant_id: null });
      if (taken) {
        taken = false;
        return {
          status: 409,
          body: {
            message: 'This Microsoft tenant is registered by another company',
            code: 'conflict',
            errors: { tenant_id: ['This Microsoft tenant is registered by another company'] },
          },
        };
      }
      return ok({ tenant_id: TENANT });
    });
    const { user } = renderCard();
    const card = await screen.findByRole('region', { name: 'Microsoft sign-in' });
    await user.type(await within(card).findByRole('textbox', { name: 'Tenant ID' }), TENANT);
    await user.click(within(card).getByRole('button', { name: 'Save tenant' }));
    expect(
      await within(card).findByText('This Microsoft tenant is registered by another company'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Save tenant' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'put')).toHaveLength(2));
    expect(requests.find((r) => r.method === 'put')).toMatchObject({
      url: '/settings/microsoft',
      body: { tenant_id: TENANT },
    });
  });
});
