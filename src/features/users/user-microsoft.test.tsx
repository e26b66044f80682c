/**
 * The user detail's Microsoft sign-in card: an admin maps the user to an object id of the
 * company's tenant through PUT /users/microsoft/{id}; a malformed id is refused before any call;
 * without a registered tenant the card says where to register it. Shown only where Microsoft
 * sign-in is configured.
 */
import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, uninstallFakeApi, type FakeAnswer } from '../../lib/api-fake';
import { resetClientConfig } from '../../lib/client-config';
import { setLanguage } from '../../lib/i18n';
import { aUser, renderUsers, signInForUsers } from './test-render';

installFakeIndexedDb();

const ENTRA = {
  client_id: 'app-id',
  tenant_id: 'organizations',
  authority: 'https://login.microsoftonline.com/organizations',
};
const TENANT = '7d0c5a9e-1b2f-4c3d-8e4f-5a6b7c8d9e0f';
const OID = '2b8f1c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ok = (data: unknown): FakeAnswer => ({ status: 200, body: { message: 'Success', data } });

function serveConfig() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).endsWith('/client-config')
        ? new Response(
            JSON.stringify({
              message: 'Success',
              data: { analytics: null, error_reporting: null, entra: ENTRA },
            }),
          )
        : new Response('{}', { status: 404 }),
    ),
  );
}

beforeEach(async () => {
  resetClientConfig();
  await setLanguage('en');
  serveConfig();
});
afterEach(() => {
  uninstallFakeApi();
  vi.unstubAllGlobals();
});

describe('user detail, Microsoft sign-in mapping', () => {
  it('maps the user to an object id of the company’s tenant, refusing a malformed one first', async () => {
    signInForUsers('admin');
    const person = aUser();
    let objectId: string | null = null;
    const requests = installFakeApi((r) => {
      if (r.url === `/users/detail/${person.user_uuid}`) return ok(person);
      if (r.method === 'put') objectId = (r.body as { object_id: string | null }).object_id;
      return ok({ user_uuid: person.user_uuid, tenant_id: TENANT, object_id: objectId });
    });
    const { user } = renderUsers(`/users/${person.user_uuid}`);
    const card = await screen.findByRole('region', { name: 'Microsoft sign-in' });
    expect(await within(card).findByText(`Company tenant: ${TENANT}`)).toBeInTheDocument();
    const input = within(card).getByRole('textbox', { name: 'Microsoft object ID' });
    await user.type(input, 'not-an-id');
    await user.click(within(card).getByRole('button', { name: 'Save Microsoft ID' }));
    expect(
      await within(card).findByText(
        'Enter the ID in the form 00000000-0000-0000-0000-000000000000',
      ),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'put')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, OID);
    await user.click(within(card).getByRole('button', { name: 'Save Microsoft ID' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'put')).toMatchObject({
        url: `/users/microsoft/${person.user_uuid}`,
        body: { object_id: OID },
      }),
    );
    expect(
      await within(await screen.findByRole('region', { name: 'Microsoft sign-in' })).findByRole(
        'button',
        { name: 'Remove' },
      ),
    ).toBeInTheDocument();
  });

  it('asks to register the company’s tenant first', async () => {
    signInForUsers('admin');
    const person = aUser();
    installFakeApi((r) =>
      r.url === `/users/detail/${person.user_uuid}`
        ? ok(person)
        : ok({ user_uuid: person.user_uuid, tenant_id: null, object_id: null }),
    );
    renderUsers(`/users/${person.user_uuid}`);
    expect(
      await screen.findByText(
        "Register your company's Microsoft tenant in the company settings first.",
      ),
    ).toBeInTheDocument();
  });
});
